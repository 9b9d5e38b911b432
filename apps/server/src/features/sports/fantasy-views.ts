import type { FantasyPlayer } from '@powerplay/contracts';
import {
  attributeGoals,
  fantasyPlayerKey,
  countedPoints,
  fantasyStatLine,
  type FantasyEntryState,
  type FantasyMatch,
  type FantasyPickState,
  type TypedPick,
} from '@powerplay/domain';
import { nhlFantasyRosters } from './data/nhl-fantasy-rosters';
import { domainMatchOf, goalsOfScript, type MatchState } from './sports-views';

/** A simulated game's seed, game id and goals, from its match's script; undefined for another script. */
function simulatedOf(script: unknown) {
  const s = script as { kind?: unknown; seed?: unknown; gameId?: unknown } | null | undefined;
  const goals = goalsOfScript(script);
  return s?.kind === 'simulated' && typeof s.seed === 'string' && typeof s.gameId === 'string' && goals
    ? { seed: s.seed, gameId: s.gameId, goals }
    : undefined;
}

/**
 * A hockey set's matches as fantasy reads them (docs/rules/fantasy.md "Players"): each with every goal
 * of its simulated game attributed from the game's recorded seed. A match of any other script (not
 * simulated) has no player events.
 */
export function fantasyMatchesOf(rows: readonly MatchState[]): FantasyMatch[] {
  return rows.map((row) => {
    const sim = simulatedOf(row.script);
    return {
      match: domainMatchOf(row),
      goals: sim ? attributeGoals(sim.seed, sim.gameId, sim.goals) : [],
    };
  });
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** An entry's stored fantasy state (`sports_entries.fantasy`), what is not well formed left out. */
export function fantasyStateOf(stored: unknown): FantasyEntryState {
  const s = (stored ?? {}) as { picks?: unknown; rawAt?: unknown };
  const picks: FantasyPickState[] = (Array.isArray(s.picks) ? s.picks : []).flatMap((p: unknown) => {
    const { key, bench, star, kept, from } = (p ?? {}) as Record<string, unknown>;
    return typeof key === 'string' &&
      typeof bench === 'boolean' &&
      typeof star === 'boolean' &&
      isInt(kept) &&
      isInt(from)
      ? [{ key, bench, star, kept, from }]
      : [];
  });
  const rawAt = Object.fromEntries(
    Object.entries((s.rawAt ?? {}) as Record<string, unknown>).filter((e): e is [string, number] =>
      isInt(e[1]),
    ),
  );
  return s.rawAt === undefined ? { picks } : { picks, rawAt };
}

/** A player's raw fantasy points now, for the rules. */
export const rawPointsIn = (matches: readonly FantasyMatch[]) => (key: string) =>
  fantasyStatLine(key, matches).points;

/**
 * The entry's picks as its contest type reads them: each pick's counted points (bench 0, Star Player
 * ×2, what it kept), final once its match is FINISHED.
 */
export function fantasyTypedPicks(state: FantasyEntryState, matches: readonly FantasyMatch[]): TypedPick[] {
  return state.picks.map((p) => {
    const line = fantasyStatLine(p.key, matches);
    return { myScore: countedPoints(p, line.points), final: line.status === 'FINISHED' };
  });
}

const tabOf = { C: 'CENTER', LW: 'LEFT WING', RW: 'RIGHT WING', D: 'DEFENCE', G: 'GOALIE' } as const;

/** The club's abbreviation from its team id in a hockey set (`nhl-BOS` → `BOS`). */
const clubOf = (teamId: string) => teamId.replace(/^nhl-/, '');

/**
 * Every player of the set's clubs with his line so far, club by club in match order, each club's
 * roster in slot order (goalies, defence, then the lines).
 */
export function fantasyPlayersOf(matches: readonly FantasyMatch[]): FantasyPlayer[] {
  return matches.flatMap(({ match }) =>
    (['home', 'away'] as const).flatMap((side) => {
      const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
      const other = clubOf(side === 'home' ? match.awayTeamId : match.homeTeamId);
      return (nhlFantasyRosters.get(clubOf(teamId)) ?? []).map((p): FantasyPlayer => {
        const key = fantasyPlayerKey(teamId, p.slot.slot);
        const line = fantasyStatLine(key, matches);
        return {
          key,
          name: p.name,
          club: p.club,
          position: tabOf[p.slot.position],
          vs: side === 'home' ? other : `@ ${other}`,
          status: line.status,
          goals: line.goals,
          assists: line.assists,
          goalsAgainst: line.goalsAgainst,
          points: line.points,
        };
      });
    }),
  );
}
