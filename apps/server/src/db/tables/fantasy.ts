import type { FantasyPick, FantasyPosition } from '@powerplay/contracts';
import type { ColumnType } from 'kysely';

/** Fantasy games, players and entries. */

export interface FantasyGamesTable {
  id: number;
  name: string;
  max_teams_allowed: number;
  min_teams_allowed: number;
}

export interface FantasyPlayersTable {
  id: number;
  game_id: number;
  name: string;
  team: string;
  position: FantasyPosition;
  vs: string;
  g: number;
  a: number;
  score: number;
}

/** `id` is the entry's id in `entries`. */
export interface FantasyEntriesTable {
  id: number;
  user_id: number;
  game_id: number;
  picks: ColumnType<FantasyPick[], string, string>;
  created_at: Date;
  updated_at: Date;
}
