import {
  embedSnippet,
  embedWidgetInfo,
  embedWidgetPath,
  embedWidgets,
  type EmbedWidget,
} from '@powerplay/contracts';
import { useState } from 'react';
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
        className="partner-preview"
        title={`Preview: ${info.label}`}
        src={embedWidgetPath(widget, id)}
        loading="lazy"
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
