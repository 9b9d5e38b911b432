/** Integer cents as "$1,234.56" (the server's texts; the web formats money in its lib/money). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** docs/rules/wallet.md "Withdrawals": the safer of the old site's two minimums, configurable. */
export const DEFAULT_WITHDRAWAL_MINIMUM_CENTS = 10_000;

export type WithdrawalRefusal = 'WITHDRAWAL_BELOW_MINIMUM' | 'WITHDRAWAL_OVER_BALANCE';

export function checkWithdrawal(
  amountCents: number,
  balanceCents: number,
  minimumCents: number,
): WithdrawalRefusal | null {
  if (!Number.isInteger(amountCents) || amountCents < minimumCents) return 'WITHDRAWAL_BELOW_MINIMUM';
  if (amountCents > balanceCents) return 'WITHDRAWAL_OVER_BALANCE';
  return null;
}

/** The transactions page's periods: calendar months back from `now` (UTC). */
export function periodStart(period: '3m' | '6m' | '9m' | '1y', now: Date): Date {
  const months = { '3m': 3, '6m': 6, '9m': 9, '1y': 12 }[period];
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
