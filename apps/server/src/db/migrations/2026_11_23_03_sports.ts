import { sql, type Kysely } from 'kysely';

/**
 * Sports contests (docs/rules/sports.md "Data"): sports and their game types, real clubs,
 * game sets of real (baseball) or simulated (hockey) matches, contests with their prize grids, and the
 * players' entries (`sports_entries.id` is the registry's `entries.id`, like `lottery_entries`).
 * The rules live here as constraints; reference rows (sports, game types, clubs) are seeded by
 * features/sports/seed.ts through db/seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id between 1 and 4`))
    .addColumn('slug', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug in ('hockey', 'baseball', 'basketball', 'football')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.check(sql`league_id in (14, 15)`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sports_game_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) =>
      c.notNull().check(sql`layout in ('cta', 'zones', 'high5', 'pick5', 'brackets')`),
    )
    .addColumn('rule', 'text', (c) => c.check(sql`rule in ('chase_the_ace', 'blackjack')`))
    .addColumn('no_game_text', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text', (c) => c.notNull().check(sql`image_path ~ '^/[^/]'`))
    .addColumn('header_image_path', 'text', (c) => c.notNull().check(sql`header_image_path ~ '^/[^/]'`))
    // The content page holding the Game Rules modal's five tabs (content_pages.slug).
    .addColumn('rules_slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sports_game_types_sport_name_key', ['sport_id', 'name'])
    // Only the contest layout plays by a rule; the others are display mock-ups.
    .addCheckConstraint('sports_game_types_rule_layout', sql`rule is null or layout = 'cta'`)
    .execute();

  await db.schema
    .createTable('sports_teams')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^(mlb|nhl)-[A-Z]{2,3}$'`))
    .addColumn('league', 'text', (c) => c.notNull().check(sql`league in ('hockey', 'baseball')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'sports_teams_league_prefix',
      sql`(league = 'baseball' and id like 'mlb-%') or (league = 'hockey' and id like 'nhl-%')`,
    )
    .execute();

  await db.schema
    .createTable('sports_game_sets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('league', 'text', (c) => c.notNull().check(sql`league in ('hockey', 'baseball')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('UNPLAYED')
        .check(sql`status in ('UNPLAYED', 'LIVE', 'FINISHED')`),
    )
    // Bumped by each published event of the set: the SSE id.
    .addColumn('event_seq', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`event_seq >= 0`),
    )
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('retrosheet', 'simulated', 'provider')`),
    )
    .addColumn('source_key', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every process writes the rolling demo schedule: one set per league and start time.
  await db.schema
    .createIndex('sports_game_sets_league_start_key')
    .on('sports_game_sets')
    .columns(['league', 'start_at'])
    .unique()
    .execute();
  await sql`create index sports_game_sets_active_idx on sports_game_sets (start_at) where settled_at is null`.execute(
    db,
  );

  await sql`create sequence sports_match_changes`.execute(db);
  await db.schema
    .createTable('sports_matches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_set_id', 'integer', (c) =>
      c.notNull().references('sports_game_sets.id').onDelete('cascade'),
    )
    .addColumn('feed_game_id', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`feed_game_id ~ '^[A-Za-z0-9_.:-]{1,64}$'`),
    )
    .addColumn('league', 'text', (c) => c.notNull().check(sql`league in ('hockey', 'baseball')`))
    .addColumn('home_team_id', 'text', (c) => c.notNull().references('sports_teams.id'))
    .addColumn('away_team_id', 'text', (c) => c.notNull().references('sports_teams.id'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('UNPLAYED')
        .check(sql`status in ('UNPLAYED', 'INTRO', 'LIVE', 'FINISHED')`),
    )
    .addColumn('home_score', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`home_score >= 0`),
    )
    .addColumn('away_score', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`away_score >= 0`),
    )
    .addColumn('progress', 'jsonb')
    .addColumn('home_starter', 'jsonb')
    .addColumn('away_starter', 'jsonb')
    .addColumn('home_current', 'jsonb')
    .addColumn('away_current', 'jsonb')
    .addColumn('sequence', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sequence >= 0`),
    )
    .addColumn('script', 'jsonb')
    .addColumn('finished_at', 'timestamptz')
    // The order in which matches last changed (a database sequence, set by the trigger below): the live
    // stream's loader gives the most recently changed matches the game set's latest event ids, so a
    // client resuming after Last-Event-ID gets every match that changed since.
    .addColumn('changed_no', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('sports_match_changes')`))
    .addCheckConstraint('sports_matches_two_teams', sql`home_team_id <> away_team_id`)
    .execute();
  await sql`
    create function sports_matches_changed() returns trigger language plpgsql as $$
    begin
      if (new.status, new.home_score, new.away_score, new.progress, new.home_current, new.away_current)
         is distinct from
         (old.status, old.home_score, old.away_score, old.progress, old.home_current, old.away_current) then
        new.changed_no := nextval('sports_match_changes');
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sports_matches_changed before update on sports_matches
            for each row execute function sports_matches_changed()`.execute(db);
  await db.schema
    .createIndex('sports_matches_game_set_idx')
    .on('sports_matches')
    .columns(['game_set_id', 'start_at'])
    .execute();

  await db.schema
    .createTable('sports_feed_updates')
    .addColumn('feed_game_id', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().check(sql`sequence >= 1`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sports_feed_updates_pkey', ['feed_game_id', 'sequence'])
    .execute();

  await db.schema
    .createTable('sports_contests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_set_id', 'integer', (c) =>
      c.notNull().references('sports_game_sets.id').onDelete('cascade'),
    )
    .addColumn('game_type_id', 'integer', (c) => c.notNull().references('sports_game_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sponsor', 'text', (c) => c.notNull())
    .addColumn('min_teams', 'integer', (c) => c.notNull())
    .addColumn('max_teams', 'integer', (c) => c.notNull())
    .addColumn('eligibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ALL')
        .check(sql`eligibility in ('ALL', 'BASIC', 'ELITE', 'SUPER ELITE')`),
    )
    .addColumn('restriction', 'text', (c) => c.notNull().defaultTo('ENTRY'))
    .addColumn('prize_kind', 'text', (c) => c.notNull().check(sql`prize_kind in ('cash', 'points', 'items')`))
    .addColumn('powerplay_kit', 'jsonb', (c) => c.notNull())
    .addColumn('settled_version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`settled_version >= 0`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'sports_contests_teams_check',
      sql`1 <= min_teams and min_teams <= max_teams and max_teams <= 64`,
    )
    .execute();
  await db.schema
    .createIndex('sports_contests_game_set_idx')
    .on('sports_contests')
    .column('game_set_id')
    .execute();

  await db.schema
    .createTable('sports_prize_rows')
    .addColumn('contest_id', 'integer', (c) =>
      c.notNull().references('sports_contests.id').onDelete('cascade'),
    )
    .addColumn('teams', 'integer', (c) => c.notNull().check(sql`teams >= 1`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'points', 'items')`))
    .addColumn('amount', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`amount >= 0`),
    )
    .addColumn('description', 'text')
    .addColumn('retail_value_cents', 'bigint', (c) => c.check(sql`retail_value_cents >= 0`))
    .addPrimaryKeyConstraint('sports_prize_rows_pkey', ['contest_id', 'teams'])
    .addCheckConstraint('sports_prize_rows_items_check', sql`kind <> 'items' or description is not null`)
    .execute();

  await db.schema
    .createTable('sports_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('entries.id').onDelete('cascade'))
    .addColumn('contest_id', 'integer', (c) =>
      c.notNull().references('sports_contests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('picks', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(sql`cardinality(picks) <= 64`),
    )
    .addColumn('result', 'text', (c) => c.check(sql`result in ('WON', 'LOST')`))
    .addColumn('won_amount', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`won_amount >= 0`),
    )
    .addColumn('settled_version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`settled_version >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sports_entries_contest_user_key', ['contest_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('sports_entries_user_idx')
    .on('sports_entries')
    .columns(['user_id', 'contest_id'])
    .execute();
}
