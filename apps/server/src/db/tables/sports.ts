import type { SportsContestRuleName, SportsLayoutName } from '@powerplay/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableJson, OwnedBy } from './common';

/** Sports reference data, game sets, matches, contests, entries and splits. */

export type SportsLeague = 'hockey' | 'baseball' | 'basketball' | 'football';
export type SportsMatchStatus = 'UNPLAYED' | 'INTRO' | 'LIVE' | 'FINISHED';
export type SportsGameSetStatus = 'UNPLAYED' | 'LIVE' | 'FINISHED';
export type SportsPrizeKind = 'cash' | 'points' | 'items';
/** A starting or current pitcher (ERA) or goalie (GAA). */
export interface SportsStarter {
  name: string;
  stat: number | null;
}

export interface SportsTable {
  id: number;
  slug: 'hockey' | 'baseball' | 'basketball' | 'football';
  name: string;
  league_id: 14 | 15 | 16 | 17 | null;
  position: number;
}

export interface SportsGameTypesTable {
  id: Generated<number>;
  sport_id: number;
  name: string;
  /** One of `sports_game_type_layouts`; with a rule, that rule's layout (`sports_contest_rules`). */
  layout: SportsLayoutName;
  rule: SportsContestRuleName | null;
  no_game_text: string;
  image_path: string;
  header_image_path: string;
  /** The content page (content_pages.slug) holding the Game Rules modal's tabs as blocks. */
  rules_slug: string;
  position: number;
}

/** The team-selection pages, filled from the contracts' list of contest types at every start. */
export interface SportsGameTypeLayoutsTable {
  layout: SportsLayoutName;
}

/** The sports contest rules a game type may play by, each with its layout (filled as the layouts). */
export interface SportsContestRulesTable {
  rule: SportsContestRuleName;
  layout: SportsLayoutName;
}

export interface SportsTeamsTable {
  /** `mlb-<Retrosheet code>`, `nhl-<abbreviation>`, `nba-<abbreviation>` or `nfl-<abbreviation>`. */
  id: string;
  league: SportsLeague;
  name: string;
  abbreviation: string;
}

export interface SportsGameSetsTable {
  id: Generated<number>;
  league: SportsLeague;
  title: string;
  start_at: Date;
  status: ColumnType<SportsGameSetStatus, SportsGameSetStatus | undefined, SportsGameSetStatus>;
  /** Bumped by each published event of the set: the SSE id. */
  event_seq: ColumnType<number, number | undefined, number>;
  source: 'retrosheet' | 'nba-stats' | 'nfl' | 'simulated' | 'provider';
  source_key: string | null;
  settled_at: Date | null;
  created_at: CreatedAt;
}

export interface SportsMatchesTable {
  id: Generated<number>;
  game_set_id: number;
  feed_game_id: string;
  league: SportsLeague;
  home_team_id: string;
  away_team_id: string;
  start_at: Date;
  location: string;
  status: ColumnType<SportsMatchStatus, SportsMatchStatus | undefined, SportsMatchStatus>;
  home_score: ColumnType<number, number | undefined, number>;
  away_score: ColumnType<number, number | undefined, number>;
  /** `sportsMatchProgressSchema` of the contracts. */
  progress: NullableJson<Record<string, unknown>>;
  home_starter: NullableJson<SportsStarter>;
  away_starter: NullableJson<SportsStarter>;
  home_current: NullableJson<SportsStarter>;
  away_current: NullableJson<SportsStarter>;
  sequence: ColumnType<number, number | undefined, number>;
  /** What the feed replays: the Retrosheet line score, or the hockey simulation's seed and goals. */
  script: NullableJson<unknown>;
  finished_at: Date | null;
  /** The order in which matches last changed (set by the database; the live stream's loader). */
  changed_no: ColumnType<number, never, never>;
}

export interface SportsFeedUpdatesTable {
  feed_game_id: string;
  sequence: number;
  received_at: Date;
}

export interface SportsContestsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  game_set_id: number;
  game_type_id: number;
  name: string;
  sponsor: string;
  min_teams: number;
  max_teams: number;
  eligibility: ColumnType<
    'ALL' | 'BASIC' | 'ELITE' | 'SUPER ELITE',
    'ALL' | 'BASIC' | 'ELITE' | 'SUPER ELITE' | undefined
  >;
  restriction: ColumnType<string, string | undefined, string>;
  prize_kind: SportsPrizeKind;
  /** Powerplay id → how many each entry starts with. */
  powerplay_kit: Json<Record<string, number>>;
  settled_version: ColumnType<number, number | undefined, number>;
  settled_at: Date | null;
  created_at: CreatedAt;
  /** Entries needed to play (docs/rules/sports.md "Waiting For Players"); 1 = no minimum. */
  min_players: ColumnType<number, number | undefined, number>;
  /** Cancelled at the lock for want of players: never settled. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SportsPrizeRowsTable {
  partner_id: OwnedBy;
  contest_id: number;
  teams: number;
  kind: SportsPrizeKind;
  /** Cents or points; 0 for items. */
  amount: ColumnType<number, number | undefined, number>;
  description: string | null;
  retail_value_cents: number | null;
}

/** `id` is the entry's id in `entries`. */
export interface SportsEntriesTable {
  partner_id: OwnedBy;
  id: number;
  contest_id: number;
  user_id: number;
  picks: ColumnType<string[], string[] | undefined, string[]>;
  result: 'WON' | 'LOST' | null;
  won_amount: ColumnType<number, number | undefined, number>;
  settled_version: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
  /** Powerplay adjustments to my_score by team key (migration 2026_11_23_04). */
  adjustments: ColumnType<Record<string, number>, string | undefined, string>;
  /** Locked team keys: my_score stays 1. */
  locked: ColumnType<string[], string[] | undefined, string[]>;
  /** Teams the Add powerplay brought in. */
  added: ColumnType<number, number | undefined, number>;
  /** Zones: each pick's zone (team key → index into the sport's zones; migration 2026_11_25_04). */
  zones: ColumnType<Record<string, number>, string | undefined, string>;
  /** Double / Triple multipliers by team key (migration 2026_11_26_02). */
  multipliers: ColumnType<Record<string, number>, string | undefined, string>;
  /** Goals No Goal took back by team key (goal ids `<period>:<second>`; migration 2026_11_26_02). */
  taken_back: ColumnType<Record<string, string[]>, string | undefined, string>;
  /** 6th Skater windows by team key (`{ period, from }`; migration 2026_11_26_02). */
  sixth_skater: ColumnType<Record<string, { period: number; from: number }[]>, string | undefined, string>;
  /** Lock outside Chase the Ace: the my_score each locked team keeps (migration 2026_11_26_02). */
  locked_at: ColumnType<Record<string, number>, string | undefined, string>;
  /** Fantasy: each pick's flags and counted points (migration 2026_12_05_01); '{}' for other types. */
  fantasy: ColumnType<unknown, string | undefined, string>;
}

/** A settlement's decision per prize-grid row: winners, each one's payout, the house's remainder. */
export interface SportsPrizeSplitsTable {
  partner_id: OwnedBy;
  contest_id: number;
  version: number;
  teams: number;
  kind: 'cash' | 'points' | 'items';
  winners: number;
  payout: number;
  remainder: number;
  settled_at: Date;
}
