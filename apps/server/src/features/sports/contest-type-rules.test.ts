import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../db/migrations/2026_11_26_04_contest_type_rules';
import { up as ctaElsewhere } from '../../db/migrations/2026_11_26_06_cta_elsewhere';
import { up as powerplaysTabs } from '../../db/migrations/2026_11_27_05_contest_type_powerplays_tab';
import {
  NEW_TAB as hockeyTabMigrated,
  OLD_TAB as hockeyTabBefore,
  up as hockeyChaseTab,
} from '../../db/migrations/2026_12_07_01_hockey_chase_powerplays_tab';
import { api, createTestApp, type TestApp } from '../../../test/helpers';
import { contestTypeGeneralRules, liveContestsLine } from './contest-type-rules';
import {
  contestTypePowerplaysTabs,
  ctaElsewhereText,
  hockeyChasePowerplaysTab,
  originalPowerplaysTab,
} from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
});
afterAll(() => t.close());

const rulesOf = async (gameTypeName: string) => {
  const { sports } = (await api(t.app, 'GET', '/api/sports')).json<{
    sports: { slug: string; gameTypes: { id: number; name: string }[] }[];
  }>();
  const type = sports.find((s) => s.slug === 'baseball')!.gameTypes.find((g) => g.name === gameTypeName)!;
  return (await api(t.app, 'GET', `/api/sports/game-types/${type.id}/rules`)).json<{
    rules: { title: string; html: string }[];
  }>().rules;
};

