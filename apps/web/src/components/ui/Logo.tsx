interface LogoProps {
  className?: string;
}

/** The Powerplay wordmark, drawn inline (no external images under the CSP). */
export function Logo({ className }: LogoProps) {
  return (
    <span className={['logo', className].filter(Boolean).join(' ')}>
      <svg
        className="logo-mark"
        viewBox="0 0 64 64"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="32" cy="32" r="28" fill="#0b1733" stroke="currentColor" strokeWidth="5" />
        <path d="M28 14 L42 32 L31 32 L37 50 L22 30 L33 30 Z" fill="currentColor" />
      </svg>
      <span className="logo-text">
        Power<span className="logo-accent">play</span>
      </span>
    </span>
  );
}
