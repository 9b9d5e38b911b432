import { coreMessages } from '@powerplay/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useBrand } from '../features/brand';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { title, message } = coreMessages.SOMETHING_WRONG;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? coreMessages.NOT_FOUND.title : title);
  const stale = isChunkLoadError(error);
  const { siteName } = useBrand();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <h1 id="error-title">{notFound ? coreMessages.NOT_FOUND.title : title}</h1>
      <p>
        {notFound
          ? coreMessages.NOT_FOUND.message
          : stale
            ? `A new version of ${siteName} is available. Reload the page to continue.`
            : message}
      </p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link className="button button-secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** Errors below the shell: shown inside header and footer. */
export function RouteError() {
  return <ErrorContent />;
}

/** Errors of the shell itself (e.g. its code failed to load): a bare page with its own landmark. */
export function RootError() {
  return (
    <main id="main" className="root-error">
      <ErrorContent />
    </main>
  );
}
