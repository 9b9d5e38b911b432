import { leadKindLabels, leadStatusLabels, notifyTopicNames, type Lead } from '@powerplay/contracts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (starting with = + - @, or a tab or CR that some apps strip
 * before looking) gets a leading apostrophe: a visitor's "=HYPERLINK(…)" stays text (OWASP CSV injection).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');

const HEADER = [
  'Kind',
  'Id',
  'Received (UTC)',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Topic',
  'Launch mail sent (UTC)',
  'Unsubscribed (UTC)',
  'Notes',
];

/**
 * The leads as a CSV file: a UTF-8 byte order mark first (so Excel reads accents right), CRLF line ends,
 * one row per lead, its notes in one cell, one line each: `<time> <operator>: <note>`.
 */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = leads.map((l) =>
    csvRow([
      leadKindLabels[l.kind],
      l.id,
      l.createdAt,
      leadStatusLabels[l.status],
      l.name,
      l.email,
      l.phone,
      l.message,
      l.topic === null ? null : notifyTopicNames[l.topic],
      l.mailedAt,
      l.unsubscribedAt,
      l.notes.map((n) => `${n.at} ${n.operatorName}: ${n.body}`).join('\n') || null,
    ]),
  );
  return `\uFEFF${[csvRow(HEADER), ...rows].join('\r\n')}\r\n`;
}
