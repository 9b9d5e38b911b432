import {
  ANALYTICS_TIME_ZONE,
  analyticsContestKinds,
  type AnalyticsContestKind,
  type AnalyticsDay,
  type AnalyticsPowerplayKind,
  type OperatorAnalyticsQuery,
  type OperatorAnalyticsResponse,
} from '@powerplay/contracts';
import { draftPowerplayNames, powerplayNames, sportsPowerplayNames } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { analyticsRepo } from './repo';

/** Each game's own names of its powerplay ids (the ids overlap between games). */
const names: Record<AnalyticsContestKind, Readonly<Record<number, string>>> = {
  lottery: powerplayNames,
  sports: sportsPowerplayNames,
  draft: draftPowerplayNames,
  fantasy: {},
};
const isKind = (k: string): k is AnalyticsContestKind =>
  (analyticsContestKinds as readonly string[]).includes(k);

/** Every day from `from` to `to` (`YYYY-MM-DD`), both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const emptyDay = (day: string): AnalyticsDay => ({
  day,
  registered: 0,
  active: 0,
  entries: { lottery: 0, sports: 0, draft: 0, fantasy: 0 },
  powerplayUses: 0,
  prizesCents: 0,
  storeOrders: 0,
  storeRevenueCents: 0,
  withdrawalsRequested: 0,
  withdrawalsRequestedCents: 0,
});

/**
 * The back office's dashboard (decision 025): the range's figures per New York day and in total,
 * from the analytics read model's aggregates, plus what is live now. `watchers` counts this process's
 * open event streams (the live hub is per process: decision 025 says why that is the honest figure).
 */
export function analyticsService(deps: { db: Kysely<DB>; clock: Clock; watchers: () => number }) {
  const repo = analyticsRepo(deps.db);

  return {
    async dashboard(q: OperatorAnalyticsQuery): Promise<OperatorAnalyticsResponse> {
      // Independent reads: on PostgreSQL they run side by side on the pool's connections.
      const [daily, playersAllTime, withdrawals, live] = await Promise.all([
        repo.daily(q),
        repo.playersAllTime(),
        repo.withdrawalsByStatus(q),
        repo.liveContests(deps.clock.now()),
      ]);

      const days = new Map(daysOf(q.from, q.to).map((d) => [d, emptyDay(d)]));
      let prizePoints = 0;
      for (const r of daily.days) {
        const d = days.get(r.day);
        if (!d) continue;
        if (r.metric === 'registered') d.registered += r.n;
        else if (r.metric === 'active') d.active += r.n;
        else if (r.metric === 'entries' && isKind(r.key)) d.entries[r.key] += r.n;
        else if (r.metric === 'powerplay_uses') d.powerplayUses += r.n;
        else if (r.metric === 'prizes') {
          if (r.key === 'cash') d.prizesCents += r.amount;
          else prizePoints += r.amount;
        } else if (r.metric === 'store_orders') {
          d.storeOrders += r.n;
          d.storeRevenueCents += r.amount;
        } else if (r.metric === 'withdrawals') {
          d.withdrawalsRequested += r.n;
          d.withdrawalsRequestedCents += r.amount;
        }
      }
      const byStatus: Record<string, number> = {};
      for (const r of withdrawals) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.cents;

      const list = [...days.values()];
      const sum = (f: (d: AnalyticsDay) => number) => list.reduce((s, d) => s + f(d), 0);
      const entriesTotal = {
        lottery: sum((d) => d.entries.lottery),
        sports: sum((d) => d.entries.sports),
        draft: sum((d) => d.entries.draft),
        fantasy: sum((d) => d.entries.fantasy),
      };
      // Keys are `<contest kind>:<powerplay id>` (the ids overlap between games).
      const powerplaysByKind: AnalyticsPowerplayKind[] = daily.powerplayKinds
        .map(({ key, n }) => {
          const [game = '', id = ''] = key.split(':');
          return { game, powerplayId: Number(id), uses: n };
        })
        .filter((r): r is typeof r & { game: AnalyticsContestKind } => isKind(r.game))
        .map((r) => ({ ...r, name: names[r.game][r.powerplayId] ?? `Powerplay ${r.powerplayId}` }))
        .sort((a, b) => b.uses - a.uses || a.game.localeCompare(b.game) || a.powerplayId - b.powerplayId);

      return {
        from: q.from,
        to: q.to,
        timeZone: ANALYTICS_TIME_ZONE,
        generatedAt: deps.clock.now().toISOString(),
        days: list,
        totals: {
          registered: sum((d) => d.registered),
          peakActive: Math.max(0, ...list.map((d) => d.active)),
          playersAllTime,
          entries: { ...entriesTotal, all: Object.values(entriesTotal).reduce((a, b) => a + b, 0) },
          powerplayUses: sum((d) => d.powerplayUses),
          prizesCents: sum((d) => d.prizesCents),
          prizePoints,
          storeOrders: sum((d) => d.storeOrders),
          storeRevenueCents: sum((d) => d.storeRevenueCents),
          withdrawals: {
            requested: sum((d) => d.withdrawalsRequested),
            requestedCents: sum((d) => d.withdrawalsRequestedCents),
            pendingCents: byStatus.pending ?? 0,
            paidCents: byStatus.complete ?? 0,
            cancelledCents: (byStatus.cancel ?? 0) + (byStatus.refund ?? 0),
          },
        },
        powerplaysByKind,
        live: {
          watchers: deps.watchers(),
          scope: 'process',
          lotteryDraws: live.lotteryDraws,
          sportsGameSets: live.sportsGameSets,
          nextStartAt: live.nextStartAt ? live.nextStartAt.toISOString() : null,
        },
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
