import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, type TestApp } from '../../../test/helpers';
import { csvCell, csvRow } from './csv';
import { leadsKit, tag } from './test-fixtures';

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * A spreadsheet that honours quotes (RFC 4180 as Excel reads it): a quote opens a quoted part only at
 * a cell's start, `""` in it is one quote, and what follows its closing quote up to the separator is
 * kept as it is. Rows end at a CR, LF or CRLF outside quotes.
 */
function readQuoted(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (atStart && c === '"') {
      atStart = false;
      for (i++; i < text.length; i++) {
        if (text[i] !== '"') cell += text[i];
        else if (text[i + 1] === '"') cell += text[++i];
        else break;
      }
    } else if (c === separator) {
      row.push(cell);
      cell = '';
      atStart = true;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
      atStart = true;
    } else {
      cell += c;
      atStart = false;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A spreadsheet told the wrong separator, or a script, that ignores quotes: lines, then separators. */
const readNaively = (text: string, separator: string) =>
  text.split(/\r\n|\r|\n/).map((line) => line.split(separator));

/** Every cell of the text as each kind of reader sees it with each usual separator. */
const everyReading = (text: string) =>
  SEPARATORS.flatMap((separator) => [
    ...readQuoted(text, separator).flat(),
    ...readNaively(text, separator).flat(),
  ]);

/** A cell a spreadsheet would run: = + - @ first, even after spaces, tabs or quotes it may drop. */
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

describe('csvCell', () => {
  it('quotes a quote, a separator of any locale or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('café ✓')).toBe('café ✓');
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', ' =', '"=']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvRow(['-5', 'ok', null])).toBe("'-5,ok,");
  });

  it('defuses what follows a separator or a line break inside a field, and leaves mid-text alone', () => {
    expect(csvCell(';=1+1')).toBe('";\'=1+1"');
    expect(csvCell('a\t=1')).toBe('"a\t\'=1"');
    expect(csvCell('x, -2+3')).toBe('"x,\' -2+3"');
    expect(csvCell('Points:\n@SUM(1)')).toBe('"Points:\n\'@SUM(1)"');
    expect(csvCell('Hello,\r\nWorld')).toBe('"Hello,\r\nWorld"');
    expect(csvCell('1+1=2 and a-b@c.org, ok')).toBe('"1+1=2 and a-b@c.org, ok"');
  });

  it('leaves no cell starting a formula, whichever separator and reader, whatever the text', () => {
    const text = fc
      .array(fc.constantFrom('=', '+', '-', '@', ',', ';', '\t', '\r', '\n', '"', ' ', "'", 'a', '1'), {
        maxLength: 12,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (fields) => {
        const file = `${csvRow(['Kind', ...fields])}\r\n`;
        return !everyReading(file).some(runsAsFormula);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the leads export in every locale', () => {
  let t: TestApp;
  let k: ReturnType<typeof leadsKit>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerOperator(t)).token;
    k = leadsKit(t, token);
  });
  afterAll(() => t?.close());

  it('reads with , ; or tab, quotes honoured or not, without a cell that starts a formula', async () => {
    const word = `locale${tag()}`;
    const leads = [
      await k.enquire({ name: `=cmd ${word}`, message: ';=1+1' }),
      await k.enquire({ name: `-2+3 ${word}`, message: 'a\t=1' }),
      await k.enquire({ name: `@SUM(1) ${word}`, message: 'Sums: 1+1=2, a-b@c.org; "quoted"' }),
    ];
    await k.addNote('partner', leads[0]!.id, '@SUM(1);-2+3');
    const res = await api(t.app, 'GET', `/api/operator/leads/export.csv?search=${word}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.rawPayload.toString('utf8').replace(/^\uFEFF/, '');

    // The test would see them: every value is in the file, and some reader would split it badly.
    expect(
      readNaively(file, ';')
        .flat()
        .filter((cell) => cell.startsWith("'=1+1")),
    ).toHaveLength(1);
    expect(everyReading(file).filter(runsAsFormula)).toEqual([]);

    // Read as written (`,`, quotes honoured): the header and three leads, each value whole, with an
    // apostrophe only where some reader could start a cell.
    const rows = readQuoted(file, ',');
    expect(rows.map((r) => r.length)).toEqual([12, 12, 12, 12]);
    const byName = (name: string) => rows.find((r) => r[4] === name)!;
    expect(byName(`'=cmd ${word}`)[7]).toBe(";'=1+1");
    expect(byName(`'=cmd ${word}`)[11]).toMatch(/: @SUM\(1\);'-2\+3$/);
    expect(byName(`'-2+3 ${word}`)[7]).toBe("a\t'=1");
    expect(byName(`'@SUM(1) ${word}`)[7]).toBe('Sums: 1+1=2, a-b@c.org; "quoted"');
  });
});
