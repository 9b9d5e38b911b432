import { sql, type Kysely } from 'kysely';

/**
 * Basketball and football game sets (docs/rules/sports.md "Basketball and football"): the league
 * checks take the two new leagues — sports.league_id 16 (NBA) and 17 (NFL), clubs `nba-<abbr>` and
 * `nfl-<abbr>`, game sets and matches of either league — and a game set's source may be a real NBA day
 * (`nba-stats`) or NFL week (`nfl`) besides Retrosheet, the simulators and a provider. Sports 3 and 4
 * take their league ids (16 basketball, 17 football: ours, the spec names only 14 and 15).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports
              drop constraint sports_league_id_check,
              add constraint sports_league_id_check check (league_id in (14, 15, 16, 17))`.execute(db);
  await sql`alter table sports_teams
              drop constraint sports_teams_id_check,
              drop constraint sports_teams_league_check,
              drop constraint sports_teams_league_prefix,
              add constraint sports_teams_id_check check (id ~ '^(mlb|nhl|nba|nfl)-[A-Z]{2,3}$'),
              add constraint sports_teams_league_check
                check (league in ('hockey', 'baseball', 'basketball', 'football')),
              add constraint sports_teams_league_prefix check (
                (league = 'baseball' and id like 'mlb-%') or (league = 'hockey' and id like 'nhl-%')
                or (league = 'basketball' and id like 'nba-%') or (league = 'football' and id like 'nfl-%'))`.execute(
    db,
  );
  await sql`alter table sports_game_sets
              drop constraint sports_game_sets_league_check,
              drop constraint sports_game_sets_source_check,
              add constraint sports_game_sets_league_check
                check (league in ('hockey', 'baseball', 'basketball', 'football')),
              add constraint sports_game_sets_source_check
                check (source in ('retrosheet', 'nba-stats', 'nfl', 'simulated', 'provider'))`.execute(db);
  await sql`alter table sports_matches
              drop constraint sports_matches_league_check,
              add constraint sports_matches_league_check
                check (league in ('hockey', 'baseball', 'basketball', 'football'))`.execute(db);
  // Sports 3 and 4 get their leagues (the seed keeps existing rows: it sets them on fresh databases).
  await sql`update sports set league_id = 16 where id = 3 and league_id is null`.execute(db);
  await sql`update sports set league_id = 17 where id = 4 and league_id is null`.execute(db);
}
