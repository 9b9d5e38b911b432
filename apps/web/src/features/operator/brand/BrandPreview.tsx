import { copyrightText } from '@powerplay/contracts';
import { brandTheme, parseHexColour } from '@powerplay/domain';
import type { CSSProperties } from 'react';

/**
 * The brand as the site would show it (not saved): a header, text with a link, a button and the footer,
 * with the theme the server would write for these two colours (packages/domain's brandTheme) set on
 * the preview alone.
 */
export function BrandPreview(props: {
  siteName: string;
  primary: string;
  accent: string;
  /** The saved colours: the preview keeps them while a colour being typed is not a colour yet. */
  savedPrimary: string;
  savedAccent: string;
  logoUrl: string | null;
  supportPhone: string;
  supportEmail: string;
  copyrightHolder: string;
}) {
  const primary = parseHexColour(props.primary) ?? parseHexColour(props.savedPrimary);
  const accent = parseHexColour(props.accent) ?? parseHexColour(props.savedAccent);
  const theme = primary && accent ? brandTheme(primary, accent) : null;
  const style = theme
    ? (Object.fromEntries([
        ...Object.entries(theme.colours).map(([name, value]) => [`--${name}`, value]),
        ['colorScheme', theme.mode],
      ]) as CSSProperties)
    : undefined;
  return (
    <section className="brand-preview" style={style} aria-label="Live preview">
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
