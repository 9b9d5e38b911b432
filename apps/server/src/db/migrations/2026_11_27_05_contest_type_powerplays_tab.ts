import { sql, type Kysely } from 'kysely';
import { sportsRulesPages } from '../../features/sports/seed';

/** The Powerplays tab every rules page had before the kits per type (the original kit, listed by id). */
const OLD_POWERPLAYS_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Lock</strong>: 2</li>
<li><strong>Remove</strong>: 1</li>
<li><strong>Add</strong>: 1</li>
<li><strong>Refresh</strong>: 1</li>
<li><strong>Decrease</strong>: 3</li>
<li><strong>Increase</strong>: 3</li>
<li><strong>Undo</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
</ul>
<ul>
<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>).</li>
<li><strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Refresh</strong> turns a score of 11 into 1.</li>
<li><strong>Lock</strong> is used on a score of exactly 1: the team keeps 1 until the end, whatever it really scores. A locked team shows <em>Locked</em> and a lock icon.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Remove</strong> drops a team you hold, never below the contest's minimum number of teams.</li>
<li><strong>Add</strong> adds a team you do not hold from a match that has not finished, never above the contest's maximum.</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

/**
 * The Game Rules' Powerplays tab of High 5, Zones, Pick 5 and Brackets lists their own kits and what
 * Double, Triple, No Goal and 6th Skater do; every tab lists its kit in one order. A database seeded
 * before gets the new tab where it still shows the old one (a tab an operator rewrote stays as they left it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of sportsRulesPages) {
    const tab = page.blocks.find((b) => b.heading === 'Powerplays');
    if (!tab) continue;
    const stored = await sql<{ blocks: { heading: string; html: string }[] }>`
      select blocks from content_pages where slug = ${page.slug}`.execute(db);
    const blocks = stored.rows[0]?.blocks;
    if (!blocks?.some((b) => b.heading === 'Powerplays' && b.html === OLD_POWERPLAYS_TAB)) continue;
    const next = blocks.map((b) =>
      b.heading === 'Powerplays' && b.html === OLD_POWERPLAYS_TAB ? { ...b, html: tab.html } : b,
    );
    // A new version of the text, as a save makes (decision 026), by nobody: a migration wrote it.
    await sql`
      with saved as (
        update content_pages set blocks = ${JSON.stringify(next)}::jsonb, version = version + 1,
                                 updated_at = now()
         where slug = ${page.slug}
        returning slug, version, title, intro, body_html, blocks)
      insert into content_page_versions (slug, version, title, intro, body_html, blocks)
      select slug, version, title, intro, body_html, blocks from saved`.execute(db);
  }
}
