import { sql, type Kysely } from 'kysely';

/**
 * Basketball and football get their contests (docs/rules/sports.md "Basketball and football": High 5, Zones,
 * Pick 5 and Brackets; Chase the Ace stays baseball and hockey). Their seeded game types of those
 * layouts play by their rules, with the open-soon text of baseball's and hockey's (2026_11_25_04);
 * their Chase the Ace keeps no rule. The seed adds the game types a database does not have yet
 * (features/sports/seed.ts) with their rules already set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sports_game_types
               set rule = layout,
                   no_game_text = 'There is no open game of this type right now. A new game set starts every 20 minutes: check back soon.'
             where rule is null
               and layout in ('high5', 'zones', 'pick5', 'brackets')
               and sport_id in (select id from sports where slug in ('basketball', 'football'))`.execute(db);
}
