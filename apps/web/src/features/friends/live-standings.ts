import type { PrivateContest, PrivateContestMember, SportsMatch } from '@powerplay/contracts';
import { entryStanding, hitsOf, standings, typedPicks } from '@powerplay/domain';
import { goalsAfter, toGrid } from '../livescore';
import { toDomainMatch } from '../sports';

/**
 * A live private contest's standings kept current on the member's page: each score change of the game
 * (a sports `match` event, a drawn ball) scores every member's entry again with the domain's rules, from
 * the inputs the server's answer carries (`live`, each member's `entry`), and ranks them as the server
 * does (docs/rules/friends.md "Standings"). So the members' pages follow the game without asking the
 * server anything; a member's powerplay (`entry` on the contest's stream) is read from the server.
 */
function memberScore(contest: PrivateContest, m: PrivateContestMember): number | null {
  const live = contest.live;
  if (!live || m.score === null) return m.score;
  if (live.kind === 'lottery') return m.picks ? hitsOf(m.picks.map(Number), live.drawn) : m.score;
  if (!m.entry) return m.score;
  const matches = live.matches.map(toDomainMatch);
  return entryStanding(live.rule, {
    sport: live.league,
    picks: typedPicks(m.entry.state, matches, m.entry.zones),
    finished: false,
    grid: toGrid(live.grid),
    games: matches.length,
  }).friendsScore;
}

/** Every member scored again and ranked: better score first, equal scores by entry order. */
export function rescored(contest: PrivateContest): PrivateContest {
  const scored = contest.members.map((m) => ({ ...m, score: memberScore(contest, m) }));
  const entered = scored.filter((m) => m.score !== null && m.entryOrder !== null);
  const byOrder = new Map(entered.map((m) => [m.entryOrder!, m]));
  // The entry order stands in for the entry time and the player in the domain's order: the same order.
  const ranked = standings(
    entered.map((m) => ({ userId: m.entryOrder!, enteredAt: m.entryOrder!, score: m.score! })),
  ).map((s) => ({ ...byOrder.get(s.userId)!, place: s.place }));
  return { ...contest, members: [...ranked, ...scored.filter((m) => !entered.includes(m))] };
}

/** A game set's `match` event: the match replaces ours when its sequence is not older. */
export function withMatch(contest: PrivateContest, next: SportsMatch): PrivateContest {
  const live = contest.live;
  if (live?.kind !== 'sports') return contest;
  const current = live.matches.find((m) => m.feedGameId === next.feedGameId);
  if (!current || next.sequence < current.sequence) return contest;
  const goals = goalsAfter(current, next);
  const matches = live.matches.map((m) =>
    m.feedGameId === next.feedGameId ? { ...next, ...(goals ? { goals } : {}) } : m,
  );
  return rescored({ ...contest, live: { ...live, matches } });
}

/** A draw's `ball` event: counted once, however often the stream repeats it. */
export function withBall(contest: PrivateContest, ball: number): PrivateContest {
  const live = contest.live;
  if (live?.kind !== 'lottery' || live.drawn.includes(ball)) return contest;
  return rescored({ ...contest, live: { ...live, drawn: [...live.drawn, ball] } });
}
