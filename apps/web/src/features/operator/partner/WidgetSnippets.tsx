import {
  EMBED_HEIGHT_MESSAGE,
  embedSnippet,
  embedWidgetInfo,
  embedWidgetPath,
  embedWidgets,
  type EmbedHeightMessage,
  type EmbedWidget,
} from '@powerplay/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Notice } from '../../../components/ui/Notice';
import type { WidgetChoices } from './partnerApi';

/** The choices of what a widget follows (the countdown follows the next draw, whatever it is). */
const choicesOf = (widget: EmbedWidget, choices: WidgetChoices | undefined) =>
  widget === 'draw'
    ? choices?.draws
    : widget === 'scoreboard'
      ? choices?.gameSets
      : widget === 'draft'
        ? choices?.drafts
        : undefined;

/**
 * The preview frame's height, from the height messages its widget posts (as embed.js sizes a partner's
 * frame): only from that frame, at this site's origin. Null until the first one (the stylesheet's height).
 */
function useWidgetHeight(frame: RefObject<HTMLIFrameElement | null>, name: string): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent<Partial<EmbedHeightMessage> | null>) => {
      const data = event.data;
      if (!data || data.type !== EMBED_HEIGHT_MESSAGE || data.frame !== name) return;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const next = Number(data.height);
      if (Number.isFinite(next) && next > 0 && next < 10_000) setHeight(Math.ceil(next));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, name]);
  return height;
}

/**
 * One widget's card: what it follows (a draw, game set or draft; "the current one" where the widget
 * can choose), the snippet to paste with a Copy button, and a live preview (the widget itself, framed
 * by this site).
 */
function WidgetCard({
  widget,
  siteOrigin,
  choices,
}: {
  widget: EmbedWidget;
  siteOrigin: string;
  choices: WidgetChoices | undefined;
}) {
  const info = embedWidgetInfo[widget];
  const options = choicesOf(widget, choices);
  // Undefined: the widget follows the current one (live, else the next).
  const [id, setId] = useState<number | undefined>(undefined);
  const [copied, setCopied] = useState<string | null>(null);
  const snippet = embedSnippet(siteOrigin, widget, id);
  const selectId = `partner-${widget}-follows`;
  // The preview is sized to its widget, as a partner's frame is: no empty band, nothing cut off.
  const frameName = `preview-${widget}`;
  const path = embedWidgetPath(widget, id);
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useWidgetHeight(frame, frameName);

  const copy = () => {
    navigator.clipboard.writeText(snippet).then(
      () => setCopied('Snippet copied.'),
      () => setCopied('Copying failed: select the snippet and copy it.'),
    );
  };

  return (
    <article className="account-card partner-widget" aria-labelledby={`partner-${widget}-title`}>
      <h3 id={`partner-${widget}-title`}>{info.label}</h3>
      {info.param ? (
        <div className="field">
          <label htmlFor={selectId}>Shows</label>
          <select
            id={selectId}
            value={id ?? ''}
            onChange={(e) => {
              setCopied(null);
              setId(e.target.value ? Number(e.target.value) : undefined);
            }}
          >
            <option value="">The current one</option>
            {(options ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="muted">Counts down to the next draw, whichever it is.</p>
      )}
      <pre className="partner-snippet">
        <code>{snippet}</code>
      </pre>
      <button type="button" className="button button-secondary button-small" onClick={copy}>
        Copy snippet
      </button>
      <Notice text={copied} />
      <iframe
        ref={frame}
        className="partner-preview"
        title={`Preview: ${info.label}`}
        src={`${path}${path.includes('?') ? '&' : '?'}frame=${frameName}`}
        loading="lazy"
        style={height === null ? undefined : { height }}
      />
    </article>
  );
}

/** Every widget's snippet and preview. */
export function WidgetSnippets({
  siteOrigin,
  choices,
}: {
  siteOrigin: string;
  choices: WidgetChoices | undefined;
}) {
  return (
    <section aria-labelledby="widgets-title">
      <h2 id="widgets-title">Widgets</h2>
      <p className="muted">
        Paste a snippet into a page of an allowed site: it shows the widget there, live, sized to fit. Links
        open this site in a new tab; nobody needs to sign in to watch.
      </p>
      <div className="partner-widgets">
        {embedWidgets.map((widget) => (
          <WidgetCard key={widget} widget={widget} siteOrigin={siteOrigin} choices={choices} />
        ))}
      </div>
    </section>
  );
}
