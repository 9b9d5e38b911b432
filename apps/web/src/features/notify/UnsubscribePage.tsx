import { notices } from '@powerplay/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { describeError } from '../../lib/api';
import { noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNotificationUnsubscribe, useUnsubscribe } from './api';
import '../../components/ui/panels.css';

/**
 * `/unsubscribe?token=…`: the launch mail's link (docs/decisions/024); `/unsubscribe?mail=…`, a
 * notification mail's (docs/rules/notifications.md "Email"). The page asks before it POSTs the token —
 * mail scanners open links, and opening one must change nothing. It works once and says so; a second
 * time it says the address was already unsubscribed; an unknown link gets the catalogue's text.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const mail = params.get('mail');
  return mail !== null ? (
    <NotificationUnsubscribe token={mail} />
  ) : (
    <LaunchMailUnsubscribe token={params.get('token') ?? ''} />
  );
}

/** A notification mail's kind turned off (the same as the mail client's one-click). */
function NotificationUnsubscribe({ token }: { token: string }) {
  const unsubscribe = useNotificationUnsubscribe();
  const done = unsubscribe.data;
  return (
    <UnsubscribeFrame>
      {done ? (
        <div role="status">
          <h2>{notices.NOTIFICATION_UNSUBSCRIBED.title}</h2>
          <p>{noticeText('NOTIFICATION_UNSUBSCRIBED', { kind: done.kindName })}</p>
        </div>
      ) : (
        <Ask
          error={unsubscribe.isError ? unsubscribe.error : null}
          pending={unsubscribe.isPending}
          onConfirm={() => unsubscribe.mutate(token)}
        />
      )}
    </UnsubscribeFrame>
  );
}

function LaunchMailUnsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;

  let body;
  if (!token) {
    body = (
      <ErrorPanel title={notices.UNSUBSCRIBE_NO_TOKEN.title} message={notices.UNSUBSCRIBE_NO_TOKEN.message} />
    );
  } else if (done) {
    const key = done.result === 'unsubscribed' ? 'UNSUBSCRIBED' : 'ALREADY_UNSUBSCRIBED';
    body = (
      <div role="status">
        <h2>{notices[key].title}</h2>
        <p>{noticeText(key, { game: done.game })}</p>
      </div>
    );
  } else {
    body = (
      <Ask
        error={unsubscribe.isError ? unsubscribe.error : null}
        pending={unsubscribe.isPending}
        onConfirm={() => unsubscribe.mutate({ token })}
      />
    );
  }
  return <UnsubscribeFrame>{body}</UnsubscribeFrame>;
}

/** The question, with the server's refusal if the link was not valid. */
function Ask({ error, pending, onConfirm }: { error: unknown; pending: boolean; onConfirm: () => void }) {
  return (
    <>
      <p>{notices.UNSUBSCRIBE_PROMPT.message}</p>
      {error ? <ErrorPanel {...describeError(error)} /> : null}
      <button type="button" className="button button-primary" disabled={pending} onClick={onConfirm}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </>
  );
}

function UnsubscribeFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="unsubscribe-title">
      <header className="page-header">
        <h1 id="unsubscribe-title">{notices.UNSUBSCRIBE_PROMPT.title}</h1>
      </header>
      <div className="account-card">{children}</div>
    </section>
  );
}
