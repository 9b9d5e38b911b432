import { contentKindLabels, contentKinds, type ContentTextSummary } from '@powerplay/contracts';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { QueryError } from '../../../components/ui/QueryError';
import { noticeText } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useContentTexts } from './contentApi';
import './content.css';

/** `/operator/content`: every server-held text, grouped by kind, each a link to its editor. */
export function ContentListPage() {
  useDocumentTitle('Content · Operator');
  const texts = useContentTexts();
  return (
    <section className="account-card content-editor" aria-labelledby="content-title">
      <h2 id="content-title">Content</h2>
      <p>
        Every text the site shows from the server. Each save is a new version: open a text to edit it, preview
        it as the public page shows it, or restore an older version.
      </p>
      {texts.isPending ? (
        <Loading />
      ) : texts.isError ? (
        <QueryError error={texts.error} onRetry={() => void texts.refetch()} retrying={texts.isFetching} />
      ) : texts.data.texts.length === 0 ? (
        <p>{noticeText('NO_CONTENT_TEXTS')}</p>
      ) : (
        contentKinds.map((kind) => {
          const ofKind = texts.data.texts.filter((t) => t.kind === kind);
          return ofKind.length === 0 ? null : <KindGroup key={kind} kind={kind} texts={ofKind} />;
        })
      )}
    </section>
  );
}

function KindGroup({ kind, texts }: { kind: keyof typeof contentKindLabels; texts: ContentTextSummary[] }) {
  const id = `content-kind-${kind}`;
  return (
    <section className="content-kind" aria-labelledby={id}>
      <h3 id={id}>{contentKindLabels[kind]}</h3>
      <ul className="content-texts">
        {texts.map((t) => (
          <li key={t.slug}>
            <Link to={`/operator/content/${t.slug}`}>{t.title}</Link>
            <span className="content-text-meta">
              {t.slug} · version {t.version} ·{' '}
              <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
