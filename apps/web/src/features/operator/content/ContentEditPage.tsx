import { contentKindLabels } from '@powerplay/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { Notice } from '../../../components/ui/Notice';
import { QueryError } from '../../../components/ui/QueryError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useContentText } from './contentApi';
import { ContentForm } from './ContentForm';
import { ContentHistory } from './ContentHistory';
import { publicPathOf } from './ContentPreview';
import './content.css';

/**
 * `/operator/content/:slug`: one text's editor (rich text with Tiptap, plain fields for the rest), its
 * preview as the public page shows it, and its version history with restore.
 */
export function ContentEditPage() {
  const { slug = '' } = useParams();
  const text = useContentText(slug);
  // Kept here: a save or restore brings a new version, and the form starts again from it.
  const [notice, setNotice] = useState<{ slug: string; text: string } | null>(null);
  const say = (text: string) => setNotice({ slug, text });
  useDocumentTitle(text.data ? `${text.data.page.title} · Content · Operator` : 'Content · Operator');
  const publicPath = publicPathOf(slug);

  return (
    <section className="account-card content-editor" aria-labelledby="content-edit-title">
      <p>
        <Link to="/operator/content">← All texts</Link>
      </p>
      {text.isPending ? (
        <>
          <h2 id="content-edit-title">Edit text</h2>
          <Loading />
        </>
      ) : text.isError ? (
        <>
          <h2 id="content-edit-title">Edit text</h2>
          <QueryError error={text.error} onRetry={() => void text.refetch()} retrying={text.isFetching} />
        </>
      ) : (
        <>
          <header className="content-edit-header">
            <h2 id="content-edit-title">{text.data.page.title}</h2>
            <p className="content-text-meta">
              {contentKindLabels[text.data.kind]} · {slug} · version {text.data.version}
            </p>
            {publicPath ? (
              <a
                href={publicPath}
                target="_blank"
                rel="noreferrer"
                className="button button-secondary button-small"
              >
                View public page
              </a>
            ) : null}
          </header>
          <Notice text={notice?.slug === slug ? notice.text : null} />
          <ContentForm
            // A new version (saved here or elsewhere and reloaded) starts the form again from it.
            key={text.data.version}
            text={text.data}
            onSaved={say}
            onReload={() => void text.refetch()}
          />
          <ContentHistory text={text.data} onRestored={say} />
        </>
      )}
    </section>
  );
}
