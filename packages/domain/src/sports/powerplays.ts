import {
  canSpend,
  lastUndoable,
  remainingOf,
  spend,
  type PowerplayInventory,
  type PowerplayUse,
} from '../powerplays/inventory';
import { multiplierOf, myScore, type SixthSkaterWindow, type SportsEntryState } from './entry';
import { inZone, type ScoreZone } from './contest-types/zones';
import { goalsSoFar, teamsOfMatches, type Match, type TeamInMatch } from './matches';
import type { TeamLimits } from './picks';

/** Sports powerplay ids. */
export const sportsPowerplayIds = {
  lock: 1,
  remove: 4,
  add: 5,
  refresh: 13,
  decrease: 18,
  increase: 19,
  undo: 21,
  swap: 24,
  double: 30,
  triple: 31,
  noGoal: 33,
  sixthSkater: 34,
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
  30: 'Double',
  31: 'Triple',
  33: 'No Goal',
  34: '6th Skater',
};

/** The powerplays of the original sports kit (docs/rules/sports.md "Sports powerplays"). */
export type ClassicSportsPowerplayId = 19 | 18 | 13 | 1 | 21 | 24 | 4 | 5;

/** What Double and Triple multiply a held team's my_score by (docs/rules/sports.md "New powerplays"). */
export const sportsMultipliers: Readonly<Record<number, number>> = { 30: 2, 31: 3 };

/** The kit each entry receives (docs/rules/sports.md "Sports powerplays"; configurable per contest). */
export const sportsKit: Readonly<Record<ClassicSportsPowerplayId, number>> = {
  19: 3,
  18: 3,
  13: 1,
  1: 2,
  21: 2,
  24: 1,
  4: 1,
  5: 1,
};

/**
 * No Goal takes back a goal only within this much game clock after it (docs/rules/sports.md "New
 * powerplays").
 */
export const NO_GOAL_WINDOW_SECONDS = 120;

/** Hockey period lengths: 20:00 in regulation, 5:00 in overtime (the clock counts down from these). */
const hockeyPeriodSeconds = (period: number) => (period >= 4 ? 5 * 60 : 20 * 60);
/** Game-clock seconds from the opening face-off to `second` into `period`. */
const hockeyGameClock = (period: number, second: number) =>
  Math.min(period - 1, 3) * 20 * 60 + Math.max(period - 4, 0) * 5 * 60 + second;

/**
 * The held team's most recent goal so far and how many seconds of game clock ago it was (docs/rules/sports.md
 * "New powerplays", No Goal): only for a LIVE hockey match with a running period and its goals known
 * (`match.goals`); undefined otherwise (an intermission, a match without goal times, no goal yet).
 */
export function lastGoalOf(team: TeamInMatch): { id: string; ago: number } | undefined {
  const { progress, goals } = team.match;
  if (team.match.status !== 'LIVE' || !goals || progress?.league !== 'hockey' || progress.period < 1) {
    return undefined;
  }
  const now = hockeyGameClock(progress.period, hockeyPeriodSeconds(progress.period) - progress.clockSeconds);
  // The goals the team's score counts (so the goal taken back is one the score has), the last of them.
  const last = goalsSoFar(team).at(-1);
  if (!last) return undefined;
  const ago = now - hockeyGameClock(last.period, last.second);
  // A goal the clock has not reached (data that disagree): not one to take back.
  return ago < 0 ? undefined : { id: `${last.period}:${last.second}`, ago };
}

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
  /**
   * What Lock keeps (docs/rules/sports.md "New powerplays"): 'one' — Chase the Ace's Lock, only at 1, keeps 1
   * (the default); 'current' — outside Chase the Ace, keeps the team's my_score of the moment.
   */
  lockKeeps?: 'one' | 'current';
  /** Zones: each placed team's zone; Lock ('current') only while the team's my_score is inside it. */
  zones?: Readonly<Record<string, ScoreZone>>;
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
    ...Object.keys(a.multipliers ?? {}),
    ...Object.keys(b.multipliers ?? {}),
    ...Object.keys(a.sixthSkater ?? {}),
    ...Object.keys(b.sixthSkater ?? {}),
    ...Object.keys(a.lockedAt ?? {}),
    ...Object.keys(b.lockedAt ?? {}),
  ]);
  return [...keys].filter(
    (k) =>
      a.picks.includes(k) !== b.picks.includes(k) ||
      (a.adjustments[k] ?? 0) !== (b.adjustments[k] ?? 0) ||
      a.locked.includes(k) !== b.locked.includes(k) ||
      multiplierOf(a, k) !== multiplierOf(b, k) ||
      JSON.stringify(a.sixthSkater?.[k] ?? []) !== JSON.stringify(b.sixthSkater?.[k] ?? []) ||
      a.lockedAt?.[k] !== b.lockedAt?.[k],
  );
}

