import { baseballReplayEndsAt, hockeyDefaults, quarterCompression } from '@powerplay/domain';
import type { SportsLeague } from '../../db/schema';
import { mlb2019Games } from './data/mlb-2019-slates';
import { nbaSlates } from './data/basketball-nba-2022-slates';
import { nflWeeks } from './data/football-nfl-2023-weeks';
import { slatesByDate } from './data/retrosheet';

/** The demo schedule's calendar: its slots, the day each replays, titles and time compression. */
export interface SportsDemoOptions {
  /** Minutes between game sets. */
  gameSetMinutes: number;
  /** Real minutes of a 9-inning baseball game and of a regulation hockey game (the time compression). */
  gameMinutes: number;
}

export const defaultSportsDemoOptions: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 18 };

/** Game seconds of a 9-inning game in which the home team bats in the ninth (the replay's defaults). */
const NINE_INNINGS_SECONDS = baseballReplayEndsAt({ away: Array(9).fill(0), home: Array(9).fill(0) });
/** Game seconds of a regulation hockey game: intro, three periods, two intermissions. */
const REGULATION_HOCKEY_SECONDS =
  hockeyDefaults.introSeconds + 3 * hockeyDefaults.periodSeconds + 2 * hockeyDefaults.intermissionSeconds;

/** Game seconds per real second so that a regulation game lasts `gameMinutes`. */
export const compressionOf = (league: SportsLeague, gameMinutes: number) =>
  league === 'basketball' || league === 'football'
    ? quarterCompression(league, gameMinutes)
    : (league === 'baseball' ? NINE_INNINGS_SECONDS : REGULATION_HOCKEY_SECONDS) / (gameMinutes * 60);

/** sports.id of each league's sport (seed.ts). */
export const sportIds = { hockey: 1, baseball: 2, basketball: 3, football: 4 } as const;

const slates = [...slatesByDate(mlb2019Games).entries()];
/** Games on a simulated hockey night. */
export const HOCKEY_GAMES_PER_SET = 8;

export const slotKey = (start: number) => new Date(start).toISOString().slice(0, 16).replace(/[-:T]/g, '');

/** The baseball day replayed in the slot starting at `start`: the seven days in turn. */
export function slateFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return slates[((index % slates.length) + slates.length) % slates.length]!;
}

const titleDate = (at: Date, timeZone: string) =>
  at.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });

/** A replayed day's date as its title says it: "Monday, July 1, 2019". */
export const dateTitle = (date: string) => titleDate(new Date(`${date}T12:00:00Z`), 'UTC');

/**
 * A simulated hockey night's title: the day it starts on in New York (the NHL's and the site's time), in
 * the words of the baseball replay's title — "NHL simulated night: Tuesday, December 1, 2026".
 */
export const hockeyNightTitle = (start: number) =>
  `NHL simulated night: ${titleDate(new Date(start), 'America/New_York')}`;

/** The NBA day replayed in the slot starting at `start`: the seven days in turn. */
export function nbaSlateFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return nbaSlates[((index % nbaSlates.length) + nbaSlates.length) % nbaSlates.length]!;
}

/** The NFL week replayed in the slot starting at `start`: the three weeks in turn. */
export function nflWeekFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return nflWeeks[((index % nflWeeks.length) + nflWeeks.length) % nflWeeks.length]!;
}
/**
 * The slots to keep at `now` (slots are every `gameSetMinutes` from the epoch, shifted by `offsetMs`):
 * the current one until its games are over (a fresh start has something live to watch at once: the
 * replay picks it up at the inning it has reached), and the next two (so one is always open to enter).
 */
export function demoSlots(now: number, options: SportsDemoOptions, offsetMs = 0): number[] {
  const every = options.gameSetMinutes * 60_000;
  const current = Math.floor((now - offsetMs) / every) * every + offsetMs;
  const slots = [current + every, current + 2 * every];
  if (now - current < options.gameMinutes * 60_000) slots.unshift(current);
  return slots;
}

/** Hockey sets start half a slot after baseball's, so one league is live while the other is between sets. */
export const hockeyOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000) / 2;
/** Basketball sets start a quarter of a slot after baseball's, football three quarters (the gaps interleave). */
export const basketballOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000) / 4;
export const footballOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000 * 3) / 4;
