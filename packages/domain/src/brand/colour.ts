/**
 * The brand's colours (decision 028): parsing, WCAG contrast, and the palette the site derives from
 * the primary and the accent. The stylesheet derives the same shades with CSS relative colours
 * (`oklch(from var(--brand-primary) calc(l * k) calc(c * k) h)`); this is that computation, so the
 * server refuses a pair whose derived text pairs would be unreadable, and the form shows the ratio live.
 */
export type Rgb = readonly [number, number, number];

/** `#rrggbb` (any case) → channels 0..255, or undefined. */
export function parseHexColour(value: string): Rgb | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (!m) return undefined;
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

export function toHexColour(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toOklab(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: [number, number, number]): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((c) => Math.round(Math.min(255, Math.max(0, fromLinear(Math.min(1, Math.max(0, c)))))));
  return rgb as unknown as Rgb;
}

/** A shade: OKLCH lightness × `l` and chroma × `c`, same hue (clipped to sRGB). */
export function shade(rgb: Rgb, l: number, c: number): Rgb {
  const [L, a, b] = toOklab(rgb);
  return fromOklab([Math.min(1, L * l), a * c, b * c]);
}

/**
 * The derived shades, as factors (lightness, chroma) of the primary or the accent: fitted so today's
 * Powerplay primary (#0b1733) and accent (#f5c542) give today's palette within a unit or two.
 * index.css writes the same factors.
 */
export const brandShades = {
  'navy-950': { of: 'primary', l: 0.727, c: 0.66 },
  'navy-900': { of: 'primary', l: 0.845, c: 0.82 },
  'navy-700': { of: 'primary', l: 1.246, c: 1.336 },
  'navy-600': { of: 'primary', l: 1.543, c: 1.61 },
  line: { of: 'primary', l: 2.54, c: 1.265 },
  'gold-strong': { of: 'accent', l: 1.059, c: 0.919 },
  'gold-dark': { of: 'accent', l: 0.8425, c: 0.941 },
} as const;

/** The site's fixed text colours (index.css `--text`, `--muted`): the theme is light text on dark. */
export const brandTextColours = { text: '#eef2fb', muted: '#bcc6de' } as const;

export type BrandPalette = Record<keyof typeof brandShades | 'navy-800' | 'gold', Rgb>;

export function brandPalette(primary: Rgb, accent: Rgb): BrandPalette {
  const palette = { 'navy-800': primary, gold: accent } as Partial<BrandPalette>;
  for (const [name, s] of Object.entries(brandShades)) {
    palette[name as keyof typeof brandShades] = shade(s.of === 'primary' ? primary : accent, s.l, s.c);
  }
  return palette as BrandPalette;
}

export interface ContrastProblem {
  /** Which pair, as the operator knows it ("Text on the primary colour"). */
  pair: string;
  /** Rounded down to 2 decimals: a ratio shown as 4.50 really is 4.5 or more. */
  ratio: number;
}

/**
 * The text pairs the site uses, each checked against `min` (WCAG AA 4.5:1). Body and muted text sit on
 * every surface derived from the primary (the lightest, navy-600, is the hardest); the accent is the
 * colour of links and highlighted text on those surfaces, and the background of primary buttons, whose
 * text is the darkest surface (navy-900). Answers the first failing pair (the operator fixes the text
 * first: the theme is light text on a dark primary) at its worst ratio, or null when all pass.
 */
export function brandContrastProblem(primary: Rgb, accent: Rgb, min = 4.5): ContrastProblem | null {
  const p = brandPalette(primary, accent);
  const muted = parseHexColour(brandTextColours.muted)!;
  const text = parseHexColour(brandTextColours.text)!;
  const pairs: [string, Rgb, Rgb][] = [
    ['Text on the primary colour', text, p['navy-600']],
    ['Text on the primary colour', muted, p['navy-600']],
    ['Text on the primary colour', muted, primary],
    ['The accent on the primary colour', accent, p['navy-600']],
    ['The accent on the primary colour', accent, primary],
    ['Button text on the accent', p['navy-900'], accent],
    ['Button text on the accent', p['navy-900'], p['gold-strong']],
  ];
  // The first pair (in the order above: text, then accent, then buttons) that fails, at its worst.
  let worst: ContrastProblem | null = null;
  for (const [pair, fg, bg] of pairs) {
    const ratio = contrastRatio(fg, bg);
    if (worst && pair !== worst.pair) break;
    if (ratio < min && (!worst || ratio < worst.ratio)) worst = { pair, ratio };
  }
  return worst && { pair: worst.pair, ratio: Math.floor(worst.ratio * 100) / 100 };
}

/** The contrast the form shows live: accent on primary, rounded down to 2 decimals. */
export function accentContrast(primary: Rgb, accent: Rgb): number {
  return Math.floor(contrastRatio(accent, primary) * 100) / 100;
}
