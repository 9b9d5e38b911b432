interface LogoProps {
  /** The brand's name (the wordmark, or the image's text alternative). */
  name?: string;
  /** The brand's own logo (SVG or PNG, served by the API); none: the built-in mark and wordmark. */
  imageUrl?: string | null;
  className?: string;
}

/** The site's logo: the partner's image when it has one, else the built-in mark with the name. */
export function Logo({ name = 'Powerplay', imageUrl, className }: LogoProps) {
  const classes = ['logo', className].filter(Boolean).join(' ');
  if (imageUrl) {
    return (
      <span className={classes}>
        <img className="logo-image" src={imageUrl} alt={name} height={36} />
      </span>
    );
  }
  return (
    <span className={classes}>
      <svg
        className="logo-mark"
        viewBox="0 0 64 64"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="28" fill="var(--navy-800)" stroke="currentColor" strokeWidth="5" />
        <path d="M28 14 L42 32 L31 32 L37 50 L22 30 L33 30 Z" fill="currentColor" />
      </svg>
      <span className="logo-text">
        {/* Today's wordmark keeps its two-tone "Power|play"; another name is written as it is. */}
        {name === 'Powerplay' ? (
          <>
            Power<span className="logo-accent">play</span>
          </>
        ) : (
          name
        )}
      </span>
    </span>
  );
}
