import type { MatchStatus } from '../matches';
import type { TeamLimits } from '../picks';
import { parseFantasyPlayerKey } from './roster';

/** A saved pick: the player, on the bench or active, and whether he is the Star Player. */
export interface FantasyPick {
  key: string;
  bench: boolean;
  star: boolean;
}

/**
 * A pick during the contest (docs/rules/fantasy.md "Scoring", "Powerplays"): what it has banked and where
 * its current stretch started. A pick counts `kept + (raw − from) × factor`, the factor being 0 on the
 * bench, 1 active and 2 as the Star Player; whenever its factor changes (a Swap, Star Power), the stretch
 * so far is banked into `kept` and a new one starts at the player's raw points of that moment. So points
 * stay with whoever scored them while active.
 */
export interface FantasyPickState extends FantasyPick {
  kept: number;
  from: number;
}

export interface FantasyEntryState {
  picks: readonly FantasyPickState[];
  /**
   * Every pick's raw points when a powerplay made this state (absent for a saved one): Undo takes the
   * powerplay back only while they are unchanged, nothing scored since.
   */
  rawAt?: Readonly<Record<string, number>>;
}

/** At most this many goalies among an entry's picks. */
export const FANTASY_MAX_GOALIES = 2;

/** The seeded bounds of an entry's picks; the contest's own min and max apply. */
export const fantasyLimits: TeamLimits = { min: 1, max: 8 };

export const factorOf = (p: FantasyPick) => (p.bench ? 0 : p.star ? 2 : 1);

/** What a pick counts now, given its player's raw fantasy points now. */
export const countedPoints = (p: FantasyPickState, raw: number) => p.kept + (raw - p.from) * factorOf(p);

/** My Score: every pick's counted points (a benched pick keeps what it scored while active). */
export const fantasyMyScore = (state: FantasyEntryState, raw: (key: string) => number) =>
  state.picks.reduce((sum, p) => sum + countedPoints(p, raw(p.key)), 0);

export type FantasyPickRefusal =
  | 'FANTASY_PICKS_TOO_FEW'
  | 'FANTASY_PICKS_TOO_MANY'
  | 'FANTASY_PLAYER_UNKNOWN'
  | 'FANTASY_PLAYER_DUPLICATE'
  | 'FANTASY_GOALIES_TOO_MANY'
  | 'FANTASY_STAR_REQUIRED'
  | 'SPORTS_ACTION_UNAVAILABLE';

const isGoalie = (key: string) => parseFantasyPlayerKey(key)?.slot.position === 'G';

/**
 * Checks a new pick list (docs/rules/fantasy.md "Picks"): the contest's min..max players, each a player
 * of the set (`statusOf` answers undefined for any other), none twice, at most two goalies, exactly one
 * Star Player who is an active skater, and only picks of UNPLAYED matches may come, go or change (late
 * swap: a pick whose match has started stays as it is). Null when the list may be saved.
 */
export function checkFantasyPicks(
  next: readonly FantasyPick[],
  previous: readonly FantasyPick[],
  statusOf: (key: string) => MatchStatus | undefined,
  limits: TeamLimits,
): FantasyPickRefusal | null {
  if (next.length < Math.max(1, limits.min)) return 'FANTASY_PICKS_TOO_FEW';
  if (next.length > limits.max) return 'FANTASY_PICKS_TOO_MANY';
  if (next.some((p) => statusOf(p.key) === undefined)) return 'FANTASY_PLAYER_UNKNOWN';
  if (new Set(next.map((p) => p.key)).size !== next.length) return 'FANTASY_PLAYER_DUPLICATE';
  if (next.filter((p) => isGoalie(p.key)).length > FANTASY_MAX_GOALIES) return 'FANTASY_GOALIES_TOO_MANY';
  const stars = next.filter((p) => p.star);
  if (stars.length !== 1 || stars[0]!.bench || isGoalie(stars[0]!.key)) return 'FANTASY_STAR_REQUIRED';
  const same = (a: FantasyPick, b: FantasyPick | undefined) =>
    b !== undefined && a.bench === b.bench && a.star === b.star;
  const changed = [
    ...next.filter(
      (p) =>
        !same(
          p,
          previous.find((q) => q.key === p.key),
        ),
    ),
    ...previous.filter((p) => !next.some((q) => q.key === p.key)),
  ];
  return changed.some((p) => statusOf(p.key) !== 'UNPLAYED') ? 'SPORTS_ACTION_UNAVAILABLE' : null;
}

/**
 * The entry after a save that `checkFantasyPicks` allowed: a kept pick keeps its state, a new or changed
 * one (its match not started: nothing scored) starts at zero.
 */
export function savedFantasyPicks(
  state: FantasyEntryState | undefined,
  next: readonly FantasyPick[],
): FantasyEntryState {
  return {
    picks: next.map((p) => {
      const old = state?.picks.find((q) => q.key === p.key && q.bench === p.bench && q.star === p.star);
      return old ?? { key: p.key, bench: p.bench, star: p.star, kept: 0, from: 0 };
    }),
  };
}
