import type { FantasyGame, FantasyPick, FantasyPlayer } from '@powerplay/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, FantasyGamesTable } from '../../db/schema';
import { sampleFantasyGame, sampleFantasyPlayers } from './sample';

const positionOrder = new Map<string, number>(
  ['CENTER', 'LEFT WING', 'RIGHT WING', 'DEFENCE', 'GOALIE', 'STAR PLAYER'].map((p, i) => [p, i]),
);

export function fantasyRepo(db: Kysely<DB>) {
  return {
    /** The game on offer: the newest one. */
    async currentGame(): Promise<FantasyGame | undefined> {
      const row = await db
        .selectFrom('fantasy_games')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toGame(row);
    },
    async findGame(id: number): Promise<FantasyGame | undefined> {
      const row = await db.selectFrom('fantasy_games').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toGame(row);
    },
    /** The game's players, by position (the tabs' order), then id. */
    async players(gameId: number): Promise<FantasyPlayer[]> {
      const rows = await db
        .selectFrom('fantasy_players')
        .select(['id', 'name', 'team', 'position', 'vs', 'g', 'a', 'score'])
        .where('game_id', '=', gameId)
        .orderBy('id')
        .execute();
      return rows.sort(
        (x, y) => (positionOrder.get(x.position) ?? 9) - (positionOrder.get(y.position) ?? 9) || x.id - y.id,
      );
    },
    async findEntry(userId: number, gameId: number) {
      const row = await db
        .selectFrom('fantasy_entries')
        .select(['picks', 'updated_at'])
        .where('user_id', '=', userId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return row ? { picks: row.picks, updatedAt: row.updated_at } : undefined;
    },
    /** One entry per player and game: the first save inserts it, later saves replace its picks. */
    async saveEntry(
      trx: Transaction<DB>,
      v: { entryId: number; userId: number; gameId: number; picks: FantasyPick[]; at: Date },
    ) {
      const json = JSON.stringify(v.picks.map((p) => ({ playerId: p.playerId, bench: p.bench })));
      await trx
        .insertInto('fantasy_entries')
        .values({
          id: v.entryId,
          user_id: v.userId,
          game_id: v.gameId,
          picks: json,
          created_at: v.at,
          updated_at: v.at,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ picks: json, updated_at: v.at }))
        .execute();
    },
  };
}
export type FantasyRepo = ReturnType<typeof fantasyRepo>;

function toGame(row: Selectable<FantasyGamesTable>): FantasyGame {
  return {
    id: row.id,
    name: row.name,
    maxTeamsAllowed: row.max_teams_allowed,
    minTeamsAllowed: row.min_teams_allowed,
  };
}

/** Demo content: the sample game and its players, added when missing (existing rows are kept). */
export async function seedFantasy(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('fantasy_games')
    .values({
      id: sampleFantasyGame.id,
      name: sampleFantasyGame.name,
      max_teams_allowed: sampleFantasyGame.maxTeamsAllowed,
      min_teams_allowed: sampleFantasyGame.minTeamsAllowed,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('fantasy_players')
    .values(sampleFantasyPlayers.map((p) => ({ ...p, game_id: sampleFantasyGame.id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
