import { sql, type Kysely } from 'kysely';

/**
 * Leagues (docs/rules/friends.md "Leagues"): a named group of up to 500 players with a commissioner,
 * seasons, and schedules that give the members a private contest on every upcoming contest of a game
 * type (sports) or every draw of a lottery game type. A partner's rows under the same policy as the
 * others (docs/decisions/050).
 * - `members` counts the member rows (a trigger keeps it, down as well as up) and the database refuses
 *   more than 500.
 * - One open season per league (a partial unique index); ending it opens the next.
 * - A league contest is a private contest with its league, season and schedule: one per schedule and
 *   contest (unique), so every process's job may try and only one creates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const owned = sql`partner_id integer not null references partners (id)
    default nullif(current_setting('app.partner_id', true), '')::integer`;
  const policy = async (table: string) => {
    await sql`alter table ${sql.id(table)} enable row level security`.execute(db);
    await sql`create policy partner_rows on ${sql.id(table)}
              using (partner_id = nullif(current_setting('app.partner_id', true), '')::integer)`.execute(db);
  };

  await sql`
    create table leagues (
      ${owned},
      id integer primary key generated always as identity,
      name text not null check (name ~ '^[A-Za-z0-9 ._-]{3,30}$'),
      commissioner_id integer not null references users (id),
      members integer not null default 0 check (members between 0 and 500),
      invite_code text unique check (invite_code ~ '^[0-9A-HJKMNP-TV-Z]{10}$'),
      created_at timestamptz not null)`.execute(db);
  await policy('leagues');

  await sql`
    create table league_members (
      ${owned},
      league_id integer not null references leagues (id),
      user_id integer not null references users (id),
      joined_at timestamptz not null,
      primary key (league_id, user_id))`.execute(db);
  await policy('league_members');
  await sql`create index league_members_player on league_members (user_id)`.execute(db);

  await sql`
    create table league_seasons (
      ${owned},
      league_id integer not null references leagues (id),
      number integer not null check (number >= 1),
      started_at timestamptz not null,
      ended_at timestamptz check (ended_at >= started_at),
      primary key (league_id, number))`.execute(db);
  await policy('league_seasons');
  await sql`create unique index league_seasons_one_open on league_seasons (league_id)
            where ended_at is null`.execute(db);

  await sql`
    create table league_schedules (
      ${owned},
      id integer primary key generated always as identity,
      league_id integer not null references leagues (id),
      -- Every contest of a sports game type, or every draw of a lottery game type.
      sports_game_type_id integer references sports_game_types (id),
      lottery_game_type text check (lottery_game_type in ('747', 'sweet16', 'elite8', 'gridlock')),
      created_at timestamptz not null,
      removed_at timestamptz,
      check (num_nonnulls(sports_game_type_id, lottery_game_type) = 1),
      unique (league_id, sports_game_type_id),
      unique (league_id, lottery_game_type))`.execute(db);
  await policy('league_schedules');

  await sql`
    alter table private_contests
      add column league_id integer references leagues (id),
      add column league_season integer,
      add column league_schedule_id integer references league_schedules (id),
      add constraint private_contests_league_season
        foreign key (league_id, league_season) references league_seasons (league_id, number),
      add constraint private_contests_league_whole
        check ((league_id is null) = (league_season is null)
               and (league_schedule_id is null or league_id is not null))`.execute(db);
  await sql`create unique index private_contests_once_per_schedule
            on private_contests (league_schedule_id, sports_contest_id)`.execute(db);
  await sql`create unique index private_contests_once_per_schedule_draw
            on private_contests (league_schedule_id, lottery_game_id)`.execute(db);
  await sql`create index private_contests_league on private_contests (league_id, league_season)`.execute(db);

  await sql`
    create function league_counts_members() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update leagues set members = members + 1 where id = new.league_id;
        else
          update leagues set members = members - 1 where id = old.league_id;
        end if;
        return null;
      end $$`.execute(db);
  await sql`
    create trigger league_counts_members after insert or delete on league_members
      for each row execute function league_counts_members()`.execute(db);
}
