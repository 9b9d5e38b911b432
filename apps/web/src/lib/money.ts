/**
 * Money as the web shows and reads it (docs/architecture.md: integer cents). Amounts typed by people are
 * parsed as text and amounts are formatted from whole cents: no float arithmetic ever touches a cent. Kept
 * free of `@powerplay/domain` so the global draw banner can use it without pulling the rules in.
 */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * "$1,000.00", "-$10.50"; with `trimCents`, whole amounts drop their cents ("$1,000", "$33.33").
 * Every currency but USD is named after the amount, as the site shows Elite 8's prizes: "$2,000 CAD".
 */
export function formatMoney(
  cents: number,
  { currency = 'USD', trimCents = false }: { currency?: string; trimCents?: boolean } = {},
): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const whole = grouped.format((abs - rest) / 100);
  const fraction = trimCents && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  const text = `${cents < 0 ? '-' : ''}$${whole}${fraction}`;
  return currency === 'USD' ? text : `${text} ${currency}`;
}

/** "1,500 Pts." (spec: Pts. for points). */
export const formatPoints = (points: number) => `${grouped.format(points)} Pts.`;

/** A ledger amount: cents for cash (two decimals, "$2,000.00 CAD"), a count for points. */
export const formatAmount = (amount: number, kind: 'cash' | 'points', currency = 'USD') =>
  kind === 'cash' ? formatMoney(amount, { currency }) : formatPoints(amount);

/** A prize or a price: "$1,000", "$33.33", "$2,000 CAD", "1,500 Pts.". */
export const formatPrize = (amount: number, kind: 'cash' | 'points' = 'cash', currency = 'USD') =>
  kind === 'points' ? formatPoints(amount) : formatMoney(amount, { currency, trimCents: true });

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
