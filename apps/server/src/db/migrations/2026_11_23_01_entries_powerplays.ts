import { sql, type Kysely } from 'kysely';

/**
 * One notion of a player's entry in any contest (lottery draw, sports contest, draft, fantasy preview),
 * and one powerplay inventory and use log for any game (docs/decisions/010, 011).
 *
 * `entries` is the registry every contest shares: responsible-gaming limits, club, territory and the
 * monthly allowance count it. A contest's own entry table keeps its picks and uses the same id
 * (`lottery_entries.id` = `entries.id`). Existing lottery and fantasy entries are carried over with
 * their ids (lottery ids are part of the auditable powerplay randomness), so nothing changes for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contest_kind', 'text', (c) =>
      c.notNull().check(sql`contest_kind in ('lottery', 'sports', 'draft', 'fantasy')`),
    )
    .addColumn('contest_id', 'integer', (c) => c.notNull())
    .addColumn('sport', 'text', (c) =>
      c.check(sql`sport in ('hockey', 'baseball', 'basketball', 'football')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('entries_contest_user_key', ['contest_kind', 'contest_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('entries_user_created_idx')
    .on('entries')
    .columns(['user_id', 'created_at'])
    .execute();

  // Lottery entries keep their ids.
  await sql`insert into entries (id, user_id, contest_kind, contest_id, created_at)
            select id, user_id, 'lottery', game_id, created_at from lottery_entries`.execute(db);
  await sql`select setval(pg_get_serial_sequence('entries', 'id'), coalesce((select max(id) from entries), 0) + 1, false)`.execute(
    db,
  );
  await sql`alter table lottery_entries alter column id drop identity`.execute(db);
  await sql`alter table lottery_entries add constraint lottery_entries_entry_fkey
            foreign key (id) references entries (id) on delete cascade`.execute(db);

  // Fantasy entries get registry ids (nothing referred to their old ones).
  await sql`alter table fantasy_entries alter column id drop identity`.execute(db);
  await sql`update fantasy_entries set id = -id`.execute(db);
  await sql`with registered as (
              insert into entries (user_id, contest_kind, contest_id, sport, created_at)
              select user_id, 'fantasy', game_id, 'hockey', created_at from fantasy_entries
              returning id, user_id, contest_id)
            update fantasy_entries f set id = r.id
            from registered r where f.user_id = r.user_id and f.game_id = r.contest_id`.execute(db);
  await sql`alter table fantasy_entries add constraint fantasy_entries_entry_fkey
            foreign key (id) references entries (id) on delete cascade`.execute(db);

  // Powerplays of any game: ids are the game's own (lottery 1–5, sports up to 24).
  await db.schema
    .createTable('powerplay_inventory')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('powerplay_id', 'integer', (c) => c.notNull().check(sql`powerplay_id between 1 and 99`))
    // The database refuses an overspend outright, whatever the code does.
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addPrimaryKeyConstraint('powerplay_inventory_pkey', ['entry_id', 'powerplay_id'])
    .execute();
  await sql`insert into powerplay_inventory (entry_id, powerplay_id, remaining)
            select entry_id, powerplay_id, remaining from lottery_inventory`.execute(db);

  // The append-only log of uses: what each use changed, so a game can show, audit and undo it.
  await db.schema
    .createTable('powerplay_uses')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('use_number', 'integer', (c) => c.notNull().check(sql`use_number >= 1`))
    .addColumn('powerplay_id', 'integer', (c) => c.notNull().check(sql`powerplay_id between 1 and 99`))
    .addColumn('undoes', 'integer')
    .addColumn('state_before', 'jsonb', (c) => c.notNull())
    .addColumn('state_after', 'jsonb', (c) => c.notNull())
    .addColumn('context', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('powerplay_uses_pkey', ['entry_id', 'use_number'])
    // An Undo names an earlier use of the same entry, and a use is undone at most once.
    .addForeignKeyConstraint('powerplay_uses_undoes_fkey', ['entry_id', 'undoes'], 'powerplay_uses', [
      'entry_id',
      'use_number',
    ])
    .addUniqueConstraint('powerplay_uses_undoes_key', ['entry_id', 'undoes'])
    .addCheckConstraint('powerplay_uses_undoes_earlier', sql`undoes is null or undoes < use_number`)
    .execute();
  await sql`insert into powerplay_uses (entry_id, use_number, powerplay_id, state_before, state_after, context, created_at)
            select entry_id, use_number, powerplay_id, to_jsonb(picks_before), to_jsonb(picks_after),
                   jsonb_build_object('ballsDrawn', balls_drawn), created_at
            from lottery_powerplay_uses`.execute(db);
  await sql`
    create function powerplay_uses_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'powerplay uses are append-only' using errcode = 'check_violation';
    end $$`.execute(db);
  await sql`create trigger powerplay_uses_append_only before update or delete on powerplay_uses
            for each row when (pg_trigger_depth() = 0) execute function powerplay_uses_append_only()`.execute(
    db,
  );

  // A plan's terms as bought (sport, games a month), so the monthly allowance is counted from the
  // player's own subscriptions without reading the store's catalogue (which may change later).
  await db.schema
    .alterTable('subscriptions')
    .addColumn('sport', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('games', 'integer')
    .execute();
  await sql`update subscriptions s set sport = p.sport, games = p.games
            from store_products p where p.id = s.product_id`.execute(db);

  await db.schema.dropTable('lottery_powerplay_uses').execute();
  await db.schema.dropTable('lottery_inventory').execute();
  await db.schema.alterTable('lottery_entries').dropColumn('uses').execute();
}
