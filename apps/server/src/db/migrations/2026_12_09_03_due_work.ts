import { sql, type Kysely } from 'kysely';

/**
 * The engines' due work across every partner in one query (docs/decisions/050): a draw to run, a draft
 * to announce or pick for. The app's role sees one partner's rows at a time, so asking each partner in
 * turn cost two queries per partner a second; these functions run with their owner's rights (the
 * tables' owner, whom the policies do not hold) and answer only what a step needs to be found: the
 * row, with its partner. The step itself then runs as that partner's. Read-only and stable; any role may
 * call them, as any may call a function by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function due_lottery_games(started_by timestamptz) returns setof lottery_games
      language sql stable security definer set search_path = pg_catalog, public
      as $$ select * from lottery_games where settled_at is null and start_at <= started_by $$`.execute(db);
  await sql`
    create function unfinished_draft_contests(picks integer) returns setof draft_contests
      language sql stable security definer set search_path = pg_catalog, public
      as $$ select * from draft_contests where picks_made < picks $$`.execute(db);
}
