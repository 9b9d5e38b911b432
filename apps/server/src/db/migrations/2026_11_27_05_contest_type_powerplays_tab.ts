import { sql, type Kysely } from 'kysely';

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
 * Each rules page's new Powerplays tab, as the migration first wrote it: frozen here, so that later edits
 * of the seeded rules do not change what this migration does.
 */
const ORIGINAL_KIT_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
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

const HIGH5_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 3</li>
<li><strong>Decrease</strong>: 1</li>
<li><strong>Double</strong>: 1</li>
<li><strong>Triple</strong>: 1</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Undo</strong>: 2</li>
</ul>
<p>A hockey contest adds:</p>
<ul>
<li><strong>No Goal</strong>: 1</li>
<li><strong>6th Skater</strong>: 1</li>
</ul>
<ul>
<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>); <strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Double</strong> makes a team's score count twice to the end, <strong>Triple</strong> three times: on a team whose match is live, once per team, never both on one team.</li>
<li><strong>Lock</strong> keeps the team's current score to the end, whatever it really scores (in Zones only while the score is inside the team's zone).</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li>Hockey contests add <strong>No Goal</strong> (takes back your team's most recent goal, within 2:00 of game clock after it) and <strong>6th Skater</strong> (each goal of your team counts 2 for the rest of the current period).</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

const PICK5_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 2</li>
<li><strong>Decrease</strong>: 2</li>
<li><strong>Double</strong>: 1</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Undo</strong>: 2</li>
</ul>
<p>A hockey contest adds:</p>
<ul>
<li><strong>No Goal</strong>: 1</li>
<li><strong>6th Skater</strong>: 1</li>
</ul>
<ul>
<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>); <strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Double</strong> makes a team's score count twice to the end, <strong>Triple</strong> three times: on a team whose match is live, once per team, never both on one team.</li>
<li><strong>Lock</strong> keeps the team's current score to the end, whatever it really scores (in Zones only while the score is inside the team's zone).</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li>Hockey contests add <strong>No Goal</strong> (takes back your team's most recent goal, within 2:00 of game clock after it) and <strong>6th Skater</strong> (each goal of your team counts 2 for the rest of the current period).</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

const ZONES_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 3</li>
<li><strong>Decrease</strong>: 3</li>
<li><strong>Lock</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Undo</strong>: 2</li>
</ul>
<p>A hockey contest adds:</p>
<ul>
<li><strong>No Goal</strong>: 1</li>
<li><strong>6th Skater</strong>: 1</li>
</ul>
<ul>
<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>); <strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Double</strong> makes a team's score count twice to the end, <strong>Triple</strong> three times: on a team whose match is live, once per team, never both on one team.</li>
<li><strong>Lock</strong> keeps the team's current score to the end, whatever it really scores (in Zones only while the score is inside the team's zone).</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li>Hockey contests add <strong>No Goal</strong> (takes back your team's most recent goal, within 2:00 of game clock after it) and <strong>6th Skater</strong> (each goal of your team counts 2 for the rest of the current period).</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

const BRACKETS_TAB = `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
<li><strong>Increase</strong>: 2</li>
<li><strong>Decrease</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
<li><strong>Undo</strong>: 1</li>
</ul>
<p>A hockey contest adds:</p>
<ul>
<li><strong>No Goal</strong>: 1</li>
<li><strong>6th Skater</strong>: 1</li>
</ul>
<ul>
<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>); <strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Double</strong> makes a team's score count twice to the end, <strong>Triple</strong> three times: on a team whose match is live, once per team, never both on one team.</li>
<li><strong>Lock</strong> keeps the team's current score to the end, whatever it really scores (in Zones only while the score is inside the team's zone).</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li>Hockey contests add <strong>No Goal</strong> (takes back your team's most recent goal, within 2:00 of game clock after it) and <strong>6th Skater</strong> (each goal of your team counts 2 for the rest of the current period).</li>
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">Powerplay store</a>.</p>`;

const sportsRulesPages: readonly { slug: string; powerplaysTab: string }[] = [
  { slug: 'sports-rules-baseball-chase-the-ace', powerplaysTab: ORIGINAL_KIT_TAB },
  { slug: 'sports-rules-hockey-chase-the-ace', powerplaysTab: ORIGINAL_KIT_TAB },
  { slug: 'sports-rules-baseball-blackjack', powerplaysTab: ORIGINAL_KIT_TAB },
  { slug: 'sports-rules-high5', powerplaysTab: HIGH5_TAB },
  { slug: 'sports-rules-pick5', powerplaysTab: PICK5_TAB },
  { slug: 'sports-rules-zones', powerplaysTab: ZONES_TAB },
  { slug: 'sports-rules-brackets', powerplaysTab: BRACKETS_TAB },
  { slug: 'sports-rules-coming-soon', powerplaysTab: ORIGINAL_KIT_TAB },
];

/**
 * The Game Rules' Powerplays tab of High 5, Zones, Pick 5 and Brackets lists their own kits and what
 * Double, Triple, No Goal and 6th Skater do; every tab lists its kit in one order. A database seeded
 * before gets the new tab where it still shows the old one (a tab an operator rewrote stays as they left it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of sportsRulesPages) {
    const stored = await sql<{ blocks: { heading: string; html: string }[] }>`
      select blocks from content_pages where slug = ${page.slug}`.execute(db);
    const blocks = stored.rows[0]?.blocks;
    if (!blocks?.some((b) => b.heading === 'Powerplays' && b.html === OLD_POWERPLAYS_TAB)) continue;
    const next = blocks.map((b) =>
      b.heading === 'Powerplays' && b.html === OLD_POWERPLAYS_TAB ? { ...b, html: page.powerplaysTab } : b,
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
