import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '@powerplay/contracts';
import { countdownParts, pad2 } from '../src/lib/countdown';
import './widget.css';

/**
 * What every widget shares: plain DOM (no framework: each widget stays a few KB over the wire), the
 * site's public JSON and event streams (no sign-in, no cookie), links that open the full site in a new
 * tab, and the height messages `embed.js` sizes the frame by.
 */
export const root = document.getElementById('widget')!;
export const params = new URLSearchParams(location.search);

type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | undefined>;

/** An element with attributes (`class`, `aria-*`, …; false/undefined left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

/** A link to the full site, in a new tab (the frame stays the partner's). */
export const siteLink = (path: string, text: string, className = 'embed-link') =>
  h(
    'a',
    { href: new URL(path, location.origin).href, target: '_blank', rel: 'noopener', class: className },
    text,
  );

/** Replaces the widget's content. */
export function show(...nodes: Child[]) {
  root.replaceChildren(...nodes.filter((n): n is Node | string => Boolean(n)));
  root.removeAttribute('aria-busy');
}

/** A public GET of the site's API; an error carries the catalogue's message when the server sent one. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { credentials: 'omit', cache: 'no-cache' });
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new Error(body?.error?.message ?? 'Something went wrong. Please try again later.');
  return body as T;
}

/** The widget's failure, said in the frame (and announced). */
export function showError(error: unknown) {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again later.';
  show(h('p', { class: 'embed-error', role: 'alert' }, message));
}

/**
 * A topic's event stream: each event's JSON to its handler. EventSource reconnects by itself and
 * resumes after the last event id it saw (the server replays what was missed).
 */
export function listen(path: string, handlers: Record<string, (data: unknown) => void>): EventSource {
  const source = new EventSource(path);
  for (const [type, handle] of Object.entries(handlers)) {
    source.addEventListener(type, (event) => handle(JSON.parse((event as MessageEvent<string>).data)));
  }
  return source;
}

/** The server clock minus this browser's (a countdown runs on the server's time). */
export async function serverOffset(): Promise<number> {
  const sent = Date.now();
  try {
    const { serverTime } = await getJson<{ serverTime: string }>('/api/time');
    return Date.parse(serverTime) - (sent + Date.now()) / 2;
  } catch {
    return 0;
  }
}

/** "2 d 03:04:05" or "03:04:05". */
export function clock(ms: number): string {
  const p = countdownParts(ms);
  const hms = `${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
  return p.days > 0 ? `${p.days} d ${hms}` : hms;
}

/** "2 days, 3 hours, 4 minutes": the countdown as a screen reader hears it (once a minute, not each tick). */
export function spokenClock(ms: number): string {
  const p = countdownParts(ms);
  const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return (
    [part(p.days, 'day'), part(p.hours, 'hour'), part(p.minutes, 'minute')].filter(Boolean).join(', ') ||
    'less than a minute'
  );
}

/**
 * Tells the page around the frame how tall the widget is, whenever that changes (embed.js sets the
 * frame's height from it). Only the frame embed.js named (`frame`) is sized; the height is no secret.
 */
function reportHeight() {
  const frame = params.get('frame');
  if (window.parent === window || !frame) return;
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, frame, height };
    window.parent.postMessage(message, '*');
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}
reportHeight();
