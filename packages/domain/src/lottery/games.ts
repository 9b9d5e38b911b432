import type { TerritoryRule } from '../entries/admission';
/**
 * The four draw games and their seeded configuration (docs/rules/lottery.md "Games"). The server stores
 * each game's own copy (timings and prize tiers are configurable per game); these are the defaults.
 */
export const gameTypes = ['747', 'sweet16', 'elite8', 'gridlock'] as const;
export type GameType = (typeof gameTypes)[number];
export const isGameType = (value: string): value is GameType => (gameTypes as readonly string[]).includes(value);

export type PrizeKind = 'cash' | 'points';

export interface PrizeTier {
  /** Number of matched picks. */
  hits: number;
  /** Total prize of the tier in cents (cash) or points; divided equally among its winners. */
  amount: number;
  kind: PrizeKind;
}

export interface GameTimings {
  /** T: seconds between balls. */
  ballIntervalSeconds: number;
  /** D: seconds before the next ball during which powerplays are closed ("Coming Up!"). */
  delaySeconds: number;
  /** F: seconds after the last ball (Replace All window). */
  finalWindowSeconds: number;
}

export interface GameTypeConfig {
  type: GameType;
  /** The old site's gametype id. */
  typeId: 1 | 2 | 3 | 4;
  name: string;
  picks: number;
  min: number;
  max: number;
  balls: number;
  currency: 'USD' | 'CAD';
  /** Seconds before start_at when picks close (0 = at draw start). */
  pickDeadlineSeconds: number;
  timings: GameTimings;
  prizeTiers: PrizeTier[];
  /** Seconds between scheduled draws for the rolling demo schedule; null = weekly rule. */
  defaultEverySeconds: number | null;
  /** Who may enter (docs/rules/lottery.md "Games", territory); absent: anyone the product serves. */
  territory?: TerritoryRule;
}

const cash = (hits: number, dollars: number): PrizeTier => ({ hits, amount: dollars * 100, kind: 'cash' });

export const gameTypeConfigs: Record<GameType, GameTypeConfig> = {
  '747': {
    type: '747',
    typeId: 1,
    name: 'Lotto 747',
    picks: 7,
    min: 1,
    max: 47,
    balls: 7,
    currency: 'USD',
    pickDeadlineSeconds: 0,
    timings: { ballIntervalSeconds: 30, delaySeconds: 5, finalWindowSeconds: 12 },
    prizeTiers: [
      cash(7, 1000),
      cash(6, 400),
      cash(5, 200),
      cash(4, 100),
      cash(3, 50),
      cash(2, 25),
      cash(1, 15),
    ],
    defaultEverySeconds: 15 * 60,
  },
  sweet16: {
    type: 'sweet16',
    typeId: 2,
    name: 'Sweet 16',
    picks: 16,
    min: 1,
    max: 48,
    balls: 16,
    currency: 'USD',
    pickDeadlineSeconds: 0,
    timings: { ballIntervalSeconds: 30, delaySeconds: 5, finalWindowSeconds: 12 },
    prizeTiers: [cash(16, 10_000), cash(15, 1000), cash(14, 250), cash(13, 50)],
    defaultEverySeconds: 60 * 60,
  },
  elite8: {
    type: 'elite8',
    typeId: 3,
    name: 'Elite 8',
    picks: 8,
    min: 1,
    max: 50,
    balls: 8,
    currency: 'CAD',
    pickDeadlineSeconds: 60 * 60,
    timings: { ballIntervalSeconds: 60, delaySeconds: 10, finalWindowSeconds: 12 },
    prizeTiers: [cash(8, 2000), cash(7, 500), cash(6, 100)],
    defaultEverySeconds: null,
    // docs/rules/lottery.md "Games": Canada (excluding Quebec) and the United States.
    territory: { countries: ['CA', 'US'], excluded: [{ country: 'CA', province: 'QC' }] },
  },
  gridlock: {
    type: 'gridlock',
    typeId: 4,
    name: 'Gridlock',
    picks: 9,
    min: 1,
    max: 45,
    balls: 9,
    currency: 'USD',
    pickDeadlineSeconds: 0,
    timings: { ballIntervalSeconds: 30, delaySeconds: 5, finalWindowSeconds: 12 },
    prizeTiers: [cash(9, 5000), cash(8, 500), cash(7, 100), cash(6, 20)],
    defaultEverySeconds: 30 * 60,
  },
};

