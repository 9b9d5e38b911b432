import type { DraftEntrySummary, MyEntriesResponse, SportsEntry } from '@powerplay/contracts';
import { formatMoney, formatPoints } from '../../lib/money';

export interface WinningsTotal {
  /** Cash won by currency, in cents (USD first). */
  cash: Map<string, number>;
  points: number;
}

/**
 * What the player has won: sports entries settled WON (cash in cents, points; items are goods, not
 * counted), lotto entries with a prize, cash per currency and points apart, and draft entries WON (cash).
 */
export function totalWinnings(
  sports: readonly SportsEntry[],
  lotto: MyEntriesResponse['entries'],
  draft: readonly DraftEntrySummary[] = [],
): WinningsTotal {
  const cash = new Map<string, number>([['USD', 0]]);
  let points = 0;
  const addCash = (currency: string, cents: number) => cash.set(currency, (cash.get(currency) ?? 0) + cents);
  for (const e of sports) {
    if (e.result !== 'WON' || e.wonAmount <= 0) continue;
    if (e.contest.prizeKind === 'cash') addCash('USD', e.wonAmount);
    else if (e.contest.prizeKind === 'points') points += e.wonAmount;
  }
  for (const e of lotto) {
    if (!e.result || e.result.prize <= 0) continue;
    if (e.result.kind === 'points') points += e.result.prize;
    else addCash(e.game.currency, e.result.prize);
  }
  for (const e of draft) {
    if (e.result === 'WON' && e.wonCents > 0) addCash('USD', e.wonCents);
  }
  return { cash, points };
}

/** "$123.45 · 1,500 Pts." ($ always shown; other currencies and points when there are some). */
export function winningsText(total: WinningsTotal): string {
  const parts = [...total.cash]
    .filter(([currency, cents]) => currency === 'USD' || cents > 0)
    .map(([currency, cents]) => formatMoney(cents, { currency }));
  if (total.points > 0) parts.push(formatPoints(total.points));
  return parts.join(' · ');
}
