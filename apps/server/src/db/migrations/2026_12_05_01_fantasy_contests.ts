import { sql, type Kysely } from 'kysely';

/**
 * Fantasy hockey becomes a sports contest type: an entry of it is a sports entry whose picks are player
 * keys, and `fantasy` holds each pick's bench and Star Player flags and what it has counted so far
 * (`{ picks: [{ key, bench, star, kept, from }], rawAt? }`; '{}' for every other type). The preview's
 * sample game, players and entries go (their rows in `entries` stay, as history of the daily limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_entries add column fantasy jsonb not null default '{}'::jsonb`.execute(db);
  await sql`drop table fantasy_entries`.execute(db);
  await sql`drop table fantasy_players`.execute(db);
  await sql`drop table fantasy_games`.execute(db);
}
