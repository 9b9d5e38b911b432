import { notices } from '@powerplay/contracts';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { formatDateTime } from '../../lib/time';
import { useMailOutbox } from './api';

/** The back office's view of mail kept locally (no SMTP server configured): e.g. password reset links. */
export function MailOutbox() {
  const mails = useMailOutbox();
  return (
    <section className="account-card" aria-labelledby="outbox-title">
      <div className="section-head">
        <h2 id="outbox-title">Outbox</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void mails.refetch()}
          disabled={mails.isFetching}
          aria-label={mails.isFetching ? 'Refreshing outbox' : 'Refresh outbox'}
        >
          {mails.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {mails.isPending ? (
        <Loading />
      ) : mails.isError ? (
        <QueryError error={mails.error} onRetry={() => void mails.refetch()} />
      ) : mails.data.length === 0 ? (
        <p className="empty-state">{notices.NO_OUTBOX_MAIL.message}</p>
      ) : (
        <ol className="outbox-list">
          {mails.data.map((mail) => (
            <li key={mail.id} className="outbox-mail">
              <article aria-label={`${mail.subject} to ${mail.to}`}>
                <p className="outbox-meta">
                  <strong>{mail.subject}</strong> to <span className="break">{mail.to}</span>,{' '}
                  <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                </p>
                <pre className="outbox-body">
                  <MailText text={mail.text} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A mail's text with its links clickable (the split keeps each link at an odd index). */
function MailText({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
