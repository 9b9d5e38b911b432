import { sql, type Kysely } from 'kysely';

/**
 * The seeded pages promised NFL and NBA teams, but only baseball (MLB) and hockey (NHL) have contests
 * (docs/game-rules-deviations.md). The seed now says what is true; this corrects databases seeded before, one
 * phrase at a time, so the rest of a page an operator edited stays as they left it. When basketball and
 * football get contests, their pages say so again.
 */
export const sportsPromiseCorrections: readonly (readonly [before: string, after: string])[] = [
  ['Pick real NHL, MLB, NBA and NFL teams', 'Pick real NHL and MLB teams'],
  ['Pick NHL, MLB, NBA and NFL teams', 'Pick NHL and MLB teams'],
  ['Pick real NFL, NBA, MLB and NHL teams', 'Pick real MLB and NHL teams'],
  ['live sports contests on NFL, NBA, MLB and NHL games', 'live sports contests on MLB and NHL games'],
  ['Contests follow real NFL, NBA, MLB and NHL schedules', 'Contests follow real MLB and NHL schedules'],
  ['a sports contest on NFL, NBA, MLB or NHL games', 'a sports contest on MLB or NHL games'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [before, after] of sportsPromiseCorrections) {
    // The phrases hold no character JSON escapes, so the blocks' JSON text can be corrected as text.
    await sql`
      update content_pages
         set intro = replace(intro, ${before}, ${after}),
             body_html = replace(body_html, ${before}, ${after}),
             blocks = replace(blocks::text, ${before}, ${after})::jsonb,
             updated_at = now()
       where strpos(intro, ${before}) > 0 or strpos(body_html, ${before}) > 0
          or strpos(blocks::text, ${before}) > 0`.execute(db);
  }
}
