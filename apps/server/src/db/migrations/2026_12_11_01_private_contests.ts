import { sql, type Kysely } from 'kysely';

/**
 * Private contests (docs/rules/friends.md): a named group of members ranked among themselves on one of
 * the partner's sports contests or draws, each member playing their own entry in it. A partner's rows under the
 * same policy as the others (docs/decisions/050).
 * - `members` counts the member rows (a trigger keeps it) and the database refuses more than `size`:
 *   a full contest stays full whatever the code does.
 * - `invite_code` is null while revoked; every code is unique across partners.
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
    create table private_contests (
      ${owned},
      id integer primary key generated always as identity,
      name text not null check (name ~ '^[A-Za-z0-9 ._-]{3,30}$'),
      -- The game it is played on: one of the partner's sports contests, or one of its draws.
      sports_contest_id integer references sports_contests (id),
      lottery_game_id integer references lottery_games (id),
      creator_id integer not null references users (id),
      -- 100 for a contest a player creates (the API's limit); a league's own take its members, up to 500.
      size integer not null check (size between 2 and 500),
      min_players integer not null check (min_players between 2 and size),
      picks_visible boolean not null,
      members integer not null default 0 check (members between 0 and size),
      invite_code text unique check (invite_code ~ '^[0-9A-HJKMNP-TV-Z]{10}$'),
      created_at timestamptz not null,
      check (num_nonnulls(sports_contest_id, lottery_game_id) = 1))`.execute(db);
  await policy('private_contests');
  await sql`create index private_contests_sports on private_contests (sports_contest_id)`.execute(db);
  await sql`create index private_contests_lottery on private_contests (lottery_game_id)`.execute(db);

  await sql`
    create table private_contest_members (
      ${owned},
      private_contest_id integer not null references private_contests (id),
      user_id integer not null references users (id),
      joined_at timestamptz not null,
      primary key (private_contest_id, user_id))`.execute(db);
  await policy('private_contest_members');
  await sql`create index private_contest_members_player on private_contest_members (user_id)`.execute(db);

  await sql`
    create function private_contest_counts_member() returns trigger language plpgsql as $$
      begin
        update private_contests set members = members + 1 where id = new.private_contest_id;
        return null;
      end $$`.execute(db);
  await sql`
    create trigger private_contest_counts_member after insert on private_contest_members
      for each row execute function private_contest_counts_member()`.execute(db);
}