function withoutKey<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** `takenBack` kept only when it holds something (so a state without No Goal reads as before). */
function withTakenBack(
  state: SportsEntryState,
  takenBack: Readonly<Record<string, readonly string[]>>,
): SportsEntryState {
  const { takenBack: _old, ...rest } = state;
  const kept = Object.fromEntries(Object.entries(takenBack).filter(([, ids]) => ids.length > 0));
  return Object.keys(kept).length > 0 ? { ...rest, takenBack: kept } : rest;
}

/** `sixthSkater` kept only when it holds something (so a state without 6th Skater reads as before). */
function withSixthSkater(
  state: SportsEntryState,
  sixthSkater: Readonly<Record<string, readonly SixthSkaterWindow[]>>,
): SportsEntryState {
  const { sixthSkater: _old, ...rest } = state;
  const kept = Object.fromEntries(Object.entries(sixthSkater).filter(([, ws]) => ws.length > 0));
  return Object.keys(kept).length > 0 ? { ...rest, sixthSkater: kept } : rest;
}

/** What the powerplays did to these teams forgotten: a team that leaves or joins starts at its real score. */
function forgetting(state: SportsEntryState, keys: readonly string[]): SportsEntryState {
  let adjustments = { ...state.adjustments };
  let multipliers = { ...state.multipliers };
  let takenBack = { ...state.takenBack };
  let sixthSkater = { ...state.sixthSkater };
  for (const key of keys) {
    adjustments = withoutKey(adjustments, key);
    multipliers = withoutKey(multipliers, key);
    takenBack = withoutKey(takenBack, key);
    sixthSkater = withoutKey(sixthSkater, key);
  }
  return withSixthSkater(withTakenBack({ ...state, adjustments, multipliers }, takenBack), sixthSkater);
}

