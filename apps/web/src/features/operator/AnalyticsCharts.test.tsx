import type { OperatorAnalyticsResponse } from '@powerplay/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalyticsCharts } from './AnalyticsCharts';

const kinds = Array.from({ length: 12 }, (_, i) => ({
  game: 'sports' as const,
  powerplayId: i + 1,
  name: `Powerplay ${i + 1}`,
  uses: 12 - i,
}));

const data = {
  from: '2026-11-27',
  to: '2026-11-28',
  timeZone: 'America/New_York',
  generatedAt: '2026-11-28T15:00:00.000Z',
  days: [],
  totals: {
    registered: 0,
    peakActive: 0,
    playersAllTime: 0,
    entries: { lottery: 0, sports: 0, draft: 0, fantasy: 0, all: 0 },
    powerplayUses: 78,
    prizesCents: 0,
    prizePoints: 0,
    storeOrders: 0,
    storeRevenueCents: 0,
    withdrawals: { requested: 0, requestedCents: 0, pendingCents: 0, paidCents: 0, cancelledCents: 0 },
  },
  powerplaysByKind: kinds,
  live: { watchers: 0, scope: 'process', lotteryDraws: [], sportsGameSets: [], nextStartAt: null },
} satisfies OperatorAnalyticsResponse;

describe('the powerplays chart', () => {
  it('draws the powerplays chart as tall as its rows need, so every bar keeps its label', () => {
    const { container } = render(<AnalyticsCharts data={data} />);
    // Twelve rows need more than the other charts' 220 px to keep a readable label each. The chart's box
    // is that tall at once (the drawing inside it waits for a measured width, which the test DOM has not).
    const box = container.querySelector<HTMLElement>(
      '[aria-label="Powerplay uses by kind: chart"] .recharts-responsive-container',
    );
    expect(parseFloat(box?.style.height ?? '')).toBeGreaterThanOrEqual(12 * 26);
  });
});
