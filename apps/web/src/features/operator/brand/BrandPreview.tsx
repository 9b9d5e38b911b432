import { copyrightText } from '@powerplay/contracts';
import { parseHexColour } from '@powerplay/domain';
import type { CSSProperties } from 'react';

/**
 * The brand as the site would show it (not saved): a header, text with a link, a button and the footer,
 * under `.brand-scope`, which re-derives the whole palette (index.css) from the two colours set here.
 */
export function BrandPreview(props: {
  siteName: string;
  primary: string;
  accent: string;
  logoUrl: string | null;
  supportPhone: string;
  supportEmail: string;
  copyrightHolder: string;
}) {
  // A colour being typed is not a colour yet: the preview keeps the last that parses (the saved default).
  const style = {
    ...(parseHexColour(props.primary) ? { '--brand-primary': props.primary } : {}),
    ...(parseHexColour(props.accent) ? { '--brand-accent': props.accent } : {}),
  } as CSSProperties;
  return (
    <section className="brand-scope brand-preview" style={style} aria-label="Live preview">
      <div className="brand-preview-header">
        {/* The header's logo as Logo draws it (not imported: the landing page's shell keeps it in its chunk). */}
        <span className="logo">
          {props.logoUrl ? (
            <img className="logo-image" src={props.logoUrl} alt={props.siteName} height={36} />
          ) : (
            <span className="logo-text">{props.siteName}</span>
          )}
        </span>
        <span className="brand-preview-nav">Results · Solutions · Partner with us</span>
      </div>
      <div className="brand-preview-body">
        <h3>Tonight&apos;s draw</h3>
        <p>
          Change your picks while the balls drop.{' '}
          <a href="#preview" onClick={(e) => e.preventDefault()}>
            How draws are verified
          </a>
        </p>
        <button type="button" className="button button-primary" tabIndex={-1}>
          Play now
        </button>
      </div>
      <p className="brand-preview-footer">
        Support: {props.supportPhone} · {props.supportEmail}
        <br />
        {copyrightText(new Date().getFullYear(), props.copyrightHolder, props.copyrightHolder)}
      </p>
    </section>
  );
}
