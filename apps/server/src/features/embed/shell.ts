import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embedWidgetInfo, embedWidgets, type EmbedWidget } from '@powerplay/contracts';
import { escapeHtml } from '../../platform/escape-html';

/** One entry of Vite's build manifest (`dist/embed/.vite/manifest.json`). */
interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Each widget's scripts and styles as the embed build named them (hashed), under `/embed/`. */
export interface WidgetAssets {
  script: string;
  preloads: string[];
  styles: string[];
}

/** What `/embed.js` sends: the loader a partner pastes (built unhashed, cached for minutes). */
export function readLoader(distDir: string | undefined): Buffer | undefined {
  const file = distDir && path.join(distDir, 'embed', 'embed.js');
  return file && existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * Reads the embed build's manifest once at start: the entry of each widget is `embed/<widget>.ts`.
 * Undefined when the widgets were not built (the pages then say so instead of loading nothing).
 */
export function readWidgetAssets(distDir: string | undefined): Map<EmbedWidget, WidgetAssets> | undefined {
  const file = distDir && path.join(distDir, 'embed', '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const url = (f: string) => `/embed/${f}`;
  const assets = new Map<EmbedWidget, WidgetAssets>();
  for (const widget of embedWidgets) {
    const entry = manifest[`${widget}.ts`];
    if (!entry) continue;
    const imports = (entry.imports ?? []).map((key) => manifest[key]).filter((e) => e !== undefined);
    assets.set(widget, {
      script: url(entry.file),
      preloads: imports.map((e) => url(e.file)),
      styles: [...(entry.css ?? []), ...imports.flatMap((e) => e.css ?? [])].map(url),
    });
  }
  return assets;
}

/**
 * A widget's HTML shell: its title, its styles, the brand's CSS custom properties in `<style id="brand">`
 * (the brand feature's `brandStyle`; empty: the widget's stylesheet keeps today's colours), and its script.
 */
export function widgetShell(opts: {
  widget: EmbedWidget;
  siteName: string;
  brandCss: string;
  assets: WidgetAssets | undefined;
}): string {
  const { widget, siteName, brandCss, assets } = opts;
  const title = `${embedWidgetInfo[widget].title} · ${siteName}`;
  const head = assets
    ? [
        ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
        ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        `<script type="module" src="${assets.script}"></script>`,
      ].join('')
    : '';
  const body = assets
    ? '<p class="embed-loading">Loading…</p>'
    : '<p>This widget is not available right now.</p>';
  // `</style` cannot end the element early: the brand's CSS is the server's own, but stay safe.
  const brand = brandCss.replace(/<\/style/gi, '<\\/style');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style id="brand">${brand}</style>${head}</head>` +
    `<body><main id="widget" class="embed embed-${widget}" data-widget="${widget}" ` +
    `data-site-name="${escapeHtml(siteName)}" aria-busy="true">${body}</main></body></html>`
  );
}