/**
 * Applies one sports powerplay (docs/rules/sports.md "Sports powerplays"), or says why not. Checks run in the
 * order a player meets them: a powerplay of the kit, available now (the team's match LIVE and held; Add: any
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
      ...forgetting(state, [team.key]),
      picks: [...state.picks, team.key],
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
    case sportsPowerplayIds.lock: {
      if (ctx.lockKeeps === 'current') {
        // Zones: only while the score is inside the team's zone.
        const zone = ctx.zones?.[team.key];
        if (ctx.zones && (!zone || !inZone(zone, score))) return 'SPORTS_NOT_ALLOWED';
        return done(ctx, id, {
          ...state,
          locked: [...state.locked, team.key],
          lockedAt: { ...state.lockedAt, [team.key]: score },
        });
      }
      return score === 1
        ? done(ctx, id, { ...state, locked: [...state.locked, team.key] })
        : 'SPORTS_SCORE_NOT_1';
    }
    case sportsPowerplayIds.remove:
      if (state.picks.length <= ctx.limits.min) return 'SPORTS_NOT_ALLOWED';
      if (state.added === 0) return 'SPORTS_ADD_TEAM_FIRST';
      return done(ctx, id, {
        ...forgetting(state, [team.key]),
        picks: state.picks.filter((k) => k !== team.key),
      });
    case sportsPowerplayIds.swap: {
      if (req.replacement === undefined) return 'SPORTS_SELECT_REPLACEMENT';
      const incoming = teams.get(req.replacement);
      if (!canBringIn(state, incoming)) return 'SPORTS_NOT_ALLOWED';
      // The new team takes the old one's place in the list and starts at its real score.
      return done(ctx, id, {
        ...forgetting(state, [team.key, incoming.key]),
        picks: state.picks.map((k) => (k === team.key ? incoming.key : k)),
      });
    }
    case sportsPowerplayIds.double:
    case sportsPowerplayIds.triple: {
      // Once per team, and never both: a team already multiplied refuses another multiplier.
      if (multiplierOf(state, team.key) !== 1) return 'SPORTS_NOT_ALLOWED';
      return done(ctx, id, {
        ...state,
        multipliers: { ...state.multipliers, [team.key]: sportsMultipliers[id]! },
      });
    }
    case sportsPowerplayIds.noGoal: {
      // The team's most recent goal, within 2:00 of game clock after it, and not taken back already.
      const goal = lastGoalOf(team);
      const taken = state.takenBack?.[team.key] ?? [];
      if (!goal || goal.ago > NO_GOAL_WINDOW_SECONDS || taken.includes(goal.id)) {
        return 'SPORTS_ACTION_UNAVAILABLE';
      }
      if (score <= 0) return 'SPORTS_NOT_ALLOWED';
      return done(
        ctx,
        id,
        withTakenBack(
          {
            ...state,
            adjustments: { ...state.adjustments, [team.key]: (state.adjustments[team.key] ?? 0) - 1 },
          },
          { ...state.takenBack, [team.key]: [...taken, goal.id] },
        ),
      );
    }
    case sportsPowerplayIds.sixthSkater: {
      // A running hockey period whose goal times the data has; once per team per period.
      const { progress } = team.match;
      if (!team.match.goals || progress?.league !== 'hockey' || progress.period < 1) {
        return 'SPORTS_ACTION_UNAVAILABLE';
      }
      const windows = state.sixthSkater?.[team.key] ?? [];
      if (windows.some((w) => w.period === progress.period)) return 'SPORTS_NOT_ALLOWED';
      const from = hockeyPeriodSeconds(progress.period) - progress.clockSeconds;
      return done(
        ctx,
        id,
        withSixthSkater(state, {
          ...state.sixthSkater,
          [team.key]: [...windows, { period: progress.period, from }],
        }),
      );
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
 * spent. It reverts only what that use changed (its teams, their adjustments, locks, multipliers, goals taken
 * back and 6th Skater windows), so anything
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
  const multipliers: Record<string, number> = { ...current.multipliers };
  const takenBack: Record<string, readonly string[]> = { ...current.takenBack };
  const sixthSkater: Record<string, readonly SixthSkaterWindow[]> = { ...current.sixthSkater };
  const lockedAt: Record<string, number> = { ...current.lockedAt };
  for (const k of touched) {
    const was = before.multipliers?.[k];
    if (was === undefined) delete multipliers[k];
    else multipliers[k] = was;
    const back = before.takenBack?.[k];
    if (back === undefined) delete takenBack[k];
    else takenBack[k] = back;
    const windows = before.sixthSkater?.[k];
    if (windows === undefined) delete sixthSkater[k];
    else sixthSkater[k] = windows;
    const kept = before.lockedAt?.[k];
    if (kept === undefined) delete lockedAt[k];
    else lockedAt[k] = kept;
  }
  const reverted = withSixthSkater(
    withTakenBack(
      { picks, adjustments, locked, added: current.added - (after.added - before.added), multipliers },
      takenBack,
    ),
    sixthSkater,
  );
  return Object.keys(lockedAt).length > 0 ? { ...reverted, lockedAt } : reverted;
}
