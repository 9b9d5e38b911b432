import type { ColumnType, Generated } from 'kysely';
import type { OwnedBy } from './common';

/** Playing with friends: private contests and leagues (migrations 2026_12_11_01 and _02). */

export interface PrivateContestsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  name: string;
  /** The game: a sports contest, a draw or a draft (exactly one). */
  sports_contest_id: number | null;
  lottery_game_id: number | null;
  /** Added by migration 2026_12_12_01. */
  draft_id: ColumnType<number | null, number | null | undefined, never>;
  creator_id: number;
  size: number;
  min_players: number;
  picks_visible: boolean;
  /** Kept by the database from the member rows; never written by the app. */
  members: ColumnType<number, never, never>;
  invite_code: string | null;
  created_at: Date;
  /** A league's contest: its league and season, and the schedule that created it (migration 2026_12_11_02). */
  league_id: ColumnType<number | null, number | null | undefined, never>;
  league_season: ColumnType<number | null, number | null | undefined, never>;
  league_schedule_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface PrivateContestMembersTable {
  partner_id: OwnedBy;
  private_contest_id: number;
  user_id: number;
  joined_at: Date;
}

export interface LeaguesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  name: string;
  commissioner_id: number;
  /** Kept by the database from the member rows; never written by the app. */
  members: ColumnType<number, never, never>;
  invite_code: string | null;
  created_at: Date;
}

export interface LeagueMembersTable {
  partner_id: OwnedBy;
  league_id: number;
  user_id: number;
  joined_at: Date;
}

export interface LeagueSeasonsTable {
  partner_id: OwnedBy;
  league_id: number;
  number: number;
  started_at: Date;
  ended_at: Date | null;
}

export interface LeagueSchedulesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  league_id: number;
  /** Every contest of a sports game type, or every draw of a lottery game type (exactly one). */
  sports_game_type_id: number | null;
  lottery_game_type: '747' | 'sweet16' | 'elite8' | 'gridlock' | null;
  created_at: Date;
  removed_at: Date | null;
}
