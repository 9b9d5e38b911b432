import { sql, type Kysely } from 'kysely';
import { contestTypeGeneralRules, liveContestsLine } from '../../features/sports/contest-type-rules';

/**
 * What the General Rules tab of the four types said while they were mock-ups (before they became real
 * contests).
 */
const OLD_LIVE_LINE =
  'Our live contests today are Chase the Ace (baseball and hockey) and Baseball Blackjack.';

/**
 * High 5, Zones, Pick 5 and Brackets are real contests: their Game Rules' first tab said they
 * were "coming soon". A database seeded before gets their rules, tab by tab where it still shows the
 * mock-up's text (a tab an operator rewrote stays as they left it), and the line about today's live
 * contests on the pages of game types still to come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [rule, html] of Object.entries(contestTypeGeneralRules)) {
    const slug = `sports-rules-${rule}`;
    const page = await sql<{ blocks: { heading: string; html: string }[] }>`
      select blocks from content_pages where slug = ${slug}`.execute(db);
    const blocks = page.rows[0]?.blocks;
    if (!blocks) continue;
    const general = blocks.findIndex(
      (b) => b.heading === 'General Rules' && b.html.includes('is coming soon.'),
    );
    if (general < 0) continue;
    // The entry rules that followed the mock-up's two paragraphs stay.
    const rest = blocks[general]!.html.slice(blocks[general]!.html.indexOf('<ul>'));
    const next = blocks.map((b, i) => (i === general ? { ...b, html: `${html}\n${rest}` } : b));
    await sql`update content_pages set blocks = ${JSON.stringify(next)}::jsonb, updated_at = now()
               where slug = ${slug}`.execute(db);
  }
  await sql`
    update content_pages
       set blocks = replace(blocks::text, ${OLD_LIVE_LINE}, ${liveContestsLine})::jsonb,
           updated_at = now()
     where strpos(blocks::text, ${OLD_LIVE_LINE}) > 0`.execute(db);
}
