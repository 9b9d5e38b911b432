import { notices, type ContentTextResponse, type ContentVersionSummary } from '@powerplay/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Loading } from '../../../components/ui/Loading';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { QueryError } from '../../../components/ui/QueryError';
import { describeError } from '../../../lib/api';
import { noticeText, type Message } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { useContentVersion, useRestoreContent } from './contentApi';
import { ContentPreview } from './ContentPreview';

/** Who saved a version, in words. */
function savedBy(v: ContentVersionSummary) {
  const who = v.savedBy ? v.savedBy.displayName : 'the original text';
  return v.restoredFrom ? `${who}, restoring version ${v.restoredFrom}` : who;
}

/** A text's versions, newest first: who and when, View (as the public saw it) and Restore (confirmed). */
export function ContentHistory({
  text,
  onRestored,
}: {
  text: ContentTextResponse;
  onRestored: (notice: string) => void;
}) {
  const slug = text.page.slug;
  const restore = useRestoreContent(slug);
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  function confirmRestore() {
    if (confirming === null) return;
    const from = confirming;
    restore.mutate(
      { version: from, expectedVersion: text.version },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          onRestored(noticeText('CONTENT_RESTORED', { from, version: saved.version }));
        },
        onError: (error) => {
          setConfirming(null);
          setMessage(describeError(error));
        },
      },
    );
  }

  return (
    <section className="content-history" aria-labelledby="content-history-title">
      <h3 id="content-history-title">Version history</h3>
      <ol className="content-versions">
        {text.versions.map((v) => (
          <li key={v.version} className="content-version">
            <span>
              <strong>Version {v.version}</strong>
              {v.version === text.version ? ' (current)' : ''} ·{' '}
              <time dateTime={v.savedAt}>{formatDateTime(v.savedAt)}</time> · {savedBy(v)}
            </span>
            <span className="content-version-actions">
              <button
                type="button"
                className="button button-secondary button-small"
                aria-pressed={viewing === v.version}
                aria-label={`View version ${v.version}`}
                onClick={() => setViewing(viewing === v.version ? null : v.version)}
              >
                View
              </button>
              {v.version === text.version ? null : (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`Restore version ${v.version}`}
                  onClick={() => setConfirming(v.version)}
                >
                  Restore
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {viewing !== null ? (
        <VersionView slug={slug} version={viewing} kind={text.kind} onClose={() => setViewing(null)} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={notices.CONTENT_RESTORE_CONFIRM.title}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setConfirming(null)}
      >
        {noticeText('CONTENT_RESTORE_CONFIRM', { from: confirming ?? '' })}
      </ConfirmDialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

/** One version as the public page showed it. */
function VersionView({
  slug,
  version,
  kind,
  onClose,
}: {
  slug: string;
  version: number;
  kind: string;
  onClose: () => void;
}) {
  const found = useContentVersion(slug, version);
  const page = useMemo(() => {
    if (!found.data) return null;
    const { title, intro, bodyHtml, blocks, savedAt } = found.data.version;
    return { slug, title, intro, bodyHtml, blocks, updatedAt: savedAt };
  }, [found.data, slug]);
  return (
    <section className="content-preview-panel" aria-labelledby="content-version-title">
      <div className="content-preview-bar">
        <h3 id="content-version-title">Version {version}</h3>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Close
        </button>
      </div>
      {found.isPending ? (
        <Loading />
      ) : found.isError ? (
        <QueryError error={found.error} onRetry={() => void found.refetch()} retrying={found.isFetching} />
      ) : page ? (
        <ContentPreview page={page} kind={kind} />
      ) : null}
    </section>
  );
}
