import { sql, type Kysely } from 'kysely';

/**
 * What the General Rules tab of the four types said while they were mock-ups (before they became real
 * contests).
 */
const OLD_LIVE_LINE =
  'Our live contests today are Chase the Ace (baseball and hockey) and Baseball Blackjack.';

/**
 * The General Rules of the four types and the line about today's live contests, as the migration first
 * wrote them: frozen here, so that later edits of the seeded rules do not change what this migration does.
 */
const contestTypeGeneralRules: Record<string, string> = {
  high5: `<p><strong>High 5</strong>: pick exactly 5 teams from the game set.</p>
<ul>
<li>Your total is the sum of your 5 teams' final scores (runs, goals or points), with your powerplay changes.</li>
<li>The prize grid lists totals and their prizes: you win the prize of the highest total you reach. Open <em>View Prize Grid</em> to see this contest's.</li>
<li>While the game set is live, your headline shows your total so far and the next total that pays.</li>
</ul>`,
  zones: `<p><strong>Zones</strong>: place 1 to 10 teams from the game set, each in a score zone.</p>
<ul>
<li>The zones are the sport's: baseball 0–1, 2–3, 4–5, 6–7 and 8–12 runs; hockey 0, 1, 2, 3 and 4+ goals; basketball up to 99, 100–109, 110–119, 120–129 and 130+ points; football up to 13, 14–20, 21–27, 28–34 and 35+ points.</li>
<li>A team hits when its final score, with your powerplay changes, lies in its zone. You win when every team you placed hits.</li>
<li>Your prize is the prize grid's row for the number of teams you placed; open <em>View Prize Grid</em> to see it.</li>
</ul>`,
  pick5: `<p><strong>Pick 5</strong>: pick exactly 5 teams from the game set. Each team's final score, with your powerplay changes, is a card (basketball and football: the score's last digit).</p>
<ul>
<li>Hands, best first: five of a kind, four of a kind, full house, straight (five consecutive values), three of a kind, two pair, one pair.</li>
<li>You win the prize grid's row for your hand; a hand without a row pays nothing. Open <em>View Prize Grid</em> to see this contest's.</li>
</ul>`,
  brackets: `<p><strong>Brackets</strong>: pick 2, 4 or 8 teams from the game set. The order you pick them in is their seed, 1 first; move them up or down before the games start.</p>
<ul>
<li>Seed 1 plays the last seed, seed 2 the second last, and so on. The team with the higher final score (with your powerplay changes) advances, a tie to the better seed, until one champion remains.</li>
<li>You win when your seed 1 is the champion. Your prize is the prize grid's row for your bracket's size.</li>
</ul>`,
};
const liveContestsLine =
  'Our live contests today are Chase the Ace (baseball and hockey), Baseball Blackjack, and High 5, Zones, Pick 5 and Brackets on all four sports.';

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
