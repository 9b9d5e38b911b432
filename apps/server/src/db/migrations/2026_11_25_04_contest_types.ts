import { sql, type Kysely } from 'kysely';

/**
 * The other game types become real contests (docs/rules/sports.md "Other contest types"): High 5, Zones, Pick
 * 5 and Brackets are rules a game type plays by, each on its own layout (Chase the Ace and Blackjack keep the
 * contest layout). The seeded game types of baseball and hockey get their rules; a Zones entry keeps the zone
 * of each pick (`zones`: team key → index into the sport's zones, features/sports and domain `sportZones`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_game_types
              drop constraint sports_game_types_rule_check,
              drop constraint sports_game_types_rule_layout,
              add constraint sports_game_types_rule_check
                check (rule in ('chase_the_ace', 'blackjack', 'high5', 'zones', 'pick5', 'brackets')),
              add constraint sports_game_types_rule_layout
                check (rule is null
                       or (layout = 'cta' and rule in ('chase_the_ace', 'blackjack'))
                       or rule = layout)`.execute(db);
  await sql`update sports_game_types
               set rule = layout,
                   no_game_text = 'There is no open game of this type right now. A new game set starts every 20 minutes: check back soon.'
             where rule is null
               and layout in ('high5', 'zones', 'pick5', 'brackets')
               and sport_id in (select id from sports where slug in ('baseball', 'hockey'))`.execute(db);
  await sql`alter table sports_entries
              add column zones jsonb not null default '{}'::jsonb
                check (jsonb_typeof(zones) = 'object')`.execute(db);
}
