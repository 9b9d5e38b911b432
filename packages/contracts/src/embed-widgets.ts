/**
 * The embeddable widgets' names, paths, snippet and frame messages (decision 029): plain constants, no zod,
 * so the widgets and `embed.js` that import them stay a few KB. The schemas are in embed.ts.
 */

/** The widgets, by the name in their path (`/embed/draw`) and in the snippet's `data-widget`. */
export const embedWidgets = ['countdown', 'draw', 'scoreboard', 'draft'] as const;
export type EmbedWidget = (typeof embedWidgets)[number];

/** What each widget shows, and the query parameter naming what it follows (none: it picks the current one). */
export const embedWidgetInfo: Record<EmbedWidget, { label: string; param: string | null; title: string }> = {
  countdown: { label: 'Next draw countdown', param: null, title: 'Next draw' },
  draw: { label: 'Live draw board', param: 'game', title: 'Live draw' },
  scoreboard: { label: 'Live scoreboard', param: 'gameSet', title: 'Live scores' },
  draft: { label: 'Live draft board', param: 'draft', title: 'Live draft' },
};

/** The message a widget posts to its parent page whenever its height changes (embed.js sizes the frame). */
export const EMBED_HEIGHT_MESSAGE = 'powerplay:embed-height';
export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  /** The widget's `frame` attribute: which frame of the page this is. */
  frame: string;
  height: number;
}

/** The widget's path with its id, e.g. `/embed/draw?game=12`. */
export function embedWidgetPath(widget: EmbedWidget, id?: number): string {
  const param = embedWidgetInfo[widget].param;
  return `/embed/${widget}${param && id !== undefined ? `?${param}=${id}` : ''}`;
}

/** The snippet a partner pastes: one script tag that inserts the widget's frame after itself. */
export function embedSnippet(siteOrigin: string, widget: EmbedWidget, id?: number): string {
  const param = embedWidgetInfo[widget].param;
  const idAttr =
    param && id !== undefined ? ` data-${param.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${id}"` : '';
  return `<script src="${siteOrigin}/embed.js" data-widget="${widget}"${idAttr} async></script>`;
}
