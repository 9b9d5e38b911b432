import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultBrand } from '@powerplay/contracts';
import { brandTheme, parseHexColour } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';

// The server writes the theme into every page; index.css's own values are today's brand's theme.
const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');
const root = /:root \{([^}]*)\}/.exec(css)![1]!;

describe("index.css's theme", () => {
  const theme = brandTheme(
    parseHexColour(defaultBrand.primaryColor)!,
    parseHexColour(defaultBrand.accentColor)!,
  );
  it.each(Object.entries(theme.colours))('sets --%s to the default brand theme (%s)', (name, value) => {
    expect(new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(root)?.[1]).toBe(value);
  });

  it('writes no colour outside the theme in its rules (a light theme would not reach it)', () => {
    const rules = css.slice(css.indexOf('}', css.indexOf(':root {')) + 1);
    // Fixed colours allowed: the number balls' own light gradients and their dark ink.
    const fixed = new Set([
      '#ffffff',
      '#fff6d6',
      '#9fd0ff',
      '#4b8fd6',
      '#b8f0c4',
      '#48a862',
      '#ffb0a8',
      '#d9574a',
      '#071026',
      '#6b4fd8',
      '#2f8f6a',
      '#3a8fd8',
    ]);
    const stray = [...rules.matchAll(/#[0-9a-f]{6}\b/gi)]
      .map((m) => m[0].toLowerCase())
      .filter((c) => !fixed.has(c));
    expect(stray).toEqual([]);
  });
});
