import { contrastRatio, parseHexColour, shadeLightness, toHexColour, type Rgb } from './colour';

/**
 * The site's theme from the brand's two colours (docs/rules/brand.md): every colour the stylesheet
 * draws with, as the server writes them into the page, and the foreground/background pairs the pages
 * really draw, each of which must be readable.
 */
export type BrandMode = 'dark' | 'light';

/**
 * The derived shades as factors of the primary's or the accent's OKLCH lightness and chroma, fitted so
 * today's primary (#0b1733) and accent (#f5c542) give today's palette. On a light theme the lightness
 * moves the other way (a raised surface is darker than the primary), by the same amount of its depth.
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

/**
 * The fixed colours of each theme: body and muted text, the status colours and the focus ring. A dark
 * theme keeps today's light inks; a light theme has dark ones of the same roles.
 */
export const brandInks = {
  dark: {
    text: '#eef2fb',
    muted: '#bcc6de',
    danger: '#ffb4ab',
    success: '#9be7b0',
    focus: '#7cc4ff',
  },
  light: {
    text: '#111a2e',
    muted: '#3f4a61',
    danger: '#a8201a',
    success: '#17612d',
    focus: '#0b57d0',
  },
} as const;

type Ink = keyof (typeof brandInks)['dark'];
export type BrandThemeColour = keyof typeof brandShades | 'navy-800' | 'gold' | 'on-accent' | Ink;

export interface BrandTheme {
  mode: BrandMode;
  /** Every CSS custom property the theme sets (without the leading `--`), as `#rrggbb`. */
  colours: Record<BrandThemeColour, string>;
}

/** The theme whose text reads better on the primary: light text on a dark primary, dark on a light one. */
export function brandMode(primary: Rgb): BrandMode {
  const onDark = contrastRatio(parseHexColour(brandInks.dark.text)!, primary);
  const onLight = contrastRatio(parseHexColour(brandInks.light.text)!, primary);
  return onLight > onDark ? 'light' : 'dark';
}

export function brandTheme(primary: Rgb, accent: Rgb): BrandTheme {
  const mode = brandMode(primary);
  const colours = {
    ...brandInks[mode],
    'navy-800': toHexColour(primary),
    gold: toHexColour(accent),
  } as Record<BrandThemeColour, string>;
  for (const [name, s] of Object.entries(brandShades)) {
    // The accent's darker shade (borders, ball gradients) stays darker on both themes.
    const mirrored = mode === 'light' && name !== 'gold-dark';
    colours[name as keyof typeof brandShades] = toHexColour(
      shadeLightness(s.of === 'primary' ? primary : accent, s.l, s.c, mirrored),
    );
  }
  // Text on the accent (primary buttons, badges): the page's darkest or lightest colour, whichever reads.
  const inks = mode === 'dark' ? [colours['navy-900'], colours.text] : [colours.text, colours['navy-900']];
  const [first, second] = inks.map((c) => contrastRatio(parseHexColour(c)!, accent)) as [number, number];
  colours['on-accent'] = first >= second ? inks[0]! : inks[1]!;
  return { mode, colours };
}

/** A pair the pages draw: its name as the operator knows it, and its colours. */
export interface BrandPair {
  pair: string;
  foreground: BrandThemeColour;
  background: BrandThemeColour;
  /** Which of the two brand colours the operator changes to fix it. */
  fix: 'primary' | 'accent';
}

const pair = (name: string, fix: BrandPair['fix'], fg: BrandThemeColour, ...bgs: BrandThemeColour[]) =>
  bgs.map((background): BrandPair => ({ pair: name, foreground: fg, background, fix }));

/**
 * What the pages draw, in the order a failure is reported: the page is navy-900, panels the primary
 * (navy-800), raised cards navy-700, a pressed or hovered control navy-600 (its text only); links are
 * gold-strong, highlighted figures the accent; a primary button is on-accent on the accent (gold-strong
 * when hovered). The footer (navy-950) is darker than the page on a dark theme, lighter on a light one.
 */
