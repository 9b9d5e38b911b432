import { sql, type Kysely } from 'kysely';

/**
 * Private contests on drafts too (docs/rules/friends.md "Private contests"): a contest names exactly one
 * game, one of the partner's sports contests, draws or drafts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table private_contests add column draft_id integer references draft_contests (id)`.execute(
    db,
  );
  // The check that named one game of two (created unnamed, so found by what it says).
  await sql`
    do $$
      declare c text;
      begin
        select conname into strict c from pg_constraint
          where conrelid = 'private_contests'::regclass and contype = 'c'
            and pg_get_constraintdef(oid) like '%num_nonnulls%';
        execute format('alter table private_contests drop constraint %I', c);
      end $$`.execute(db);
  await sql`
    alter table private_contests add constraint private_contests_one_game
      check (num_nonnulls(sports_contest_id, lottery_game_id, draft_id) = 1)`.execute(db);
  await sql`create index private_contests_draft on private_contests (draft_id)`.execute(db);
}
