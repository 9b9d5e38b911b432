import { leadKindLabels, leadStatusLabels, type Lead } from '@powerplay/contracts';

// A spreadsheet runs a cell as a formula when it starts with = + - @, even after spaces or a quote
// some readers drop first (OWASP CSV injection).
const FORMULA = /^(?:[\s"]*[=+\-@]|[\t\r])/;
// A reader that splits on another separator than ours (`;` or tab in many locales), or that ignores
// quotes, or splits lines first, starts a cell after any of these inside a field.
const INNER_FORMULA = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a separator of any locale (`,` `;` tab) or a
 * line break, quotes doubled. Wherever a cell could start for some reader — the field's start, or
 * just after a `,` `;` tab or line break inside it — and a formula character follows, an apostrophe
 * starts that cell (so does a leading tab or CR, which some apps strip before looking): "=HYPERLINK(…)"
 * or ";=1+1" stay text whatever the separator (decision 040). The same characters in mid-text ("1+1=2", "a-b@c") are left as they are.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  text = text.replace(INNER_FORMULA, "$1'");
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
      l.topicName,
      l.mailedAt,
      l.unsubscribedAt,
      l.notes.map((n) => `${n.at} ${n.operatorName}: ${n.body}`).join('\n') || null,
    ]),
  );
  return `\uFEFF${[csvRow(HEADER), ...rows].join('\r\n')}\r\n`;
}
