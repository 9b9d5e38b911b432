import { sql, type Kysely } from 'kysely';

/**
 * Waiting For Players (docs/game-rules-deviations.md, docs/rules/sports.md "Waiting For Players"). A sports
 * contest may need `min_players` entries (1, the default, is no minimum: every existing contest keeps
 * playing as before). One still short of it when it locks is cancelled: `cancelled_at` is set once, its
 * registry entries are voided (`entries.voided_at`, so the monthly allowance no longer counts them), and
 * it is never settled. The database holds these rules whatever the code does:
 * - a cancelled contest has never been settled and never will be (no prize can be paid);
 * - a cancelled contest's entries take no new row and no change (no pick, powerplay or result);
 * - an entry is voided at most once, and never brought back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_contests
              add column min_players integer not null default 1 check (min_players >= 1),
              add column cancelled_at timestamptz,
              add constraint sports_contests_cancelled_unsettled
                check (cancelled_at is null or (settled_version = 0 and settled_at is null))`.execute(db);
  // The lock's step looks only at contests with a minimum, not cancelled and not settled.
  await sql`create index sports_contests_min_players_idx on sports_contests (game_set_id)
              where min_players > 1 and cancelled_at is null and settled_version = 0`.execute(db);

  await sql`
    create function sports_entries_of_cancelled() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from sports_contests where id = new.contest_id and cancelled_at is not null) then
        raise exception 'sports contest % is cancelled', new.contest_id
          using errcode = 'check_violation', constraint = 'sports_entries_of_cancelled';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sports_entries_of_cancelled before insert or update on sports_entries
            for each row execute function sports_entries_of_cancelled()`.execute(db);

  await sql`alter table entries add column voided_at timestamptz`.execute(db);
  await sql`
    create function entries_voided_once() returns trigger language plpgsql as $$
    begin
      if old.voided_at is not null and new.voided_at is distinct from old.voided_at then
        raise exception 'entry % is voided already', old.id
          using errcode = 'check_violation', constraint = 'entries_voided_once';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger entries_voided_once before update of voided_at on entries
            for each row execute function entries_voided_once()`.execute(db);
}