export const brandPairs: readonly BrandPair[] = [
  ...pair('Text on the page background', 'primary', 'text', 'navy-900', 'navy-950'),
  ...pair('Muted text on the page background', 'primary', 'muted', 'navy-900', 'navy-950'),
  ...pair('Text on the primary colour', 'primary', 'text', 'navy-800', 'navy-700', 'navy-600'),
  ...pair('Muted text on the primary colour', 'primary', 'muted', 'navy-800', 'navy-700'),
  ...pair('Error messages on the primary colour', 'primary', 'danger', 'navy-900', 'navy-800'),
  ...pair('Success messages on the primary colour', 'primary', 'success', 'navy-900', 'navy-800'),
  ...pair('Links on the page background', 'accent', 'gold-strong', 'navy-900', 'navy-950'),
  ...pair('Links on the primary colour', 'accent', 'gold-strong', 'navy-800', 'navy-700'),
  ...pair('The accent on the page background', 'accent', 'gold', 'navy-900'),
  ...pair('The accent on the primary colour', 'accent', 'gold', 'navy-800', 'navy-700'),
  ...pair('Button text on the accent', 'accent', 'on-accent', 'gold', 'gold-strong'),
];

export interface ContrastProblem {
  /** Which pair, as the operator knows it ("Links on the primary colour"). */
  pair: string;
  foreground: string;
  background: string;
  /** Rounded down to 2 decimals: a ratio shown as 4.50 really is 4.5 or more. */
  ratio: number;
  /** The colour the operator changes, and one near it that makes every pair readable (if any). */
  fix: 'primary' | 'accent';
  suggestion: string | null;
}

const floor2 = (r: number) => Math.floor(r * 100) / 100;

/** Each pair's ratio on this theme, in `brandPairs` order. */
export function brandContrasts(theme: BrandTheme): { pair: BrandPair; ratio: number }[] {
  return brandPairs.map((p) => ({
    pair: p,
    ratio: contrastRatio(
      parseHexColour(theme.colours[p.foreground])!,
      parseHexColour(theme.colours[p.background])!,
    ),
  }));
}

function firstFailure(primary: Rgb, accent: Rgb, min: number) {
  const theme = brandTheme(primary, accent);
  const failed = brandContrasts(theme).find((c) => c.ratio < min);
  return failed && { theme, ...failed };
}

/**
 * The first pair the pages draw that is below `min` (WCAG AA: 4.5), with what would fix it: the
 * nearest colour (same hue, lightness moved either way) of the one to change that makes every pair
 * readable. Null when all pass.
 */
export function brandContrastProblem(primary: Rgb, accent: Rgb, min = 4.5): ContrastProblem | null {
  const failed = firstFailure(primary, accent, min);
  if (!failed) return null;
  const { theme, pair, ratio } = failed;
  return {
    pair: pair.pair,
    foreground: theme.colours[pair.foreground],
    background: theme.colours[pair.background],
    ratio: floor2(ratio),
    fix: pair.fix,
    suggestion: nearestReadable(primary, accent, pair.fix, min),
  };
}

/** The lowest ratio of all pairs (what the form shows when the brand is readable). */
export function lowestBrandContrast(primary: Rgb, accent: Rgb): { pair: string; ratio: number } {
  const all = brandContrasts(brandTheme(primary, accent));
  const lowest = all.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return { pair: lowest.pair.pair, ratio: floor2(lowest.ratio) };
}

function nearestReadable(primary: Rgb, accent: Rgb, fix: 'primary' | 'accent', min: number): string | null {
  const colour = fix === 'primary' ? primary : accent;
  // Steps of 2% of OKLCH lightness, the nearer first, lighter before darker at the same distance.
  for (let step = 1; step <= 50; step++) {
    for (const sign of [1, -1]) {
      const moved = shadeLightness(colour, 1, 1, false, sign * step * 0.02);
      if (toHexColour(moved) === toHexColour(colour)) continue;
      const ok = fix === 'primary' ? !firstFailure(moved, accent, min) : !firstFailure(primary, moved, min);
      if (ok) return toHexColour(moved);
    }
  }
  return null;
}

/** `BRAND_CONTRAST_LOW`'s parameters: the pair, its colours and ratio, and what would fix it. */
export function brandContrastParams(problem: ContrastProblem): Record<string, string> {
  const colour = problem.fix === 'primary' ? 'primary colour' : 'accent';
  return {
    pair: problem.pair,
    ratio: problem.ratio.toFixed(2),
    foreground: problem.foreground,
    background: problem.background,
    fix: problem.suggestion
      ? `${problem.fix === 'primary' ? 'A' : 'An'} ${colour} such as ${problem.suggestion} would be readable.`
      : `Choose another ${colour}.`,
  };
}
