import { Link } from 'react-router';

/** A row's Open link: "Open" with what it opens for screen readers. */
export function OpenLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="button button-secondary button-small">
      Open<span className="visually-hidden">{` ${what}`}</span>
    </Link>
  );
}
