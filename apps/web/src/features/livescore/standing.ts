import type {
  SportsEntryEvent,
  SportsLiveMatch,
  SportsLiveScoreResponse,
  SportsMatch,
  SportsMatchSoFar,
  SportsPrizeRow,
} from '@powerplay/contracts';
import {
  entryStanding,
  gameSetStatus,
  multiplierOf,
  myScore,
  teamsOfMatches,
  typedPicks,
  type PrizeRow,
  type SportsEntryState,
} from '@powerplay/domain';
import { toDomainMatch } from '../sports';

/**
 * The live score page's standing kept current between answers: a `match` event of the game set or the
 * player's own `sports-entry` event changes one input, and this entry's side (held, locked, my_score of
 * every match, the summary's ones / total / prize) is recomputed with the domain's rules, exactly as
 * the server computes them. What only the server knows (canPlay, club, a settled result) is kept.
 */

type Goal = NonNullable<SportsLiveMatch['goals']>[number];

/**
 * A hockey match's goals so far after a `match` event (which carries the score, not the goals): each
 * side keeps as many of its goals as its score, and a goal the event adds is placed at the event's clock
 * (the feed publishes each goal as it happens; in an intermission, at the end of the period before).
 * The server's next answer has the exact goals. Undefined when the match has no goal times.
 */
export function goalsAfter(previous: SportsMatchSoFar | undefined, next: SportsMatch): Goal[] | undefined {
  const known = previous?.goals;
  if (!known) return undefined;
  const p = next.progress?.league === 'hockey' ? next.progress : null;
  const before = previous.progress?.league === 'hockey' ? previous.progress : null;
  const at: Pick<Goal, 'period' | 'second'> =
    p && p.period > 0
      ? { period: p.period, second: (p.period >= 4 ? 300 : 1200) - p.clockSeconds }
      : { period: Math.max(before?.period ?? 1, 1), second: (before?.period ?? 1) >= 4 ? 300 : 1200 };
  const goals: Goal[] = [];
  for (const side of ['home', 'away'] as const) {
    const own = known.filter((g) => g.side === side).slice(0, next[side].score);
    while (own.length < next[side].score) own.push({ side, ...at });
    goals.push(...own);
  }
  return goals.sort((a, b) => a.period - b.period || a.second - b.second);
}

/** The contest's prize rows as the domain reads them. */
export const toGrid = (rows: readonly SportsPrizeRow[]): PrizeRow[] =>
  rows.map((r) => ({
    noOfTeam: r.teams,
    kind: r.kind,
    amount: r.amount,
    description: r.description ?? undefined,
    retailValueCents: r.retailValueCents ?? undefined,
  }));

/** Recomputes every match's `mine` and the summary from `matches` and `state`. */
export function recompute(
  data: SportsLiveScoreResponse,
  matches: readonly SportsMatch[],
  state: SportsLiveScoreResponse['state'],
  status: SportsLiveScoreResponse['meta']['gameStatus'] = data.meta.gameStatus,
): SportsLiveScoreResponse {
  const domainState: SportsEntryState = state;
  const domainMatches = matches.map(toDomainMatch);
  const teams = teamsOfMatches(domainMatches);
  const side = (key: string) => {
    const team = teams.get(key);
    const held = state.picks.includes(key);
    const multiplier = held ? multiplierOf(domainState, key) : 1;
    return {
      held,
      locked: held && state.locked.includes(key),
      myScore: team ? myScore(domainState, team) : 0,
      // Double ×2 / Triple ×3, as the server's answer gives it (only when not ×1).
      ...(multiplier !== 1 ? { multiplier } : {}),
    };
  };
  const live: SportsLiveMatch[] = matches.map((m) => {
    // The contract's pick key and the domain's are the same `<feed_game_id>-<team_id>`.
    const { mine: _old, ...match } = m as Omit<SportsLiveMatch, 'mine'> & { mine?: unknown };
    void _old;
    return { ...match, mine: { home: side(m.home.pickKey), away: side(m.away.pickKey) } };
  });
  const setStatus = status === 'FINISHED' ? status : maxStatus(status, gameSetStatus(domainMatches));
  // The entry's standing by its type's rule, as the server's answer computes it.
  const standing = entryStanding(data.entry.contest.rule, {
    sport: data.gameSet.league,
    picks: typedPicks(domainState, domainMatches, data.meta.zones ?? {}),
    finished: false,
    grid: toGrid(data.prizes),
    games: domainMatches.length,
  });
  const prize =
    (standing.rowKey !== undefined && data.prizes.find((r) => r.teams === standing.rowKey)) || null;
  const settled = data.meta.result !== 'POSSIBLE';
  return {
    ...data,
    state,
    gameSet: { ...data.gameSet, status: setStatus },
    matches: live,
    entry: { ...data.entry, picks: [...state.picks], hasPicks: state.picks.length > 0 },
    meta: {
      ...data.meta,
      gameStatus: setStatus,
      picksCount: state.picks.length,
      // A settled entry keeps the server's result, prize and figures: a late event never turns it back.
      ...(settled ? {} : { ...standing.figures, prize }),
    },
  };
}

