import type { DrawPhase } from './timeline';

/** Lottery powerplay ids (docs/rules/lottery.md "Powerplays"). */
export const powerplayIds = { replaceAll: 1, replace: 2, powerMatch: 3, increase: 4, decrease: 5 } as const;
export type PowerplayId = 1 | 2 | 3 | 4 | 5;

export const powerplayNames: Record<PowerplayId, string> = {
  1: 'Replace All',
  2: 'Replace',
  3: 'Power Match',
  4: 'Increase',
  5: 'Decrease',
};

/** The kit each entry receives when its picks are first saved. */
export const defaultKit: Record<PowerplayId, number> = { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 };

/** Replace All is offered to players with this many matches or fewer, in the final window. */
export const REPLACE_ALL_MAX_MATCHES = 3;

export type PowerplayRefusal =
  | 'POWERPLAY_UNKNOWN'
  | 'POWERPLAY_NOT_LIVE'
  | 'POWERPLAY_WAIT'
  | 'POWERPLAY_NO_SELECTION'
  | 'POWERPLAY_PICK_LOCKED'
  | 'POWERPLAY_NO_INVENTORY'
  | 'POWERPLAY_NOT_ALLOWED'
  | 'POWERPLAY_DUPLICATE'
  | 'REPLACE_ALL_UNAVAILABLE';

/**
 * A source of seeded random numbers in [min, max] that `accept` allows. The server builds it from the
 * draw's secret seed (auditable); the demo from the browser's crypto.
 */
export type RandomPick = (accept: (n: number) => boolean) => number;

export interface PowerplayState {
  range: { min: number; max: number };
  picks: readonly number[];
  drawn: readonly number[];
  inventory: Readonly<Record<PowerplayId, number>>;
  phase: Pick<DrawPhase, 'status' | 'ballsDue' | 'finalWindow' | 'comingUp'>;
}

export interface PowerplayOutcome {
  picks: number[];
  inventory: Record<PowerplayId, number>;
  /** What changed, in pick order: "Your selection was replaced with N". */
  replaced: { from: number; to: number; match: boolean }[];
}

export const isPowerplayId = (id: number): id is PowerplayId => Number.isInteger(id) && id >= 1 && id <= 5;

export const matchedPicks = (picks: readonly number[], drawn: readonly number[]) =>
  picks.filter((p) => drawn.includes(p));

/** Whether Replace All is offered now: final window and at most 3 matches. */
export function replaceAllAvailable(s: Pick<PowerplayState, 'picks' | 'drawn' | 'phase'>): boolean {
  return (
    s.phase.status === 'live' &&
    s.phase.finalWindow &&
    matchedPicks(s.picks, s.drawn).length <= REPLACE_ALL_MAX_MATCHES
  );
}

/**
 * Applies one powerplay, or says why not. Pure: randomness comes from `random`. Checks run in the order
 * a player meets them: game live and between balls, a pick selected and not locked, inventory, result.
 */
export function applyPowerplay(
  s: PowerplayState,
  use: { powerplayId: number; pick?: number | undefined },
  random: RandomPick,
): PowerplayOutcome | PowerplayRefusal {
  if (!isPowerplayId(use.powerplayId)) return 'POWERPLAY_UNKNOWN';
  const id = use.powerplayId;
  if (s.phase.status !== 'live') return 'POWERPLAY_NOT_LIVE';
  if (s.phase.ballsDue < 1 || s.phase.comingUp) return 'POWERPLAY_WAIT';

  if (id === powerplayIds.replaceAll) {
    if (!replaceAllAvailable(s)) return 'REPLACE_ALL_UNAVAILABLE';
    if ((s.inventory[id] ?? 0) <= 0) return 'POWERPLAY_NO_INVENTORY';
    // Matched picks stay; each unmatched one gets a fresh number nobody in the new set holds.
    const next = [...s.picks];
    const replaced: PowerplayOutcome['replaced'] = [];
    next.forEach((from, i) => {
      if (s.drawn.includes(from)) return;
      const to = random((n) => !next.includes(n) && n !== from);
      next[i] = to;
      replaced.push({ from, to, match: s.drawn.includes(to) });
    });
    return { picks: next, inventory: { ...s.inventory, [id]: s.inventory[id] - 1 }, replaced };
  }

  const pick = use.pick;
  if (pick === undefined || !s.picks.includes(pick)) return 'POWERPLAY_NO_SELECTION';
  if (s.drawn.includes(pick)) return 'POWERPLAY_PICK_LOCKED';
  if ((s.inventory[id] ?? 0) <= 0) return 'POWERPLAY_NO_INVENTORY';

  let to: number;
  if (id === powerplayIds.replace) {
    to = random((n) => !s.picks.includes(n));
  } else if (id === powerplayIds.powerMatch) {
    const inPlay = s.drawn[s.drawn.length - 1];
    if (inPlay === undefined) return 'POWERPLAY_WAIT';
    to = inPlay;
  } else {
    to = id === powerplayIds.increase ? pick + 1 : pick - 1;
  }
  if (to < s.range.min || to > s.range.max) return 'POWERPLAY_NOT_ALLOWED';
  if (s.picks.includes(to)) return 'POWERPLAY_DUPLICATE';
  return {
    picks: s.picks.map((p) => (p === pick ? to : p)),
    inventory: { ...s.inventory, [id]: s.inventory[id] - 1 },
    replaced: [{ from: pick, to, match: s.drawn.includes(to) }],
  };
}

/** Why a powerplay cannot be used right now, whatever pick is selected (the live screen disables it). */
export type PowerplayUnavailable =
  | 'POWERPLAY_NOT_LIVE'
  | 'POWERPLAY_WAIT'
  | 'POWERPLAY_NO_INVENTORY'
  | 'REPLACE_ALL_UNAVAILABLE'
  | 'POWER_MATCH_HELD';

/**
 * The refusal a use would get now regardless of the selection, or null when it may be tried: the same
 * order as `applyPowerplay` (live and between balls, Replace All's window, inventory), plus Power Match
 * when the ball in play is already one of the picks (its result would duplicate it).
 */
export function powerplayUnavailable(
  s: Pick<PowerplayState, 'picks' | 'drawn' | 'inventory' | 'phase'>,
  id: PowerplayId,
): PowerplayUnavailable | null {
  if (s.phase.status !== 'live') return 'POWERPLAY_NOT_LIVE';
  if (s.phase.ballsDue < 1 || s.phase.comingUp) return 'POWERPLAY_WAIT';
  if (id === powerplayIds.replaceAll && !replaceAllAvailable(s)) return 'REPLACE_ALL_UNAVAILABLE';
  if ((s.inventory[id] ?? 0) <= 0) return 'POWERPLAY_NO_INVENTORY';
  const inPlay = s.drawn[s.drawn.length - 1];
  if (id === powerplayIds.powerMatch && inPlay !== undefined && s.picks.includes(inPlay)) {
    return 'POWER_MATCH_HELD';
  }
  return null;
}
