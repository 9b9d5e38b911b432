import type { OperatorAnalyticsResponse } from '@powerplay/contracts';
import { render, waitFor } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsCharts } from './AnalyticsCharts';

// jsdom lays nothing out: the charts get the size a browser would measure for their box.
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('recharts')>()),
  ResponsiveContainer: ({ children, height }: { children: ReactElement; height: number }) =>
    cloneElement(children as ReactElement<{ width: number; height: number }>, { width: 600, height }),
}));

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
  it('draws the powerplays chart as tall as its rows need, so every bar keeps its label', async () => {
    const { container } = render(<AnalyticsCharts data={data} />);
    // Twelve rows need more than the other charts' 220 px to keep a readable label each. The chart
    // draws its svg once it has measured its box, which may be after the first render.
    await waitFor(() => {
      const drawing = container.querySelector('[aria-label="Powerplay uses by kind: chart"] svg');
      expect(Number(drawing?.getAttribute('height'))).toBeGreaterThanOrEqual(12 * 26);
    });
  });
});
