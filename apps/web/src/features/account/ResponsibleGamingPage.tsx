import { notices, VERIFY_LINK_DAYS, type ResponsibleGamingResponse } from '@powerplay/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useResponsibleGaming, useSelfExclude, type ExclusionPeriod } from './api';
import { LimitsForm } from './LimitsForm';
import { useResendConfirmation } from '../auth';
import { useBrand } from '../brand';

const periods: { value: ExclusionPeriod; label: string; phrase: string }[] = [
  { value: '24h', label: '24 hours', phrase: 'for 24 hours' },
  { value: '7d', label: '7 days', phrase: 'for 7 days' },
  { value: '30d', label: '30 days', phrase: 'for 30 days' },
  { value: '6m', label: '6 months', phrase: 'for 6 months' },
  { value: 'permanent', label: 'Permanently', phrase: 'ever again' },
];

/** `/my-account/responsible-gaming`: self-imposed limits and self-exclusion, enforced by the server. */
export function ResponsibleGamingPage() {
  useDocumentTitle('Responsible Gaming');
  const rg = useResponsibleGaming();

  return (
    <div className="account-section">
      <h2>Responsible Gaming</h2>
      <p className="hint-text">
        Set your own limits and take a break whenever you need one. Read more about{' '}
        <Link to="/responsible-gaming">responsible gaming and where to get help</Link>.
      </p>
      {rg.isPending ? (
        <Loading />
      ) : rg.isError ? (
        <QueryError error={rg.error} onRetry={() => void rg.refetch()} />
      ) : (
        <>
          <ExclusionStatus data={rg.data} />
          <EmailConfirmation data={rg.data} />
          <LimitsForm data={rg.data} />
          <SelfExclusion data={rg.data} />
        </>
      )}
    </div>
  );
}

function ExclusionStatus({ data }: { data: ResponsibleGamingResponse }) {
  const until = data.selfExcludedUntil;
  if (data.permanentlyExcluded)
    return <p className="exclusion-status">{notices.SELF_EXCLUDED_PERMANENTLY.message}</p>;
  if (until)
    return (
      <p className="exclusion-status">
        {noticeText('SELF_EXCLUDED_UNTIL', { until: formatDateTime(until) })}
      </p>
    );
  return null;
}

/**
 * Until the email is confirmed a self-exclusion is this site's only: confirmed, it covers every site on
 * the platform (docs/rules/accounts.md "One exclusion, every site").
 */
function EmailConfirmation({ data }: { data: ResponsibleGamingResponse }) {
  const resend = useResendConfirmation();
  const [message, setMessage] = useState<Message | null>(null);
  if (data.emailVerified) return null;
  return (
    <section className="account-card" aria-labelledby="confirm-email-title">
      <h3 id="confirm-email-title">Confirm your email</h3>
      <p className="hint-text">{notices.EMAIL_UNCONFIRMED.message}</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: ({ email }) =>
                setMessage({
                  title: notices.VERIFY_SENT.title,
                  message: noticeText('VERIFY_SENT', { email, days: VERIFY_LINK_DAYS }),
                }),
              onError: (error) => setMessage(describeError(error)),
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Send me a new link'}
        </button>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

function SelfExclusion({ data }: { data: ResponsibleGamingResponse }) {
  const exclude = useSelfExclude();
  const { siteName } = useBrand();
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const chosen = periods.find((p) => p.value === period);

  function confirm() {
    if (!period) return;
    exclude.mutate(period, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        setMessage(describeError(error));
      },
    });
  }

  if (data.permanentlyExcluded) return null;

  return (
    <section className="account-card" aria-labelledby="exclusion-title">
      <h3 id="exclusion-title">Self-exclusion</h3>
      <p className="hint-text">
        Take a break from {siteName}: while excluded you cannot enter games or make purchases. You can still
        sign in and withdraw your balance. A self-exclusion cannot be shortened or cancelled.
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (period) setConfirming(true);
        }}
      >
        <fieldset className="choice-group">
          <legend>Exclude me for</legend>
          {periods.map((p) => (
            <label key={p.value} className="choice">
              <input
                type="radio"
                name="exclusion-period"
                value={p.value}
                checked={period === p.value}
                onChange={() => setPeriod(p.value)}
              />
              <span>{p.label}</span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button button-danger" disabled={!period || exclude.isPending}>
            Exclude me
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={notices.SELF_EXCLUSION_CONFIRM.title}
        confirmLabel={`Yes, exclude me${chosen ? ` ${chosen.value === 'permanent' ? 'permanently' : chosen.phrase}` : ''}`}
        cancelLabel="No, go back"
        destructive
        busy={exclude.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{noticeText('SELF_EXCLUSION_CONFIRM', { period: chosen?.phrase ?? '' })}</p>
      </ConfirmDialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
