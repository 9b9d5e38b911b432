import {
  canSpend,
  lastUndoable,
  remainingOf,
  spend,
  type PowerplayInventory,
  type PowerplayUse,
} from '../powerplays/inventory';
import { myScore, type SportsEntryState } from './entry';
import { teamsOfMatches, type Match, type TeamInMatch } from './matches';
import type { TeamLimits } from './picks';

/** Sports powerplay ids (spec 000 §9). */
export const sportsPowerplayIds = {
  lock: 1,
  remove: 4,
  add: 5,
  refresh: 13,
  decrease: 18,
  increase: 19,
  undo: 21,
  swap: 24,
} as const;
export type SportsPowerplayId = (typeof sportsPowerplayIds)[keyof typeof sportsPowerplayIds];

export const sportsPowerplayNames: Record<SportsPowerplayId, string> = {
  19: 'Increase',
  18: 'Decrease',
  13: 'Refresh',
  1: 'Lock',
  21: 'Undo',
  24: 'Swap',
  4: 'Remove',
  5: 'Add',
};

/** The kit each entry receives (GAME-RULES "Sports powerplays"; configurable per contest). */
export const sportsKit: Readonly<Record<SportsPowerplayId, number>> = {
  19: 3,
  18: 3,
  13: 1,
  1: 2,
  21: 2,
  24: 1,
  4: 1,
  5: 1,
};

/** Refresh turns this score into 1. */
export const REFRESH_SCORE = 11;

export type SportsPowerplayRefusal =
  | 'SPORTS_POWERPLAY_UNKNOWN'
  | 'SPORTS_ACTION_UNAVAILABLE'
  | 'SPORTS_POWERPLAY_USED_UP'
  | 'SPORTS_NOT_ALLOWED'
  | 'SPORTS_SCORE_NOT_11'
  | 'SPORTS_SCORE_NOT_1'
  | 'SPORTS_TEAM_LOCKED'
  | 'SPORTS_SELECT_REPLACEMENT'
  | 'SPORTS_ADD_TEAM_FIRST'
  | 'SPORTS_PICKS_TOO_MANY'
  | 'SPORTS_NOTHING_TO_UNDO';

export interface SportsPowerplayRequest {
  powerplayId: number;
  /** The held team the powerplay acts on; for Add, the team to add. */
  team?: string | undefined;
  /** Swap: the team that replaces `team`. */
  replacement?: string | undefined;
}

export interface SportsPowerplayContext {
  state: SportsEntryState;
  matches: readonly Match[];
  inventory: PowerplayInventory;
  limits: TeamLimits;
  /** The entry's use log (for Undo). */
  log: readonly PowerplayUse<SportsEntryState>[];
}

export interface SportsPowerplayOutcome {
  state: SportsEntryState;
  inventory: Record<number, number>;
  /** The log row to append: the server numbers it (`nextUseNumber`) and stores it with the state. */
  use: Omit<PowerplayUse<SportsEntryState>, 'useNumber'>;
}

const isKnownId = (id: number): id is SportsPowerplayId =>
  Object.values(sportsPowerplayIds).includes(id as SportsPowerplayId);

/** A team an Add or a Swap may bring in: of the set, not held, its match UNPLAYED or LIVE. */
const canBringIn = (state: SportsEntryState, team: TeamInMatch | undefined): team is TeamInMatch =>
  team !== undefined &&
  !state.picks.includes(team.key) &&
  (team.match.status === 'UNPLAYED' || team.match.status === 'LIVE');

/** Team keys whose pick, adjustment or lock differ between two states. */
function touchedTeams(a: SportsEntryState, b: SportsEntryState): string[] {
  const keys = new Set([
    ...a.picks,
    ...b.picks,
    ...Object.keys(a.adjustments),
    ...Object.keys(b.adjustments),
  ]);
  return [...keys].filter(
    (k) =>
      a.picks.includes(k) !== b.picks.includes(k) ||
      (a.adjustments[k] ?? 0) !== (b.adjustments[k] ?? 0) ||
      a.locked.includes(k) !== b.locked.includes(k),
  );
}

function withoutKey(record: Readonly<Record<string, number>>, key: string): Record<string, number> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/**
 * Applies one sports powerplay (GAME-RULES "Sports powerplays"), or says why not. Checks run in the order
 * a player meets them: a powerplay of the kit, available now (the team's match LIVE and held; Add: any
 * match of the set still UNPLAYED or LIVE), a use left, then the powerplay's own rule. A locked team
 * refuses every powerplay but Undo, so it stays at 1.
 */
