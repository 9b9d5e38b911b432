import { describe, expect, it } from 'vitest';
import { noticeText } from '../../lib/messages';
import { withMatch } from './standing';
import { contest, entry, liveScore, match } from './testData';

const picks = [
  'NYA201904010-mlb-NYA',
  'NYA201904010-mlb-BAL',
  'BOS201904010-mlb-BOS',
  'BOS201904010-mlb-TOR',
  'CHN201904010-mlb-CHN',
];
const row = (teams: number, amount: number) =>
  ({ teams, kind: 'cash', amount, description: null, retailValueCents: null }) as const;

/** docs/rules/sports.md "Other contest types": the live page keeps High 5's headline current. */
describe('live standing of a High 5 entry', () => {
  it('recomputes the total, the next threshold and the prize reached from a match event', () => {
    const base = liveScore({
      state: { picks, locked: [] },
      entry: entry({ contest: contest({ rule: 'high5', layout: 'high5', minTeams: 5, maxTeams: 5 }) }),
    });
    const data = { ...base, prizes: [row(35, 1_000), row(45, 10_000), row(60, 100_000)] };
    // Yankees 1, Orioles 3, Red Sox 1, Blue Jays 4, Cubs 0: 9.
    const now = withMatch(data, data.matches[0]!);
    expect(now.meta).toMatchObject({
      total: 9,
      next: 35,
      toNext: 26,
      prize: null,
      headline: { code: 'SPORTS_HIGH5_HEADLINE', params: { total: 9, next: 35 } },
    });
    expect(noticeText('SPORTS_HIGH5_HEADLINE', now.meta.headline!.params)).toBe('Total 9 · next prize at 35');

    const big = withMatch(
      now,
      match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
        status: 'LIVE',
        homeScore: 20,
        awayScore: 15,
        progress: { league: 'baseball', inning: 9, half: 'top' },
        sequence: 9,
      }),
    );
    // 20 + 15 + 1 + 4 + 0 = 40: the 35 row.
    expect(big.meta).toMatchObject({ total: 40, next: 45, toNext: 5, prize: { teams: 35, amount: 1_000 } });
  });
});
