import type { Brand } from '@powerplay/contracts';
import { brandTheme, parseHexColour } from '@powerplay/domain';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/escape-html';

/** Only `#rrggbb` reaches CSS (the schema and the database say so; this keeps a bad row harmless). */
const safeColour = (c: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : fallback);

/**
 * The brand's theme as CSS custom properties on `:root`: what every page (and the embeddable widgets'
 * own shells) put in a `<style>` after their stylesheet. Every colour the stylesheet draws with is
 * derived here by the domain's brandTheme, the same derivation the contrast check reads, so the pairs
 * checked are the pairs drawn (a light primary gets dark text and `color-scheme: light`).
 */
export function brandStyle(brand: Pick<Brand, 'primaryColor' | 'accentColor'>): string {
  const primary = safeColour(brand.primaryColor, '#0b1733');
  const accent = safeColour(brand.accentColor, '#f5c542');
  const theme = brandTheme(parseHexColour(primary)!, parseHexColour(accent)!);
  const colours = Object.entries(theme.colours).map(([name, value]) => `--${name}:${value}`);
  return `:root{--brand-primary:${primary};--brand-accent:${accent};${colours.join(';')};color-scheme:${theme.mode}}`;
}

const DESCRIPTION =
  ': live-play lotto draws and sports contests where you change your picks while the action happens.';

/**
 * index.html with the brand: title, description, og:site_name, theme colour, icon, the colours'
 * `<style id="brand">` and the brand itself as non-executed JSON (`#brand-data`, the web's first answer
 * to `useBrand`, so no page waits for `/api/brand`). Built once per brand version, not per request.
 */
export function renderShell(template: string, brand: Brand): string {
  const name = escapeHtml(brand.siteName);
  const icon = brand.favicon
    ? `<link rel="icon" type="${escapeHtml(brand.favicon.type)}" href="${escapeHtml(brand.favicon.url)}" />`
    : '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
  // `<` escaped: the JSON cannot close its script element, whatever the operator typed.
  const data = JSON.stringify(brand).replace(/</g, '\\u003c');
  const head =
    `<meta property="og:site_name" content="${name}" />\n` +
    `<style id="brand">${brandStyle(brand)}</style>\n` +
    `<script type="application/json" id="brand-data">${data}</script>\n`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${name}${escapeHtml(DESCRIPTION)}" />`,
    )
    .replace(
      /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${safeColour(brand.primaryColor, '#0b1733')}" />`,
    )
    .replace(/<link\s+rel="icon"[^>]*>/, icon)
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      `<noscript>${name} needs JavaScript to run. Please enable it in your browser.</noscript>`,
    )
    .replace('</head>', `${head}</head>`);
}

/** A rendered shell: its bytes and a strong ETag. */
export interface Shell {
  body: Buffer;
  etag: string;
}

/** Renders the shell for a brand, once per brand version (the read model's value changes with it). */
export function shellRenderer(template: string) {
  let last: { brand: Brand; shell: Shell } | undefined;
  return (brand: Brand): Shell => {
    if (last?.brand === brand) return last.shell;
    const body = Buffer.from(renderShell(template, brand));
    const shell = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    last = { brand, shell };
    return shell;
  };
}