const order = ['UNPLAYED', 'LIVE', 'FINISHED'] as const;
/** A game set never moves back (an event about one match does not undo the set's `status` event). */
const maxStatus = (a: (typeof order)[number], b: (typeof order)[number]) =>
  order.indexOf(a) >= order.indexOf(b) ? a : b;

/** A game set `match` event: the match replaces ours when its sequence is not older. */
export function withMatch(data: SportsLiveScoreResponse, next: SportsMatch): SportsLiveScoreResponse {
  const current = data.matches.find((m) => m.feedGameId === next.feedGameId);
  if (!current || next.sequence < current.sequence) return data;
  const goals = goalsAfter(current, next);
  const updated = goals ? { ...next, goals } : next;
  const matches = data.matches.map((m) => (m.feedGameId === next.feedGameId ? updated : m));
  return recompute(data, matches, data.state);
}

/** A game set `status` event. */
export function withStatus(
  data: SportsLiveScoreResponse,
  status: SportsLiveScoreResponse['meta']['gameStatus'],
): SportsLiveScoreResponse {
  return recompute(data, data.matches, data.state, status);
}

/** The player's own `sports-entry` event (a powerplay or a picks change on any of their pages). */
export function withEntryEvent(
  data: SportsLiveScoreResponse,
  event: SportsEntryEvent,
): SportsLiveScoreResponse {
  if (event.entryId !== data.entry.id) return data;
  return { ...recompute(data, data.matches, event.state), powerplays: event.powerplays };
}

/**
 * A powerplay's answer (the whole standing as the server saw it) over ours: a match event newer than
 * the answer's copy of that match is kept, so an answer that crossed a feed update never moves a score
 * back.
 */
export function withAnswer(
  current: SportsLiveScoreResponse | undefined,
  answer: SportsLiveScoreResponse,
): SportsLiveScoreResponse {
  if (!current) return answer;
  const newer = new Map(current.matches.map((m) => [m.feedGameId, m]));
  let kept = false;
  const matches = answer.matches.map((m) => {
    const ours = newer.get(m.feedGameId);
    if (ours && ours.sequence > m.sequence) {
      kept = true;
      return ours;
    }
    return m;
  });
  return kept
    ? recompute(answer, matches, answer.state, maxStatus(answer.meta.gameStatus, current.meta.gameStatus))
    : answer;
}

/**
 * Why every powerplay of the entry is off whatever is left (docs/rules/sports.md "Waiting For Players"): its
 * contest still waits for players ("Cannot perform action until the required number of players join"),
 * or was cancelled for want of them ("Cancelled — not enough players"); null when it is played. The
 * server refuses a use with the same text.
 */
export function contestOffCode(
  contest: SportsLiveScoreResponse['entry']['contest'],
): 'SPORTS_WAITING_FOR_PLAYERS' | 'SPORTS_CONTEST_CANCELLED' | null {
  if (contest.cancelledAt !== null || contest.status === 'CANCELLED') return 'SPORTS_CONTEST_CANCELLED';
  if (contest.status === 'WAITING_FOR_PLAYERS') return 'SPORTS_WAITING_FOR_PLAYERS';
  return null;
}
