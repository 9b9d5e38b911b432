import { sql, type Kysely } from 'kysely';
import { sportsPromiseCorrections } from './2026_11_25_02_true_sports_promise';

/**
 * Basketball and football have contests now (High 5, Zones, Pick 5 and Brackets on real NBA
 * and NFL games), so the pages promise all four leagues' teams again: the phrases 2026_11_25_02 narrowed
 * to MLB and NHL are put back, one at a time, so the rest of a page an operator edited stays as they
 * left it. The seed says the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [fourSports, twoSports] of sportsPromiseCorrections) {
    // The phrases hold no character JSON escapes, so the blocks' JSON text can be corrected as text.
    await sql`
      update content_pages
         set intro = replace(intro, ${twoSports}, ${fourSports}),
             body_html = replace(body_html, ${twoSports}, ${fourSports}),
             blocks = replace(blocks::text, ${twoSports}, ${fourSports})::jsonb,
             updated_at = now()
       where strpos(intro, ${twoSports}) > 0 or strpos(body_html, ${twoSports}) > 0
          or strpos(blocks::text, ${twoSports}) > 0`.execute(db);
  }
}
