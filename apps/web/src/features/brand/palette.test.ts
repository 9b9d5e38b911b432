import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandShades } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';

// The stylesheet derives the palette; the server checks contrast on the domain's copy of that derivation.
const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');

describe("index.css's palette", () => {
  it.each(Object.entries(brandShades))(
    'derives --%s with the factors the contrast check uses',
    (name, shade) => {
      const m = new RegExp(
        `--${name}: oklch\\(from var\\(--brand-(primary|accent)\\) calc\\(l \\* ([\\d.]+)\\) calc\\(c \\* ([\\d.]+)\\) h\\);`,
      ).exec(css);
      expect(m, `--${name}`).not.toBeNull();
      expect({ of: m![1], l: Number(m![2]), c: Number(m![3]) }).toEqual(shade);
    },
  );
});
