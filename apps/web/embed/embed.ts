import {
  EMBED_HEIGHT_MESSAGE,
  embedWidgetInfo,
  embedWidgets,
  type EmbedHeightMessage,
  type EmbedWidget,
} from '@powerplay/contracts';

/**
 * `embed.js`, the one script a partner pastes (decision 029):
 *   <script src="https://site/embed.js" data-widget="draw" data-game="123" async></script>
 * It puts the widget's frame right after itself and keeps the frame as tall as the widget, from the
 * height messages the widget posts (only from that frame, at the site's origin). Built as one small
 * classic script: the same file pasted twice runs twice without clashing.
 */
interface Frame {
  frame: HTMLIFrameElement;
  origin: string;
}
const w = window as Window & { __powerplayEmbed?: Map<string, Frame> };

function frames(): Map<string, Frame> {
  if (w.__powerplayEmbed) return w.__powerplayEmbed;
  const known = new Map<string, Frame>();
  w.__powerplayEmbed = known;
  window.addEventListener('message', (event: MessageEvent<Partial<EmbedHeightMessage> | null>) => {
    const data = event.data;
    if (!data || data.type !== EMBED_HEIGHT_MESSAGE || typeof data.frame !== 'string') return;
    const entry = known.get(data.frame);
    if (!entry || event.origin !== entry.origin || event.source !== entry.frame.contentWindow) return;
    const height = Number(data.height);
    if (Number.isFinite(height) && height > 0 && height < 10_000)
      entry.frame.style.height = `${Math.ceil(height)}px`;
  });
  return known;
}

function insert(script: HTMLScriptElement) {
  script.dataset.powerplayEmbedded = '1';
  const widget = script.dataset.widget as EmbedWidget | undefined;
  if (!widget || !embedWidgets.includes(widget)) {
    console.error(`embed.js: data-widget must be one of ${embedWidgets.join(', ')}`);
    return;
  }
  const origin = new URL(script.src).origin;
  const info = embedWidgetInfo[widget];
  const id = `pp-${Math.random().toString(36).slice(2, 10)}`;
  const url = new URL(`/embed/${widget}`, origin);
  const value = info.param && script.dataset[info.param];
  if (info.param && value) url.searchParams.set(info.param, value);
  url.searchParams.set('frame', id);

  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = info.label;
  frame.loading = 'lazy';
  frame.setAttribute('scrolling', 'no');
  frame.style.cssText = 'display:block;width:100%;max-width:600px;min-width:280px;height:240px;border:0';
  frames().set(id, { frame, origin });
  if (script.parentNode && script.parentNode !== document.head) script.after(frame);
  else document.body.append(frame);
}

// `currentScript` while this copy runs; otherwise (some loaders) every snippet not yet handled.
const current = document.currentScript as HTMLScriptElement | null;
const scripts = current?.dataset.widget
  ? [current]
  : [...document.querySelectorAll<HTMLScriptElement>('script[data-widget]:not([data-powerplay-embedded])')];
scripts.filter((s) => !s.dataset.powerplayEmbedded && /\/embed\.js(\?|$)/.test(s.src)).forEach(insert);
