import { Link } from 'react-router';

/** The buttons under a product's landing header: its own call to action, Read More, Partner With Us. */
export function LandingActions({
  primary,
  readMore,
  className = 'actions',
}: {
  primary: { to: string; label: string; state?: unknown };
  readMore: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Link to={primary.to} state={primary.state} className="button button-primary">
        {primary.label}
      </Link>
      <Link to={readMore} className="button button-secondary">
        Read More
      </Link>
      <Link to="/partner" className="button button-secondary">
        Partner With Us
      </Link>
    </div>
  );
}
