import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list of My Game Center without entries: what is missing, and where to enter one. */
export function NoGames({
  text,
  to,
  action,
  children,
}: {
  text: string;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      <Link to={to} className="button button-primary button-small">
        {action}
      </Link>
      {children}
    </div>
  );
}
