import { sql, type Kysely } from 'kysely';

/**
 * A game type's rule and layout are checked against two reference tables instead of check constraints,
 * so a new sports contest type needs no migration: the server fills both tables from the contracts' list
 * of types at every start (features/sports/seed.ts), and a game type's rule must be listed, with its own
 * layout. The rules and layouts of today are frozen here so the foreign keys hold from this migration on.
 * Same protection as the checks it replaces: a layout is one of the pages, a rule is known, and a rule
 * is played on its layout (display-only game types have no rule).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports_game_type_layouts')
    .addColumn('layout', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('sports_contest_rules')
    .addColumn('rule', 'text', (c) => c.primaryKey())
    .addColumn('layout', 'text', (c) => c.notNull().references('sports_game_type_layouts.layout'))
    .addUniqueConstraint('sports_contest_rules_rule_layout', ['rule', 'layout'])
    .execute();
  await sql`insert into sports_game_type_layouts (layout)
              values ('cta'), ('zones'), ('high5'), ('pick5'), ('brackets')`.execute(db);
  await sql`insert into sports_contest_rules (rule, layout)
              values ('chase_the_ace', 'cta'), ('blackjack', 'cta'), ('high5', 'high5'),
                     ('zones', 'zones'), ('pick5', 'pick5'), ('brackets', 'brackets')`.execute(db);
  // A null rule (display-only) leaves the pair unchecked (MATCH SIMPLE); its layout is still checked.
  await sql`alter table sports_game_types
              drop constraint sports_game_types_layout_check,
              drop constraint sports_game_types_rule_check,
              drop constraint sports_game_types_rule_layout,
              add constraint sports_game_types_layout
                foreign key (layout) references sports_game_type_layouts (layout),
              add constraint sports_game_types_rule_layout
                foreign key (rule, layout) references sports_contest_rules (rule, layout)`.execute(db);
}
