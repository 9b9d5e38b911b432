import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWithdrawal, formatCents, periodStart } from './money';
import { exclusionUntil, limitEffectiveAt, LIMIT_INCREASE_DELAY_MS, withinLimit } from './responsible';

describe('money', () => {
  it('formats integer cents', () => {
    expect(formatCents(100_000)).toBe('$1,000');
    expect(formatCents(33_333)).toBe('$333.33');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1_050)).toBe('-$10.50');
  });

  it('checks withdrawals against the minimum and the balance', () => {
    expect(checkWithdrawal(9_999, 50_000, 10_000)).toBe('WITHDRAWAL_BELOW_MINIMUM');
    expect(checkWithdrawal(10_000, 9_999, 10_000)).toBe('WITHDRAWAL_OVER_BALANCE');
    expect(checkWithdrawal(10_000, 10_000, 10_000)).toBeNull();
  });

  it('a ledger of credits and accepted debits never goes negative and sums to the balance', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
          { maxLength: 200 },
        ),
        (amounts) => {
          const ledger: number[] = [];
          for (const a of amounts) {
            const balance = ledger.reduce((s, x) => s + x, 0);
            // A debit is accepted only when the balance covers it (what the database enforces).
            if (a > 0 || checkWithdrawal(-a, balance, 1) === null) ledger.push(a);
          }
          let running = 0;
          return ledger.every((x) => (running += x) >= 0);
        },
      ),
    );
  });

  it('counts periods in calendar months', () => {
    expect(periodStart('3m', new Date('2026-11-22T00:00:00Z')).toISOString()).toBe(
      '2026-08-22T00:00:00.000Z',
    );
    expect(periodStart('1y', new Date('2026-11-22T00:00:00Z')).toISOString()).toBe(
      '2025-11-22T00:00:00.000Z',
    );
  });
});

describe('responsible gaming', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('applies decreases at once and increases after 48 hours', () => {
    expect(limitEffectiveAt(null, 100, now)).toBe(now);
    expect(limitEffectiveAt(100, 50, now)).toBe(now);
    expect(limitEffectiveAt(100, 150, now)).toBe(now + LIMIT_INCREASE_DELAY_MS);
    expect(limitEffectiveAt(100, null, now)).toBe(now + LIMIT_INCREASE_DELAY_MS);
  });

  it('ends self-exclusions after the chosen period, never for permanent', () => {
    expect(exclusionUntil('24h', now)).toBe(now + 86_400_000);
    expect(exclusionUntil('30d', now)).toBe(now + 30 * 86_400_000);
    expect(new Date(exclusionUntil('6m', now)!).toISOString()).toBe('2027-05-22T12:00:00.000Z');
    expect(exclusionUntil('permanent', now)).toBeNull();
  });

  it('checks a limit window', () => {
    expect(withinLimit(null, 1e9, 1)).toBe(true);
    expect(withinLimit(3, 2, 1)).toBe(true);
    expect(withinLimit(3, 3, 1)).toBe(false);
  });
});