/**
 * The demo's timings (docs/rules/lottery.md "The live timeline": T = 12 s, D = 2 s) and its READY/SET/GO
 * lead-in in ms.
 */
export const demoTimings: GameTimings = { ballIntervalSeconds: 12, delaySeconds: 2, finalWindowSeconds: 12 };
export const demoLeadIn = { readyMs: 0, setMs: 1500, goMs: 3000, liveMs: 4500 } as const;

/** The jackpot: the tier with the most hits. */
export function jackpotOf(tiers: readonly PrizeTier[]): PrizeTier | undefined {
  return [...tiers].sort((a, b) => b.hits - a.hits)[0];
}

/** Prize lists are shown by descending prize. */
export function tiersByPrize(tiers: readonly PrizeTier[]): PrizeTier[] {
  return [...tiers].sort((a, b) => b.amount - a.amount || b.hits - a.hits);
}

/**
 * The rolling demo schedule's cadence per game type: seconds between draws, or null for the weekly rule
 * (Sunday 8:00 PM New York). Configurable (env `LOTTERY_SCHEDULE`); seeded with `defaultEverySeconds`.
 */
export type DemoCadence = Readonly<Record<GameType, number | null>>;

export const defaultDemoCadence: DemoCadence = {
  '747': gameTypeConfigs['747'].defaultEverySeconds,
  sweet16: gameTypeConfigs.sweet16.defaultEverySeconds,
  elite8: gameTypeConfigs.elite8.defaultEverySeconds,
  gridlock: gameTypeConfigs.gridlock.defaultEverySeconds,
};

/** The longest cadence in minutes: a week (longer than that, use `weekly`). */
export const MAX_CADENCE_MINUTES = 7 * 24 * 60;

/**
 * Parses `747=15,sweet16=60,gridlock=30,elite8=weekly`: minutes between draws per game type, or `weekly`
 * (Sunday 8:00 PM ET). Types not listed keep their defaults; an empty text keeps them all. Minutes are
 * whole, from 1 to a week, and longer than the type's pick deadline (else the next draw would be closed for
 * picks before the current one starts). Returns the cadence, or an error saying what is wrong.
 */
export function parseDemoCadence(text: string): { cadence: DemoCadence } | { error: string } {
  const cadence: Record<GameType, number | null> = { ...defaultDemoCadence };
  const seen = new Set<string>();
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const item of items) {
    const match = /^([^=\s]+)\s*=\s*([^=\s]+)$/.exec(item);
    if (!match) {
      return { error: `"${item}" is not type=minutes (e.g. 747=15,sweet16=60,gridlock=30,elite8=weekly)` };
    }
    const type = match[1]!.toLowerCase();
    const value = match[2]!.toLowerCase();
    if (!(gameTypes as readonly string[]).includes(type)) {
      return { error: `unknown game type "${match[1]}" (expected ${gameTypes.join(', ')})` };
    }
    if (seen.has(type)) return { error: `${type} is listed more than once` };
    seen.add(type);
    const config = gameTypeConfigs[type as GameType];
    if (value === 'weekly') {
      cadence[config.type] = null;
      continue;
    }
    const minutes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(minutes >= 1 && minutes <= MAX_CADENCE_MINUTES)) {
      return {
        error: `${type}=${match[2]}: expected whole minutes from 1 to ${MAX_CADENCE_MINUTES}, or weekly`,
      };
    }
    if (minutes * 60 <= config.pickDeadlineSeconds) {
      return {
        error: `${type}=${match[2]}: must be more than ${config.pickDeadlineSeconds / 60} minutes (picks close that long before each draw)`,
      };
    }
    cadence[config.type] = minutes * 60;
  }
  return { cadence };
}
