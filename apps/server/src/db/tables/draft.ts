import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OwnedBy } from './common';

/** The draft: prospects, contests, picks, entries and splits. */

/** The 2020 prospect pool (reference data, features/draft/data). */
export interface DraftProspectsTable {
  id: Generated<number>;
  name: string;
  position: string;
  height_inches: number;
  weight_lbs: number;
  school: string;
  pre_draft_rank: number;
  school_gear_link: string;
}

export interface DraftContestsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  name: string;
  mode: 'replay' | 'operator';
  pick_deadline: Date;
  start_at: Date;
  pick_interval_ms: number;
  next_pick_at: Date | null;
  picks_made: ColumnType<number, number | undefined, number>;
  announced: ColumnType<
    'open' | 'locked' | 'live' | 'final',
    undefined,
    'open' | 'locked' | 'live' | 'final'
  >;
  settled_at: Date | null;
  created_by: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DraftPicksTable {
  partner_id: OwnedBy;
  draft_id: number;
  pick: number;
  /** The club's abbreviation (features/draft/data). */
  team: string;
  prospect_id: number;
  made_at: Date;
}

/** `id` is the entry's id in `entries`. */
export interface DraftEntriesTable {
  partner_id: OwnedBy;
  id: number;
  draft_id: number;
  user_id: number;
  ranking: number[];
  matched: ColumnType<number, number | undefined, number>;
  result: 'WON' | 'LOST' | null;
  won_cents: ColumnType<number, number | undefined, number>;
  submitted_at: Date;
  updated_at: Date;
}

export interface DraftPrizeSplitsTable {
  partner_id: OwnedBy;
  draft_id: number;
  hits: number;
  total: number;
  winners: number;
  payout: number;
  remainder: number;
  settled_at: Date;
}
