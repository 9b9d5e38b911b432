import { canSpend, spend, type PowerplayInventory, type PowerplayUse } from '../powerplays/inventory';
import { multiplierOf, myScore, type SportsEntryState } from './entry';
import { inZone, type ScoreZone } from './contest-types/zones';
import { hockeyPeriodSeconds, lastGoalOf, NO_GOAL_WINDOW_SECONDS } from './hockey-clock';
import { teamPickKey, teamsOfMatches, type Match, type TeamInMatch } from './matches';
import type { TeamLimits } from './picks';
import { sportsMultipliers, sportsPowerplayIds, type SportsPowerplayId } from './powerplay-catalogue';
import { forgetting, withSixthSkater, withTakenBack } from './powerplay-state';
import { undo } from './powerplay-undo';

// The ids, names and kit, and No Goal's clock, are read with the powerplays themselves.
export * from './powerplay-catalogue';
export { lastGoalOf, NO_GOAL_WINDOW_SECONDS } from './hockey-clock';

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
  | 'SPORTS_PICK_LOCKED'
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
  /**
   * PowerLine: Swap changes the pick to the other team of its match (the replacement may be left out;
   * another team is refused), so the line keeps one pick per match.
   */
  swapInMatch?: boolean;
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
  // PowerLine's Lock keeps no score: it only guards the pick.
  if (state.locked.includes(team.key)) return ctx.swapInMatch ? 'SPORTS_PICK_LOCKED' : 'SPORTS_TEAM_LOCKED';
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
      const opponent = teamPickKey(
        team.match.feedGameId,
        team.side === 'home' ? team.match.awayTeamId : team.match.homeTeamId,
      );
      const replacement = req.replacement ?? (ctx.swapInMatch ? opponent : undefined);
      if (replacement === undefined) return 'SPORTS_SELECT_REPLACEMENT';
      if (ctx.swapInMatch && replacement !== opponent) return 'SPORTS_NOT_ALLOWED';
      const incoming = teams.get(replacement);
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
    case sportsPowerplayIds.starPower:
      // Star Power moves a fantasy entry's ×2 between players (fantasy/powerplays.ts); a team has none.
      return 'SPORTS_NOT_ALLOWED';
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
