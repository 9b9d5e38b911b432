import { operatorAnalyticsQuerySchema } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { formatMoney } from '../../lib/money';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError } from '../../lib/validation';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsLive } from './AnalyticsLive';
import { lastDays, newYorkToday, useAnalytics, type DayRange } from './analyticsApi';
import './analytics.css';

type Preset = '7' | '30' | 'custom';
const number = new Intl.NumberFormat('en-US');

/** A figure of a list: its name, then its value (what the e2e journey and screen readers read). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="analytics-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * `/operator/analytics` (decision 025): the business at a glance — players, entries per game,
 * powerplay uses, prizes, store revenue, withdrawals — over a range of New York days, with today's
 * figures and the live watchers kept current while draws and game sets run (AnalyticsLive).
 */
export function AnalyticsPage() {
  useDocumentTitle('Analytics · Operator');
  const [preset, setPreset] = useState<Preset>('30');
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  // Custom days: the contracts' query schema checks them (real days, in order, a year at most).
  const { register, handleSubmit } = useForm<DayRange, unknown, DayRange>({
    defaultValues: range,
    resolver: contractResolver(operatorAnalyticsQuerySchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const showCustom = handleSubmit(
    (days) => {
      setError(null);
      setRange(days);
    },
    (errors) => setError(firstError(errors, ['from', 'to']).message.message),
  );
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const analytics = useAnalytics(range);
  const { data } = analytics;
  const today = newYorkToday();
  const todays = data?.days.find((d) => d.day === today);
  const empty =
    data !== undefined &&
    data.totals.registered + data.totals.entries.all + data.totals.powerplayUses + data.totals.storeOrders ===
      0 &&
    data.totals.prizesCents + data.totals.prizePoints + data.totals.withdrawals.requested === 0;

  const choose = (next: Preset) => {
    setPreset(next);
    setError(null);
    if (next !== 'custom') setRange(lastDays(Number(next)));
  };

  return (
    <section className="account-card analytics" aria-labelledby="analytics-title">
      <div className="section-head">
        <h2 id="analytics-title">Analytics</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            // The operator's own refresh: the live ones (on events) go on in the background unannounced.
            setRefreshing(true);
            void analytics.refetch().finally(() => setRefreshing(false));
          }}
          disabled={refreshing}
          aria-label={refreshing ? 'Refreshing analytics' : 'Refresh analytics'}
        >
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      <fieldset className="analytics-range">
        <legend>Days (New York time)</legend>
        {(
          [
            ['7', 'Last 7 days'],
            ['30', 'Last 30 days'],
            ['custom', 'Custom'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="analytics-preset">
            <input
              type="radio"
              name="analytics-range"
              value={value}
              checked={preset === value}
              onChange={() => choose(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {preset === 'custom' ? (
        <form
          className="form analytics-custom"
          aria-label="Custom days"
          noValidate
          onSubmit={(event) => void showCustom(event)}
        >
          <Field id="analytics-from" label="From">
            <input type="date" {...register('from')} aria-invalid={error !== null || undefined} />
          </Field>
          <Field id="analytics-to" label="To">
            <input type="date" {...register('to')} aria-invalid={error !== null || undefined} />
          </Field>
          <button type="submit" className="button button-secondary">
            Show
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}

      {analytics.isPending ? (
        <Loading label="Loading analytics…" />
      ) : analytics.isError && !data ? (
        <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : data ? (
        <>
          {analytics.isError ? (
            <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />
          ) : null}
          <AnalyticsLive live={data.live} refresh={() => void analytics.refetch()} />
          <p className="muted analytics-range-label" aria-live="polite">
            {data.from} to {data.to} · as of {formatDateTime(data.generatedAt)}
          </p>

          <section aria-labelledby="analytics-now">
            <h3 id="analytics-now">Now</h3>
            <dl className="analytics-figures" aria-label="Now">
              <Figure label="Live watchers (this server)" value={number.format(data.live.watchers)} />
              <Figure label="Draws live" value={number.format(data.live.lotteryDraws.length)} />
              <Figure label="Game sets live" value={number.format(data.live.sportsGameSets.length)} />
              <Figure label="Players in all" value={number.format(data.totals.playersAllTime)} />
            </dl>
            {todays ? (
              <dl className="analytics-figures" aria-label="Today">
                <Figure label="Registered today" value={number.format(todays.registered)} />
                <Figure label="Active today" value={number.format(todays.active)} />
                <Figure
                  label="Entries today"
                  value={number.format(Object.values(todays.entries).reduce((a, b) => a + b, 0))}
                />
                <Figure label="Powerplay uses today" value={number.format(todays.powerplayUses)} />
              </dl>
            ) : (
              <p className="muted">Today is not in these days.</p>
            )}
          </section>

          <section aria-labelledby="analytics-totals">
            <h3 id="analytics-totals">These days</h3>
            <dl className="analytics-figures" aria-label="These days">
              <Figure label="Registered" value={number.format(data.totals.registered)} />
              <Figure label="Entries" value={number.format(data.totals.entries.all)} />
              <Figure label="Powerplay uses" value={number.format(data.totals.powerplayUses)} />
              <Figure label="Prizes paid" value={formatMoney(data.totals.prizesCents)} />
              <Figure label="Store revenue" value={formatMoney(data.totals.storeRevenueCents)} />
              <Figure
                label="Withdrawals requested"
                value={`${formatMoney(data.totals.withdrawals.requestedCents)} (${number.format(
                  data.totals.withdrawals.requested,
                )})`}
              />
              <Figure label="Withdrawals paid" value={formatMoney(data.totals.withdrawals.paidCents)} />
              <Figure label="Withdrawals pending" value={formatMoney(data.totals.withdrawals.pendingCents)} />
            </dl>
          </section>

          {empty ? (
            <p className="empty-state">{noticeText('NO_ANALYTICS_ACTIVITY')}</p>
          ) : (
            <AnalyticsCharts data={data} />
          )}
        </>
      ) : null}
    </section>
  );
}
