import { adjustmentRequestSchema, type AdjustmentRequest } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { formatAmount, parseSignedDollarsToCents, parseWholeNumber } from '../../lib/money';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { contractResolver, firstError, Refusal, type Unchecked } from '../../lib/validation';
import { useAdjustment } from './api';
import { PlayerFinder } from './PlayerFinder';

interface AdjustmentValues {
  userId: string;
  amount: string;
  kind: 'cash' | 'points';
  reason: string;
}

/**
 * The boxes as the request: the player id a whole number, the amount dollars and cents (cash) or whole
 * points, either signed. A box that does not parse is refused before the schema, the player first.
 */
function toAdjustment(values: AdjustmentValues): Unchecked<typeof adjustmentRequestSchema> | Refusal {
  const userId = parseWholeNumber(values.userId);
  const amountCents =
    values.kind === 'cash'
      ? parseSignedDollarsToCents(values.amount)
      : parseWholeNumber(values.amount, { signed: true });
  if (userId === null) return new Refusal('userId', 'USER_NOT_FOUND');
  if (amountCents === null)
    return new Refusal('amountCents', values.kind === 'cash' ? 'AMOUNT_INVALID' : 'ADJUSTMENT_INVALID');
  return { userId, amountCents, kind: values.kind, reason: values.reason };
}

/** Credits or debits a player's cash or points: one ledger entry, one Idempotency-Key per submission. */
export function AdjustmentForm() {
  const adjust = useAdjustment();
  const idempotency = useIdempotencyKey();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, reset, control, setValue, getValues } = useForm<
    AdjustmentValues,
    unknown,
    AdjustmentRequest
  >({
    defaultValues: { userId: '', amount: '', kind: 'cash', reason: '' },
    resolver: contractResolver(adjustmentRequestSchema, toAdjustment),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(
    (request) => {
      const typedId = getValues('userId');
      setNotice(null);
      adjust.mutate(
        { body: request, key: idempotency.keyFor(request) },
        {
          onSuccess: ({ entry }) => {
            idempotency.done();
            reset({ userId: typedId, amount: '', kind: request.kind, reason: '' });
            const text = entry.amount < 0 ? 'ADJUSTMENT_DEBITED' : 'ADJUSTMENT_CREDITED';
            setNotice(
              noticeText(text, {
                amount: formatAmount(Math.abs(entry.amount), entry.currency),
                id: request.userId,
              }),
            );
          },
          onError: (error) => setMessage(describeError(error)),
        },
      );
    },
    (errors) => setMessage(firstError(errors, ['userId', 'amountCents', 'kind', 'reason']).message),
  );

  return (
    <section className="account-card" aria-labelledby="adjust-title">
      <h2 id="adjust-title">Credit or debit a player</h2>
      <p className="hint-text">A negative amount debits the player. Every adjustment is a ledger entry.</p>
      <Notice text={notice} />
      <PlayerFinder onSelect={(user) => setValue('userId', String(user.id))} />
      <form className="form adjust-form" noValidate onSubmit={onSubmit}>
        <div className="field-row">
          <Field id="adjust-user" label="Player id">
            <input type="text" inputMode="numeric" autoComplete="off" {...register('userId')} />
          </Field>
          <Field id="adjust-kind" label="Balance">
            <select {...register('kind')}>
              <option value="cash">Cash</option>
              <option value="points">Points</option>
            </select>
          </Field>
        </div>
        <Field id="adjust-amount" label={kind === 'cash' ? 'Amount (USD)' : 'Points'}>
          <input
            type="text"
            inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={kind === 'cash' ? '25.00 or -25.00' : '500 or -500'}
            {...register('amount')}
          />
        </Field>
        <Field id="adjust-reason" label="Reason">
          <input type="text" autoComplete="off" maxLength={500} {...register('reason')} />
        </Field>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={adjust.isPending}>
            {adjust.isPending ? 'Saving…' : 'Apply adjustment'}
          </button>
        </div>
      </form>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
