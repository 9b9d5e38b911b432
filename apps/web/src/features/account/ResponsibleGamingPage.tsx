import {
  catalogue,
  limitKeys,
  notices,
  type Limits,
  type ResponsibleGamingResponse,
} from '@powerplay/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { noticeText, type Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { centsToInput, formatMoney, parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { useResponsibleGaming, useSelfExclude, useSetLimits, type ExclusionPeriod } from './api';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';

type LimitKey = keyof Limits;
const isSpend = (key: string) => key.endsWith('SpendCents');

const limitLabels: Record<LimitKey, string> = {
  dailyEntries: 'Daily entries',
  weeklyEntries: 'Weekly entries',
  monthlyEntries: 'Monthly entries',
  dailySpendCents: 'Daily spend',
  weeklySpendCents: 'Weekly spend',
  monthlySpendCents: 'Monthly spend',
};

const periods: { value: ExclusionPeriod; label: string; phrase: string }[] = [
  { value: '24h', label: '24 hours', phrase: 'for 24 hours' },
  { value: '7d', label: '7 days', phrase: 'for 7 days' },
  { value: '30d', label: '30 days', phrase: 'for 30 days' },
  { value: '6m', label: '6 months', phrase: 'for 6 months' },
  { value: 'permanent', label: 'Permanently', phrase: 'ever again' },
];

type LimitInputs = Record<LimitKey, string>;

const toInputs = (limits: Limits): LimitInputs =>
  Object.fromEntries(
    limitKeys.map((key) => {
      const value = limits[key];
      return [key, value === null ? '' : isSpend(key) ? centsToInput(value) : String(value)];
    }),
  ) as LimitInputs;

const formatLimit = (key: string, value: number | null) =>
  value === null
    ? 'No limit'
    : isSpend(key)
      ? formatMoney(value)
      : `${value} ${value === 1 ? 'entry' : 'entries'}`;

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

function LimitsForm({ data }: { data: ResponsibleGamingResponse }) {
  const setLimits = useSetLimits();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const current = useMemo(() => toInputs(data.limits), [data.limits]);
  const { register, handleSubmit, reset, formState } = useForm<LimitInputs>({ values: current });

  const onSubmit = handleSubmit((values) => {
    const changes: Partial<Limits> = {};
    for (const key of limitKeys) {
      const text = values[key].trim();
      const value = text === '' ? null : isSpend(key) ? parseDollarsToCents(text) : parseWholeNumber(text);
      if (text !== '' && value === null) {
        setMessage(catalogue.LIMIT_INVALID);
        return;
      }
      if (value !== data.limits[key]) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) {
      reset(toInputs(data.limits));
      return;
    }
    setNotice(null);
    setLimits.mutate(changes, {
      onSuccess: (next) => {
        reset(toInputs(next.limits));
        setNotice(notices.LIMITS_SAVED.message);
      },
      onError: (error) => setMessage(describeError(error)),
    });
  });

  const pendingFor = (key: string) => data.pending.filter((p) => p.key === key);

  return (
    <section className="account-card" aria-labelledby="limits-title">
      <h3 id="limits-title">My limits</h3>
      <p className="hint-text">
        Leave a box empty for no limit. A lower limit applies at once; a higher limit (or removing one)
        applies only after 48 hours.
      </p>
      <Notice text={notice} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="limits-grid">
          {limitKeys.map((key) => {
            const spend = isSpend(key);
            const pending = pendingFor(key);
            return (
              <div className="field" key={key}>
                <label htmlFor={`limit-${key}`}>
                  {limitLabels[key]}
                  {spend ? ' (USD)' : ' (games)'}
                </label>
                <div className={spend ? 'money-input' : undefined}>
                  {spend ? <span aria-hidden="true">$</span> : null}
                  <input
                    id={`limit-${key}`}
                    type="text"
                    inputMode={spend ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    placeholder="No limit"
                    aria-describedby={pending.length ? `limit-${key}-pending` : undefined}
                    {...register(key)}
                  />
                </div>
                {pending.map((p) => (
                  <p key={p.effectiveAt} id={`limit-${key}-pending`} className="pending-change">
                    Changes to {formatLimit(key, p.value)} on {formatDateTime(p.effectiveAt)}
                  </p>
                ))}
              </div>
            );
          })}
        </div>
        <div className="actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={setLimits.isPending || !formState.isDirty}
          >
            {setLimits.isPending ? 'Saving…' : 'Save limits'}
          </button>
        </div>
      </form>
      {data.pending.length > 0 ? (
        <div className="pending-list">
          <h4>Pending changes</h4>
          <ul>
            {data.pending.map((p) => (
              <li key={`${p.key}-${p.effectiveAt}`}>
                {limitLabels[p.key as LimitKey] ?? p.key}: {formatLimit(p.key, p.value)} from{' '}
                {formatDateTime(p.effectiveAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

function SelfExclusion({ data }: { data: ResponsibleGamingResponse }) {
  const exclude = useSelfExclude();
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
        Take a break from Powerplay: while excluded you cannot enter games or make purchases. You can still
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
