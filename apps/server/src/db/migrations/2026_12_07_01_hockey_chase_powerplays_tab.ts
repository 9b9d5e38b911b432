import { sql, type Kysely } from 'kysely';

/** Hockey Chase the Ace's Powerplays tab as it was: the original kit, without hockey's No Goal and 6th Skater. */
export const OLD_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 3</li>
<li><strong>Decrease</strong>: 3</li>
<li><strong>Refresh</strong>: 1</li>
<li><strong>Lock</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Remove</strong>: 1</li>
<li><strong>Add</strong>: 1</li>
<li><strong>Undo</strong>: 2</li>
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
 * The tab as this migration first wrote it (frozen here, so that later edits of the seeded rules do not
 * change what it does): hockey's No Goal and 6th Skater, when each can act, and what the live page shows.
 */
export const NEW_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 3</li>
<li><strong>Decrease</strong>: 3</li>
<li><strong>Refresh</strong>: 1</li>
<li><strong>Lock</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Remove</strong>: 1</li>
<li><strong>Add</strong>: 1</li>
<li><strong>Undo</strong>: 2</li>
</ul>
<p>A hockey contest adds:</p>
<ul>
<li><strong>No Goal</strong>: 1</li>
<li><strong>6th Skater</strong>: 1</li>
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
<li><strong>No Goal</strong> takes back your team's most recent goal (1 off your <em>My Score</em>), only within 2:00 of game clock after that goal, once per goal.</li>
<li><strong>6th Skater</strong> makes each goal of your team count 2 for the rest of the current period, once per team and period; the team shows <em>6th Skater</em> until the period ends.</li>
<li>On the live page a powerplay that cannot act at that moment (No Goal with no goal in the last 2:00, 6th Skater between periods or a second time in one, Refresh on a score other than 11) is shown off, with the reason beside it.</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

const SLUG = 'sports-rules-hockey-chase-the-ace';

/**
 * Hockey Chase the Ace's Game Rules name the two powerplays every hockey contest adds (docs/rules/sports.md
 * "New powerplays"). A database seeded before gets the new tab where it still shows the old one (a tab an
 * operator rewrote stays as they left it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const stored = await sql<{ blocks: { heading: string; html: string }[] }>`
    select blocks from content_pages where slug = ${SLUG}`.execute(db);
  const blocks = stored.rows[0]?.blocks;
  if (!blocks?.some((b) => b.heading === 'Powerplays' && b.html === OLD_TAB)) return;
  const next = blocks.map((b) =>
    b.heading === 'Powerplays' && b.html === OLD_TAB ? { ...b, html: NEW_TAB } : b,
  );
  // A new version of the text, as a save makes (decision 026), by nobody: a migration wrote it.
  await sql`
    with saved as (
      update content_pages set blocks = ${JSON.stringify(next)}::jsonb, version = version + 1,
                               updated_at = now()
       where slug = ${SLUG}
      returning slug, version, title, intro, body_html, blocks)
    insert into content_page_versions (slug, version, title, intro, body_html, blocks)
    select slug, version, title, intro, body_html, blocks from saved`.execute(db);
}
