/**
 * What an audit line's changed value reads as (the audit log's "readable diff"): a text or HTML edit as
 * its words, those removed and those added; a structure (a page's blocks, a brand image) as the fields
 * inside it that changed; an image as what it is, not as JSON. Pure: the log renders these parts.
 */

/** One run of words of a text diff: kept, removed or added. */
export interface DiffRun {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** A value inside a structure that changed: its path in words ("Blocks 2 › Html"), before and after. */
export interface ChangedLeaf {
  path: string[];
  before: unknown;
  after: unknown;
}

const TAG = /<\/?[a-z][^>]*>/i;

/** The words a text or an HTML fragment shows (tags dropped, entities read, blocks apart). */
export function textOf(value: string): string {
  if (!TAG.test(value)) return value;
  const doc = new DOMParser().parseFromString(
    value.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, (m) => `${m} `),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A text change worth showing as words: HTML on either side, or a long text. */
export const isProse = (before: unknown, after: unknown): boolean =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (TAG.test(before) || TAG.test(after) || Math.max(before.length, after.length) > 60);

/** Past this many word pairs the diff says "replaced" instead of working out the words (a huge page). */
const MAX_CELLS = 400_000;

/** The word diff of two texts (longest common subsequence of their words), runs merged. */
export function wordDiff(before: string, after: string): DiffRun[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS) {
    return [
      { kind: 'removed', text: a.join(' ') },
      { kind: 'added', text: b.join(' ') },
    ].filter((r) => r.text !== '') as DiffRun[];
  }
  // lcs[i][j]: the common words of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const runs: DiffRun[] = [];
  const push = (kind: DiffRun['kind'], word: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += ` ${word}`;
    else runs.push({ kind, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return runs;
}

/** Long unchanged stretches keep a few words either side of the change: "… the words around it …". */
export function trimSame(runs: readonly DiffRun[], keep = 6): DiffRun[] {
  return runs.map((run, index) => {
    if (run.kind !== 'same') return run;
    const words = run.text.split(' ');
    if (words.length <= keep * 2 + 1) return run;
    const first = index === 0;
    const last = index === runs.length - 1;
    const head = first ? [] : words.slice(0, keep);
    const tail = last ? [] : words.slice(-keep);
    return { kind: 'same', text: [...head, '…', ...tail].join(' ') };
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A brand image as the audit keeps it (its type and size, not its bytes). */
export const isImageSummary = (v: unknown): v is { type: string; bytes: number } =>
  isPlainObject(v) &&
  typeof v.type === 'string' &&
  v.type.startsWith('image/') &&
  typeof v.bytes === 'number';

/** "PNG image, 12.3 KB". */
export function imageText(image: { type: string; bytes: number }): string {
  const kind = image.type
    .replace(/^image\//, '')
    .replace(/\+xml$/, '')
    .toUpperCase();
  const size = image.bytes < 1024 ? `${image.bytes} B` : `${(image.bytes / 1024).toFixed(1)} KB`;
  return `${kind} image, ${size}`;
}

/** A structure to look inside (not an image, which reads as one value). */
export const isStructure = (v: unknown): v is Record<string, unknown> | unknown[] =>
  (Array.isArray(v) || isPlainObject(v)) && !isImageSummary(v);

/** The leaves of two structures that differ, each with its path (array items counted from 1). */
export function changedLeaves(before: unknown, after: unknown, path: string[] = []): ChangedLeaf[] {
  if (isStructure(before) || isStructure(after)) {
    const b = isStructure(before) ? before : {};
    const a = isStructure(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    const step = (key: string) => (Array.isArray(b) || Array.isArray(a) ? String(Number(key) + 1) : key);
    return keys.flatMap((key) =>
      changedLeaves((b as Record<string, unknown>)[key], (a as Record<string, unknown>)[key], [
        ...path,
        step(key),
      ]),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