describe('the Game Rules of High 5, Zones, Pick 5 and Brackets', () => {
  it('say how each type plays, never that it is coming soon', async () => {
    const general = async (name: string) =>
      (await rulesOf(name)).find((r) => r.title === 'General Rules')!.html;
    expect(await general('High 5')).toContain('you win the prize of the highest total you reach');
    expect(await general('Zones')).toContain('You win when every team you placed hits.');
    expect(await general('Zones')).toContain('6–7 and 8–12 runs');
    expect(await general('Pick 5')).toContain('five of a kind, four of a kind, full house, straight');
    expect(await general('Brackets')).toContain('You win when your seed 1 is the champion.');
    for (const name of ['High 5', 'Zones', 'Pick 5', 'Brackets']) {
      const text = (await rulesOf(name)).map((r) => r.html).join(' ');
      expect(text, name).not.toMatch(/coming soon/i);
      // The entry rules every sports contest shares stay.
      expect(text, name).toContain('One entry per player per contest.');
    }
  });

  it('replace the mock-up text in a database seeded before, leaving a tab an operator rewrote', async () => {
    const db = t.database.db;
    const read = async (slug: string) =>
      (
        await db
          .selectFrom('content_pages')
          .select('blocks')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).blocks;
    const seeded = await read('sports-rules-high5');
    const entryRules = seeded[0]!.html.slice(seeded[0]!.html.indexOf('<ul>\n<li>One entry'));
    const mockup = `<p><strong>High 5</strong> is coming soon. Select 5 teams: the highest combined score wins.</p>
<p>Until it launches there are no High 5 contests to enter; ask us to notify you when it opens. Our live contests today are Chase the Ace (baseball and hockey) and Baseball Blackjack.</p>
${entryRules}`;
    const set = async (slug: string, blocks: unknown) =>
      db
        .updateTable('content_pages')
        .set({ blocks: JSON.stringify(blocks) })
        .where('slug', '=', slug)
        .execute();
    await set(
      'sports-rules-high5',
      seeded.map((b, i) => (i === 0 ? { ...b, html: mockup } : b)),
    );
    const operators = '<p>Pick 5 as our operator explains it.</p>';
    const pick5 = await read('sports-rules-pick5');
    await set(
      'sports-rules-pick5',
      pick5.map((b, i) => (i === 0 ? { ...b, html: operators } : b)),
    );
    const comingSoon = await read('sports-rules-coming-soon');
    await set(
      'sports-rules-coming-soon',
      comingSoon.map((b, i) =>
        i === 0
          ? {
              ...b,
              html: b.html.replace(
                liveContestsLine,
                'Our live contests today are Chase the Ace (baseball and hockey) and Baseball Blackjack.',
              ),
            }
          : b,
      ),
    );

    await up(db as unknown as Kysely<unknown>);
    const high5 = await read('sports-rules-high5');
    expect(high5[0]!.html).toBe(`${contestTypeGeneralRules.high5}\n${entryRules}`);
    expect(high5).toEqual(seeded);
    expect((await read('sports-rules-pick5'))[0]!.html).toBe(operators);
    expect(await read('sports-rules-coming-soon')).toEqual(comingSoon);
  });

  it("list each type's own kit on the Powerplays tab and what the new powerplays do", async () => {
    const tab = async (name: string) => (await rulesOf(name)).find((r) => r.title === 'Powerplays')!.html;
    const kit = (html: string) =>
      [...html.slice(0, html.indexOf('</ul>')).matchAll(/<strong>([^<]+)<\/strong>: (\d+)/g)].map(
        ([, name, n]) => `${name} ${n}`,
      );
    // docs/rules/sports.md "New powerplays": the kits per game type.
    expect(kit(await tab('High 5'))).toEqual([
      'Increase 3',
      'Decrease 1',
      'Double 1',
      'Triple 1',
      'Swap 1',
      'Undo 2',
    ]);
    expect(kit(await tab('Zones'))).toEqual(['Increase 3', 'Decrease 3', 'Lock 2', 'Swap 1', 'Undo 2']);
    expect(kit(await tab('Pick 5'))).toEqual(['Increase 2', 'Decrease 2', 'Double 1', 'Swap 1', 'Undo 2']);
    expect(kit(await tab('Brackets'))).toEqual(['Increase 2', 'Decrease 2', 'Swap 1', 'Undo 1']);
    const high5 = await tab('High 5');
    expect(high5).toContain('<li><strong>No Goal</strong>: 1</li>');
    expect(high5).toContain('<strong>Double</strong> makes a team');
    expect(high5).toContain("keeps the team's current score to the end");
    // Chase the Ace keeps the original kit, Refresh and Lock on 1 included.
    const chase = await tab('Chase the Ace');
    expect(kit(chase)).toContain('Refresh 1');
    expect(chase).toContain('is used on a score of exactly 1');
  });

  it('replace the old Powerplays tab in a database seeded before, leaving a tab an operator rewrote', async () => {
    const db = t.database.db;
    const read = async (slug: string) =>
      (
        await db
          .selectFrom('content_pages')
          .select('blocks')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).blocks;
    const withTab = (blocks: { heading: string; html: string }[], html: string) =>
      blocks.map((b) => (b.heading === 'Powerplays' ? { ...b, html } : b));
    const set = (slug: string, blocks: unknown) =>
      db
        .updateTable('content_pages')
        .set({ blocks: JSON.stringify(blocks) })
        .where('slug', '=', slug)
        .execute();
    // The migration's tabs are frozen as they were written, before the store took the brand's name (the
    // next start's seed brings an untouched page to today's words: content's refreshUntouchedPages).
    const frozen = (html: string) => html.replace('{brand} Store</a>', 'Powerplay store</a>');
    // The tab as every rules page had it before: the original kit, listed by powerplay id.
    const old = frozen(originalPowerplaysTab).replace(
      /<ul>\n(<li><strong>[^<]+<\/strong>: \d+<\/li>\n?)+<\/ul>/,
      `<ul>
<li><strong>Lock</strong>: 2</li>
<li><strong>Remove</strong>: 1</li>
<li><strong>Add</strong>: 1</li>
<li><strong>Refresh</strong>: 1</li>
<li><strong>Decrease</strong>: 3</li>
<li><strong>Increase</strong>: 3</li>
<li><strong>Undo</strong>: 2</li>
<li><strong>Swap</strong>: 1</li>
</ul>`,
    );
    const zones = await read('sports-rules-zones');
    await set('sports-rules-zones', withTab(zones, old));
    const chase = await read('sports-rules-baseball-chase-the-ace');
    await set('sports-rules-baseball-chase-the-ace', withTab(chase, old));
    const operators = '<p>Our own powerplay notes.</p>';
    const brackets = await read('sports-rules-brackets');
    await set('sports-rules-brackets', withTab(brackets, operators));

    await powerplaysTabs(db as unknown as Kysely<unknown>);
    expect(await read('sports-rules-zones')).toEqual(withTab(zones, frozen(contestTypePowerplaysTabs.zones)));
    expect(await read('sports-rules-baseball-chase-the-ace')).toEqual(
      withTab(chase, frozen(originalPowerplaysTab)),
    );
    expect(await read('sports-rules-brackets')).toEqual(withTab(brackets, operators));
  });

  it("Hockey Chase the Ace's Powerplays tab names No Goal and 6th Skater, also in a database seeded before", async () => {
    const db = t.database.db;
    const read = async () =>
      (
        await db
          .selectFrom('content_pages')
          .select('blocks')
          .where('slug', '=', 'sports-rules-hockey-chase-the-ace')
          .executeTakeFirstOrThrow()
      ).blocks;
    const tabOf = (blocks: { heading: string; html: string }[]) =>
      blocks.find((b) => b.heading === 'Powerplays')!.html;
    const withTab = (blocks: { heading: string; html: string }[], html: string) =>
      blocks.map((b) => (b.heading === 'Powerplays' ? { ...b, html } : b));
    const seeded = await read();
    expect(tabOf(seeded)).toBe(hockeyChasePowerplaysTab);
    expect(hockeyChasePowerplaysTab).toContain('<li><strong>No Goal</strong>: 1</li>');
    expect(hockeyChasePowerplaysTab).toContain('<li><strong>6th Skater</strong>: 1</li>');
    expect(hockeyChasePowerplaysTab).toContain('only within 2:00 of game clock after that goal');
    expect(hockeyChasePowerplaysTab).toContain('count 2 for the rest of the current period');
    // Baseball's Chase the Ace has no hockey powerplays.
    expect(originalPowerplaysTab).not.toContain('No Goal');

    const set = (blocks: unknown) =>
      db
        .updateTable('content_pages')
        .set({ blocks: JSON.stringify(blocks) })
        .where('slug', '=', 'sports-rules-hockey-chase-the-ace')
        .execute();
    // A database seeded before: the tab without them is replaced (by the migration's own text, which the
    // start then brings to the seed's words with the brand's name); an operator's own words stay.
    await set(withTab(seeded, hockeyTabBefore));
    await hockeyChaseTab(db as unknown as Kysely<unknown>);
    expect(await read()).toEqual(withTab(seeded, hockeyTabMigrated));
    expect(hockeyTabMigrated).toContain('<li><strong>No Goal</strong>: 1</li>');
    expect(hockeyTabMigrated).toContain('<li><strong>6th Skater</strong>: 1</li>');
    await set(withTab(seeded, '<p>Our own notes.</p>'));
    await hockeyChaseTab(db as unknown as Kysely<unknown>);
    expect(tabOf(await read())).toBe('<p>Our own notes.</p>');
  });

  it("basketball's and football's Chase the Ace say where it is played, not that contests are coming", async () => {
    const db = t.database.db;
    const text = async (id: number) =>
      (
        await db
          .selectFrom('sports_game_types')
          .select('no_game_text')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).no_game_text;
    expect(await text(12)).toBe(ctaElsewhereText('Basketball'));
    expect(await text(12)).toContain('Chase the Ace is played on baseball and hockey.');
    // A database seeded before: the old promise is replaced; an operator's own words stay.
    const old =
      'There are no Basketball Chase the Ace games yet. Basketball contests are coming soon: ask us to notify you when they launch.';
    await db.updateTable('sports_game_types').set({ no_game_text: old }).where('id', '=', 12).execute();
    await db
      .updateTable('sports_game_types')
      .set({ no_game_text: 'Our own words.' })
      .where('id', '=', 14)
      .execute();
    await ctaElsewhere(db as unknown as Kysely<unknown>);
    expect(await text(12)).toBe(ctaElsewhereText('Basketball'));
    expect(await text(14)).toBe('Our own words.');
  });
});
