import { coreMessages } from '@powerplay/contracts';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The page for every unknown route (and for content that does not exist). */
export function NotFoundPage() {
  const { title, message } = coreMessages.NOT_FOUND;
  useDocumentTitle(title);
  return (
    <section className="page page-narrow not-found" aria-labelledby="not-found-title">
      <p className="eyebrow" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p>{message} The page may have moved, or the address may be mistyped.</p>
      <div className="actions">
        <Link className="button button-primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button-secondary" to="/how-to-play">
          How to play
        </Link>
      </div>
    </section>
  );
}
