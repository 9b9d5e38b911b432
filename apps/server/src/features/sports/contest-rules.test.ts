import { gameTypeLayouts, sportsContestRuleNames, sportsContestTypes } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedSports, sportsGameTypeRows, sportsRows, sportsTeamRows } from './seed';
import { insertReferenceRows } from './seed-repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
});
afterAll(async () => {
  await t.close();
});

const gameType = (id: number, layout: string, rule: string | null) => ({
  id,
  sport_id: 2,
  name: `Rule test ${id}`,
  layout: layout as never,
  rule: rule as never,
  no_game_text: '',
  image_path: '/api/sports/images/baseball-cta.svg',
  header_image_path: '/api/sports/images/baseball-cta-header.svg',
  rules_slug: 'sports-rules-coming-soon',
  position: 90 + (id % 10),
});
const addGameType = (row: ReturnType<typeof gameType>) =>
  t.owner.insertInto('sports_game_types').values(row).execute();

describe("the database's list of sports contest rules", () => {
  it("is the contracts' list, each rule with its layout, filled at start and again idempotently", async () => {
    const read = async () => ({
      layouts: (await t.owner.selectFrom('sports_game_type_layouts').select('layout').execute())
        .map((r) => r.layout)
        .sort(),
      rules: await t.owner.selectFrom('sports_contest_rules').selectAll().orderBy('rule').execute(),
    });
    const expected = {
      layouts: [...gameTypeLayouts].sort(),
      rules: [...sportsContestRuleNames]
        .sort()
        .map((rule) => ({ rule, layout: sportsContestTypes[rule].layout })),
    };
    expect(await read()).toEqual(expected);
    await seedSports(t.owner);
    expect(await read()).toEqual(expected);
  });

  it('refuses a game type whose rule or layout is unknown, or whose rule is played on another layout', async () => {
    const refused = /violates foreign key constraint "sports_game_types_(layout|rule_layout)"/;
    await expect(addGameType(gameType(9001, 'cta', 'poker'))).rejects.toThrow(refused);
    await expect(addGameType(gameType(9002, 'poker', null))).rejects.toThrow(refused);
    await expect(addGameType(gameType(9003, 'cta', 'high5'))).rejects.toThrow(refused);
    await expect(addGameType(gameType(9004, 'zones', 'blackjack'))).rejects.toThrow(refused);
    // The checks these keys replaced allowed the same: a classic rule on the contest page, a newer rule
    // on its own, and no rule on any page.
    await addGameType(gameType(9005, 'cta', 'blackjack'));
    await addGameType(gameType(9006, 'pick5', 'pick5'));
    await addGameType(gameType(9007, 'brackets', null));
  });

  it('takes a new rule from the list without a migration', async () => {
    await t.owner.transaction().execute((trx) =>
      insertReferenceRows(trx, {
        layouts: [{ layout: 'poker' as never }],
        rules: [{ rule: 'poker' as never, layout: 'poker' as never }],
        sports: sportsRows,
        gameTypes: sportsGameTypeRows,
        teams: sportsTeamRows,
      }),
    );
    await addGameType(gameType(9008, 'poker', 'poker'));
  });
});
