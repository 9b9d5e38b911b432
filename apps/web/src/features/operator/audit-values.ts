import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../../lib/time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A stored field's name as the audit log shows it: words from camelCase or snake_case, an amount's
 * `Cents` dropped ("cashCents" → "Cash", "ball_interval_seconds" → "Ball interval seconds").
 */
export function auditFieldLabel(key: string): string {
  const words = key
    .replace(/Cents$|_cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/**
 * A stored value as the audit log shows it: amounts in cents as money, instants in New York time,
 * yes/no for flags, other values as they were stored; a side the action has not: —.
 */
export function auditFieldValue(key: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && /Cents$|_cents$/.test(key)) return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
