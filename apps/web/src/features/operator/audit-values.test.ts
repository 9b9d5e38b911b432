import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditFieldValue } from './audit-values';

describe('audit log values', () => {
  it('names fields in words, an amount without its Cents', () => {
    expect(auditFieldLabel('cashCents')).toBe('Cash');
    expect(auditFieldLabel('amountCents')).toBe('Amount');
    expect(auditFieldLabel('suspendedAt')).toBe('Suspended at');
    expect(auditFieldLabel('ball_interval_seconds')).toBe('Ball interval seconds');
    expect(auditFieldLabel('reason')).toBe('Reason');
    expect(auditFieldLabel('bodyHtml')).toBe('Body html');
  });

  it('shows amounts as money, instants in New York time, flags as yes/no, the rest as stored', () => {
    expect(auditFieldValue('cashCents', 250_000)).toBe('$2,500.00');
    expect(auditFieldValue('cashCents', -1050)).toBe('-$10.50');
    expect(auditFieldValue('suspendedAt', '2026-11-26T15:00:00.000Z')).toBe('Nov 26, 2026, 10:00 AM EST');
    expect(auditFieldValue('suspended', true)).toBe('yes');
    expect(auditFieldValue('suspended', false)).toBe('no');
    expect(auditFieldValue('reason', 'Goodwill')).toBe('Goodwill');
    // A count is not money; a date without a time stays as typed; structures as JSON.
    expect(auditFieldValue('picks', 7)).toBe('7');
    expect(auditFieldValue('day', '2026-11-26')).toBe('2026-11-26');
    expect(auditFieldValue('kit', { 19: 3 })).toBe('{"19":3}');
    expect(auditFieldValue('reason', undefined)).toBe('—');
    expect(auditFieldValue('reason', null)).toBe('—');
  });
});
