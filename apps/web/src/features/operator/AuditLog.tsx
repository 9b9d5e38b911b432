import {
  auditActionLabels,
  auditActions,
  operatorAuditQuerySchema,
  type OperatorAuditQuery,
} from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { LoadMore } from '../../components/ui/LoadMore';
import { QueryError } from '../../components/ui/QueryError';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { contractResolver, Refusal } from '../../lib/validation';
import { AuditChanges } from './AuditChanges';
import { useAuditLog, type AuditFilters } from './auditApi';
import { newYorkInstant } from './ScheduleDrawForm';

interface FormState {
  action: string;
  operatorId: string;
  /** `YYYY-MM-DD` of a date input, a New York day. */
  from: string;
  to: string;
}
const EMPTY: FormState = { action: '', operatorId: '', from: '', to: '' };

/** The form's days as the query's instants (the whole of each New York day); null when they are wrong. */
export function filtersOf(form: FormState): AuditFilters | null {
  const operatorId = form.operatorId.trim();
  if (operatorId !== '' && !/^[1-9]\d{0,9}$/.test(operatorId)) return null;
  const from = form.from ? newYorkInstant(`${form.from}T00:00`) : null;
  const lastMinute = form.to ? newYorkInstant(`${form.to}T23:59`) : null;
  const to = lastMinute ? new Date(Date.parse(lastMinute) + 59_999).toISOString() : null;
  if ((form.from && !from) || (form.to && !to)) return null;
  if (from && to && from > to) return null;
  return {
    ...(form.action ? { action: form.action } : {}),
    ...(operatorId ? { operatorId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

const labelOf = (action: string) =>
  (auditActionLabels as Record<string, string | undefined>)[action] ?? action;

/**
 * The operator audit log (decision 021): every back-office action, newest first, with who, when,
 * what and the values before and after; filtered by action, operator and days, 50 lines at a time.
 * Nothing here changes it: the log is append-only.
 */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [invalid, setInvalid] = useState(false);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  // The contracts' query schema checks the filters; days that are not a range are refused before it.
  const { register, handleSubmit, reset } = useForm<FormState, unknown, OperatorAuditQuery>({
    defaultValues: EMPTY,
    resolver: contractResolver(
      operatorAuditQuerySchema,
      (form) => filtersOf(form) ?? new Refusal('operatorId', 'AUDIT_FILTER_INVALID'),
    ),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(
    (query) => {
      setInvalid(false);
      setFilters({
        ...(query.action ? { action: query.action } : {}),
        ...(query.operatorId ? { operatorId: String(query.operatorId) } : {}),
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
      });
    },
    () => setInvalid(true),
  );

  return (
    <section className="account-card" aria-labelledby="audit-title">
      <div className="section-head">
        <h2 id="audit-title">Audit log</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          aria-label={log.isFetching ? 'Refreshing audit log' : 'Refresh audit log'}
        >
          {log.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <form
        className="form audit-filters"
        aria-label="Filter the audit log"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Field id="audit-action" label="Action">
          <select {...register('action')}>
            <option value="">All actions</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabels[a]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-operator" label="Operator id">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...register('operatorId')}
            aria-invalid={invalid || undefined}
          />
        </Field>
        <Field id="audit-from" label="From">
          <input type="date" {...register('from')} />
        </Field>
        <Field id="audit-to" label="To">
          <input type="date" {...register('to')} />
        </Field>
        <div className="row-actions">
          <button type="submit" className="button button-secondary">
            Apply
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              reset(EMPTY);
              setFilters({});
              setInvalid(false);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {invalid ? (
        <p className="field-error" role="alert">
          {noticeText('AUDIT_FILTER_INVALID')}
        </p>
      ) : null}
      {log.isPending ? (
        <Loading />
      ) : log.isError && entries.length === 0 ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="empty-state">{noticeText('NO_AUDIT_ENTRIES')}</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Audit log lines">
            <table className="data-table audit-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Operator</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Before → After</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td className="nowrap">
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </td>
                    <td>
                      {e.operatorName} <span className="muted">#{e.operatorId}</span>
                    </td>
                    <td>
                      {labelOf(e.action)}
                      <br />
                      <code className="muted">{e.action}</code>
                    </td>
                    <td className="break">
                      {e.targetType} #{e.targetId}
                    </td>
                    <td className="break">
                      <AuditChanges entry={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore query={log} className="audit-more" />
        </>
      )}
    </section>
  );
}
