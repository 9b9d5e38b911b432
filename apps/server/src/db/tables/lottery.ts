import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OwnedBy } from './common';
import type { Currency } from './money';

/** Lottery draws, their entries and tier results. */

export interface LotteryGamesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  game_type: '747' | 'sweet16' | 'elite8' | 'gridlock';
  status: ColumnType<'unplayed' | 'live' | 'finished', 'unplayed' | 'live' | 'finished' | undefined>;
  start_at: Date;
  pick_deadline: Date;
  ball_interval_seconds: number;
  delay_seconds: number;
  final_window_seconds: number;
  ball_count: number;
  pick_count: number;
  range_min: number;
  range_max: number;
  currency: string;
  prize_tiers: ColumnType<{ hits: number; amount: number; kind: Currency }[], string, string>;
  seed: string;
  commitment: string;
  balls_drawn: ColumnType<number, number | undefined, number>;
  settled_at: Date | null;
  scheduled_by: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface LotteryDrawsTable {
  partner_id: OwnedBy;
  game_id: number;
  k: number;
  number: number;
  drawn_at: Date;
}

/** `id` is the entry's id in `entries`. */
export interface LotteryEntriesTable {
  partner_id: OwnedBy;
  id: number;
  game_id: number;
  user_id: number;
  picks: number[];
  created_at: Date;
  updated_at: Date;
}

export interface LotteryTierResultsTable {
  partner_id: OwnedBy;
  game_id: number;
  hits: number;
  kind: Currency;
  total: number;
  winners: number;
  payout: number;
  remainder: number;
}
