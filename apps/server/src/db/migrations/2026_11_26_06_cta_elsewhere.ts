import { sql, type Kysely } from 'kysely';

/** The new text of each sport, as the migration first wrote it (frozen: the seed's text may change later). */
const ctaElsewhereText = (sport: string) =>
  `Chase the Ace is played on baseball and hockey. ${sport} plays High 5, Pick 5, Zones and Brackets: choose one of them.`;

/**
 * Basketball's and football's Chase the Ace said "… contests are coming soon: ask us to notify you" while
 * those sports had none. They have High 5, Zones, Pick 5 and Brackets now, and Chase the Ace stays
 * baseball and hockey (docs/rules/sports.md "Basketball and football"): the text says so, where an operator
 * has not rewritten it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const sport of ['Basketball', 'Football']) {
    const old = `There are no ${sport} Chase the Ace games yet. ${sport} contests are coming soon: ask us to notify you when they launch.`;
    await sql`update sports_game_types set no_game_text = ${ctaElsewhereText(sport)}
               where no_game_text = ${old}`.execute(db);
  }
}
