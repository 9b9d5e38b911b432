import type { ContentPage } from '@powerplay/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '../../components/ui/Loading';
import { RichText } from '../../components/ui/RichText';
import { isApiError } from '../../lib/api';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useContentPage } from './api';

// Only for a page that does not exist: not on the landing page's budget (it shows a content page).
const NotFoundPage = lazy(() =>
  import('../../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

interface ContentPageViewProps {
  slug: string;
  /** Heading and document title while the page loads or fails (and the document title after). */
  title: string;
  /** Renders the loaded page; by default the standard layout. */
  children?: (page: ContentPage) => ReactNode;
  className?: string;
}

/** Loads a CMS page and handles its loading, error (with retry) and not-found states. */
export function ContentPageView({ slug, title, children, className }: ContentPageViewProps) {
  const query = useContentPage(slug);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useDocumentTitle(notFound ? undefined : title);

  if (notFound) {
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  if (query.isPending) {
    return (
      <section className="page" aria-labelledby="page-title" aria-busy="true">
        <header className="page-header">
          <h1 id="page-title">{title}</h1>
        </header>
        <Loading />
      </section>
    );
  }

  if (query.isError) {
    return (
      <section className="page" aria-labelledby="page-title">
        <header className="page-header">
          <h1 id="page-title">{title}</h1>
        </header>
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </section>
    );
  }

  return (
    <section className={['page', className].filter(Boolean).join(' ')} aria-labelledby="page-title">
      {children ? children(query.data) : <StandardContent page={query.data} />}
    </section>
  );
}

/** Title, intro, body and blocks: the layout of marketing text and policy pages. */
export function StandardContent({ page, after }: { page: ContentPage; after?: ReactNode }) {
  return (
    <>
      <PageHeader page={page} />
      <ContentBody page={page} after={after} />
    </>
  );
}

/** A page's body and its blocks, then `after`. */
export function ContentBody({ page, after }: { page: ContentPage; after?: ReactNode }) {
  return (
    <div className="content-layout">
      <RichText html={page.bodyHtml} className="prose" />
      {page.blocks.map((block, index) => (
        <section key={index} className="content-block" aria-labelledby={`block-${index}`}>
          <h2 id={`block-${index}`}>{block.heading}</h2>
          <RichText html={block.html} className="prose" />
        </section>
      ))}
      {after}
    </div>
  );
}

export function PageHeader({ page }: { page: ContentPage }) {
  return (
    <header className="page-header">
      <h1 id="page-title">{page.title}</h1>
      {page.intro ? <p className="lead">{page.intro}</p> : null}
    </header>
  );
}

/** The numbered blocks (how-to steps, highlights). */
export function NumberedBlocks({ page, label }: { page: ContentPage; label: string }) {
  return (
    <section className="numbered" aria-labelledby="numbered-title">
      <h2 id="numbered-title">{label}</h2>
      <ol className="numbered-list">
        {page.blocks.map((block, index) => (
          <li key={index} className="numbered-item">
            <span className="numbered-badge" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{block.heading}</h3>
              <RichText html={block.html} className="prose" />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
