import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  formatAmount,
  formatMoney,
  formatPrize,
  parseDollarsToCents,
  parseSignedDollarsToCents,
  parseWholeNumber,
} from './money';

describe('parseDollarsToCents', () => {
  it('turns typed dollars into exact integer cents', () => {
    expect(parseDollarsToCents('100.10')).toBe(10010);
    expect(parseDollarsToCents('100.1')).toBe(10010);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('1.15')).toBe(115);
    expect(parseDollarsToCents('4.35')).toBe(435);
    expect(parseDollarsToCents('$1,250.50')).toBe(125050);
    expect(parseDollarsToCents(' 100 ')).toBe(10000);
    expect(parseDollarsToCents('100.')).toBe(10000);
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents('007.07')).toBe(707);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of ['', '.', 'abc', '1.005', '1e3', '-5', '1,00', '12,34.5', '1 000', '9999999999']) {
      expect(parseDollarsToCents(bad)).toBeNull();
    }
  });

  it('every cent amount survives a round trip through its input text', () => {
    for (let cents = 0; cents < 30_000; cents += 7) {
      expect(parseDollarsToCents(centsToInput(cents))).toBe(cents);
    }
  });

  it('parses signed amounts and whole numbers', () => {
    expect(parseSignedDollarsToCents('-12.30')).toBe(-1230);
    expect(parseSignedDollarsToCents('12.3')).toBe(1230);
    expect(parseWholeNumber('1,500')).toBe(1500);
    expect(parseWholeNumber('-20')).toBeNull();
    expect(parseWholeNumber('-20', { signed: true })).toBe(-20);
    expect(parseWholeNumber('2.5')).toBeNull();
  });

  it('formats money with two decimals', () => {
    expect(formatMoney(10000)).toBe('$100.00');
    expect(formatMoney(10010)).toBe('$100.10');
    expect(formatMoney(-1050)).toBe('-$10.50');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('names every currency but USD after the amount, in one format (Elite 8 pays CAD)', () => {
    expect(formatMoney(200_000, { currency: 'CAD' })).toBe('$2,000.00 CAD');
    expect(formatPrize(200_000, 'cash', 'CAD')).toBe('$2,000 CAD');
    expect(formatAmount(200_000, 'cash', 'CAD')).toBe('$2,000.00 CAD');
  });

  it('formats prizes without zero cents, and points as Pts.', () => {
    expect(formatPrize(100_000)).toBe('$1,000');
    expect(formatPrize(3_333)).toBe('$33.33');
    expect(formatPrize(1_500, 'points')).toBe('1,500 Pts.');
    expect(formatAmount(1_500, 'points')).toBe('1,500 Pts.');
    expect(formatAmount(-1_050, 'cash')).toBe('-$10.50');
  });
});
