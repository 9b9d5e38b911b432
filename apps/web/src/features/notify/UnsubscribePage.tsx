import { notices } from '@powerplay/contracts';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { describeError } from '../../lib/api';
import { noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUnsubscribe } from './api';
import '../../components/ui/panels.css';

/**
 * `/unsubscribe?token=…`: the launch mail's link (docs/decisions/024). The page asks before it POSTs the
 * token — mail scanners open links, and opening one must change nothing. It works once and says so;
 * a second time it says the address was already unsubscribed; an unknown link gets the catalogue's text.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
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
      <>
        <p>{notices.UNSUBSCRIBE_PROMPT.message}</p>
        {unsubscribe.isError ? <ErrorPanel {...describeError(unsubscribe.error)} /> : null}
        <button
          type="button"
          className="button button-primary"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate({ token })}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      </>
    );
  }

  return (
    <section className="page" aria-labelledby="unsubscribe-title">
      <header className="page-header">
        <h1 id="unsubscribe-title">{notices.UNSUBSCRIBE_PROMPT.title}</h1>
      </header>
      <div className="account-card">{body}</div>
    </section>
  );
}