export function applySportsPowerplay(
  ctx: SportsPowerplayContext,
  req: SportsPowerplayRequest,
): SportsPowerplayOutcome | SportsPowerplayRefusal {
  const id = req.powerplayId;
  if (!isKnownId(id) || !(id in ctx.inventory)) return 'SPORTS_POWERPLAY_UNKNOWN';
  const { state } = ctx;
  const teams = teamsOfMatches(ctx.matches);

  if (id === sportsPowerplayIds.undo) return undo(ctx, teams);

  if (id === sportsPowerplayIds.add) {
    if (!ctx.matches.some((m) => m.status === 'UNPLAYED' || m.status === 'LIVE')) {
      return 'SPORTS_ACTION_UNAVAILABLE';
    }
    if (!canSpend(ctx.inventory, id)) return 'SPORTS_POWERPLAY_USED_UP';
    if (req.team === undefined) return 'SPORTS_SELECT_REPLACEMENT';
    if (state.picks.length >= ctx.limits.max) return 'SPORTS_PICKS_TOO_MANY';
    const team = teams.get(req.team);
    if (!canBringIn(state, team)) return 'SPORTS_NOT_ALLOWED';
    return done(ctx, id, {
      ...state,
      picks: [...state.picks, team.key],
      adjustments: withoutKey(state.adjustments, team.key),
      added: state.added + 1,
    });
  }

  const team = req.team === undefined ? undefined : teams.get(req.team);
  if (!team || !state.picks.includes(team.key) || team.match.status !== 'LIVE') {
    return 'SPORTS_ACTION_UNAVAILABLE';
  }
  if (!canSpend(ctx.inventory, id)) return 'SPORTS_POWERPLAY_USED_UP';
  if (state.locked.includes(team.key)) return 'SPORTS_TEAM_LOCKED';
  const score = myScore(state, team);
  const adjust = (delta: number) =>
    done(ctx, id, {
      ...state,
      adjustments: { ...state.adjustments, [team.key]: (state.adjustments[team.key] ?? 0) + delta },
    });

  switch (id) {
    case sportsPowerplayIds.increase:
      return adjust(1);
    case sportsPowerplayIds.decrease:
      return score > 0 ? adjust(-1) : 'SPORTS_NOT_ALLOWED';
    case sportsPowerplayIds.refresh:
      return score === REFRESH_SCORE ? adjust(1 - REFRESH_SCORE) : 'SPORTS_SCORE_NOT_11';
    case sportsPowerplayIds.lock:
      return score === 1
        ? done(ctx, id, { ...state, locked: [...state.locked, team.key] })
        : 'SPORTS_SCORE_NOT_1';
    case sportsPowerplayIds.remove:
      if (state.picks.length <= ctx.limits.min) return 'SPORTS_NOT_ALLOWED';
      if (state.added === 0) return 'SPORTS_ADD_TEAM_FIRST';
      return done(ctx, id, {
        ...state,
        picks: state.picks.filter((k) => k !== team.key),
        adjustments: withoutKey(state.adjustments, team.key),
      });
    case sportsPowerplayIds.swap: {
      if (req.replacement === undefined) return 'SPORTS_SELECT_REPLACEMENT';
      const incoming = teams.get(req.replacement);
      if (!canBringIn(state, incoming)) return 'SPORTS_NOT_ALLOWED';
      // The new team takes the old one's place in the list and starts at its real score.
      return done(ctx, id, {
        ...state,
        picks: state.picks.map((k) => (k === team.key ? incoming.key : k)),
        adjustments: withoutKey(withoutKey(state.adjustments, team.key), incoming.key),
      });
    }
  }
}

function done(
  ctx: SportsPowerplayContext,
  id: SportsPowerplayId,
  after: SportsEntryState,
): SportsPowerplayOutcome {
  return {
    state: after,
    inventory: spend(ctx.inventory, id),
    use: { powerplayId: id, undoes: null, before: ctx.state, after },
  };
}

/**
 * Undo: the player's last not-yet-undone powerplay is reverted and returned to the inventory, the Undo
 * spent. It reverts only what that use changed (its teams, their adjustments and locks), so anything
 * else that changed since stays. Refused while no match is LIVE or once a team it touched is in a
 * FINISHED match (a final score does not move).
 */
function undo(
  ctx: SportsPowerplayContext,
  teams: Map<string, TeamInMatch>,
): SportsPowerplayOutcome | SportsPowerplayRefusal {
  const id = sportsPowerplayIds.undo;
  if (!ctx.matches.some((m) => m.status === 'LIVE')) return 'SPORTS_ACTION_UNAVAILABLE';
  if (!canSpend(ctx.inventory, id)) return 'SPORTS_POWERPLAY_USED_UP';
  const target = lastUndoable(ctx.log);
  if (!target) return 'SPORTS_NOTHING_TO_UNDO';
  const touched = touchedTeams(target.before, target.after);
  if (touched.some((key) => teams.get(key)?.match.status === 'FINISHED')) return 'SPORTS_ACTION_UNAVAILABLE';
  const after = revert(ctx.state, target.before, target.after, touched);
  const inventory = spend(ctx.inventory, id);
  inventory[target.powerplayId] = remainingOf(inventory, target.powerplayId) + 1;
  return {
    state: after,
    inventory,
    use: { powerplayId: id, undoes: target.useNumber, before: ctx.state, after },
  };
}

/** `current` with the change from `before` to `after` taken back on the `touched` teams. */
function revert(
  current: SportsEntryState,
  before: SportsEntryState,
  after: SportsEntryState,
  touched: readonly string[],
): SportsEntryState {
  const gone = before.picks.filter((k) => !after.picks.includes(k));
  const came = after.picks.filter((k) => !before.picks.includes(k));
  let picks = [...current.picks];
  const [out] = gone;
  const [incoming] = came;
  if (gone.length === 1 && came.length === 1 && out !== undefined && incoming !== undefined) {
    // A swap: the old team returns to the place the new one took.
    picks = picks.map((k) => (k === incoming ? out : k));
  } else {
    picks = picks.filter((k) => !came.includes(k));
    for (const k of gone) {
      if (!picks.includes(k)) picks.splice(Math.min(before.picks.indexOf(k), picks.length), 0, k);
    }
  }
  const adjustments: Record<string, number> = { ...current.adjustments };
  for (const k of touched) {
    const was = before.adjustments[k];
    if (was === undefined) delete adjustments[k];
    else adjustments[k] = was;
  }
  const locked = [
    ...current.locked.filter((k) => !touched.includes(k)),
    ...before.locked.filter((k) => touched.includes(k)),
  ];
  return { picks, adjustments, locked, added: current.added - (after.added - before.added) };
}
