import { formatCents } from '@powerplay/domain';

/**
 * Money and dates for the account area (DESIGN: integer cents, times in America/New_York).
 * Amounts typed by people are parsed as text: no float arithmetic ever touches a cent.
 */

/** "$1,000.00", "$33.33", "-$10.50": always two decimals, as a wallet shows money. */
export function formatMoney(cents: number): string {
  const text = formatCents(cents);
  return text.includes('.') ? text : `${text}.00`;
}

const pointsFormat = new Intl.NumberFormat('en-US');
/** "1,500 Pts." (spec: Pts. for points). */
export const formatPoints = (points: number) => `${pointsFormat.format(points)} Pts.`;

/** A ledger amount in its currency: cents for cash, a count for points. */
export const formatAmount = (amount: number, currency: 'cash' | 'points') =>
  currency === 'cash' ? formatMoney(amount) : formatPoints(amount);

const MAX_WHOLE_DIGITS = 9;

/**
 * "100.10" → 10010, "$1,250.5" → 125050, "7" → 700. Returns null for anything that is not a plain
 * non-negative amount with at most two decimals ("1.005", "abc", "", "1e3", "-5"). Commas are accepted
 * only as thousands separators.
 */
export function parseDollarsToCents(input: string): number | null {
  let text = input.trim().replace(/^\$\s*/, '');
  if (/,/.test(text)) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) return null;
  return Number(wholeDigits || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Like {@link parseDollarsToCents} with an optional leading minus (operator debits): "-12.30" → -1230. */
export function parseSignedDollarsToCents(input: string): number | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const cents = parseDollarsToCents(negative ? text.slice(1) : text);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/** A whole number typed by a person ("1,500" or "-20"), or null. */
export function parseWholeNumber(input: string, { signed = false } = {}): number | null {
  const text = input.trim().replace(/,/g, '');
  if (!(signed ? /^-?\d{1,10}$/ : /^\d{1,10}$/).test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** Cents shown in an input as dollars: 10010 → "100.10", 5000 → "50". */
export function centsToInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** The labels of the ledger statuses (spec 001: Complete, Pending, Cancel, Refund). */
export const statusLabels = {
  complete: 'Complete',
  pending: 'Pending',
  cancel: 'Cancel',
  refund: 'Refund',
} as const;

export const clubLabels = { basic: 'Basic', elite: 'Elite', super_elite: 'Super Elite' } as const;

/** A fresh key for one money-moving submission (server-side idempotency). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
