import {
  limitKeys,
  limitsSchema,
  notices,
  type Limits,
  type ResponsibleGamingResponse,
} from '@powerplay/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { describeError } from '../../lib/api';
import { limitLabels } from '../../lib/limits';
import type { Message } from '../../lib/messages';
import { centsToInput, formatMoney, parseDollarsToCents, parseWholeNumber } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { contractResolver, firstError, Refusal } from '../../lib/validation';
import { useSetLimits } from './api';

type LimitKey = keyof Limits;
const isSpend = (key: string) => key.endsWith('SpendCents');

type LimitInputs = Record<LimitKey, string>;

const toInputs = (limits: Limits): LimitInputs =>
  Object.fromEntries(
    limitKeys.map((key) => {
      const value = limits[key];
      return [key, value === null ? '' : isSpend(key) ? centsToInput(value) : String(value)];
    }),
  ) as LimitInputs;

/** The boxes' text as limits: empty is no limit; dollars and cents for spend, whole numbers for entries. */
function toLimits(inputs: LimitInputs): Limits | Refusal {
  const limits = {} as Limits;
  for (const key of limitKeys) {
    const text = inputs[key].trim();
    const value = text === '' ? null : isSpend(key) ? parseDollarsToCents(text) : parseWholeNumber(text);
    if (text !== '' && value === null) return new Refusal(key, 'LIMIT_INVALID');
    limits[key] = value;
  }
  return limits;
}

const formatLimit = (key: string, value: number | null) =>
  value === null
    ? 'No limit'
    : isSpend(key)
      ? formatMoney(value)
      : `${value} ${value === 1 ? 'entry' : 'entries'}`;

/** The player's own limits: a lower one applies at once, a higher one (or none) after 48 hours. */
export function LimitsForm({ data }: { data: ResponsibleGamingResponse }) {
  const setLimits = useSetLimits();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const current = useMemo(() => toInputs(data.limits), [data.limits]);
  const { register, handleSubmit, reset, formState } = useForm<LimitInputs, unknown, Limits>({
    values: current,
    resolver: contractResolver(limitsSchema, toLimits),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (limits) => {
      const changes: Partial<Limits> = {};
      for (const key of limitKeys) if (limits[key] !== data.limits[key]) changes[key] = limits[key];
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
    },
    (errors) => setMessage(firstError(errors, limitKeys).message),
  );

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
              <Field
                key={key}
                id={`limit-${key}`}
                label={`${limitLabels[key]}${spend ? ' (USD)' : ' (games)'}`}
              >
                {(control) => (
                  <>
                    <div className={spend ? 'money-input' : undefined}>
                      {spend ? <span aria-hidden="true">$</span> : null}
                      <input
                        type="text"
                        inputMode={spend ? 'decimal' : 'numeric'}
                        autoComplete="off"
                        placeholder="No limit"
                        {...control}
                        aria-describedby={pending.length ? `limit-${key}-pending` : undefined}
                        {...register(key)}
                      />
                    </div>
                    {pending.map((p) => (
                      <p key={p.effectiveAt} id={`limit-${key}-pending`} className="pending-change">
                        Changes to {formatLimit(key, p.value)} on {formatDateTime(p.effectiveAt)}
                      </p>
                    ))}
                  </>
                )}
              </Field>
            );
          })}
        </div>
        <SubmitActions
          pending={setLimits.isPending}
          label="Save limits"
          pendingLabel="Saving…"
          disabled={!formState.isDirty}
        />
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
