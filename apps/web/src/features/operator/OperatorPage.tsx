import {
  adjustmentRequestSchema,
  catalogue,
  notices,
  type User,
  type Withdrawal,
} from '@powerplay/contracts';
import { useState } from 'react';
import { clubLabels } from '../../lib/clubs';
import { useForm, useWatch } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { noticeText, type Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { firstIssueMessage } from '../../lib/validation';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Notice } from '../../components/ui/Notice';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { QueryError } from '../../components/ui/QueryError';
import { RequireSignIn } from '../auth';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { formatAmount, formatMoney, parseSignedDollarsToCents, parseWholeNumber } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import {
  useAdjustment,
  useDecideWithdrawal,
  usePendingWithdrawals,
  usePlayerSearch,
  type Decision,
} from './api';
import { DraftPanel } from './DraftPanel';
import { MailOutbox } from './MailOutbox';
import { Receivables } from './Receivables';
import { ScheduleDrawForm } from './ScheduleDrawForm';
import { SportsPanel } from './SportsPanel';
import '../../components/ui/panels.css';
import './operator.css';

const decisionLabels: Record<Decision, string> = { complete: 'Complete', cancel: 'Cancel', refund: 'Refund' };

/** `/operator`: the back office (role operator): withdrawals, adjustments, receivables, draws and the mail outbox. */
export function OperatorPage() {
  useDocumentTitle('Operator');
  return (
    <section className="page operator" aria-labelledby="operator-title">
      <header className="page-header">
        <p className="eyebrow">Back office</p>
        <h1 id="operator-title">Operator</h1>
      </header>
      <RequireSignIn>
        {(user) =>
          user.role === 'operator' ? (
            <>
              <PendingWithdrawals />
              <AdjustmentForm />
              <Receivables />
              <ScheduleDrawForm />
              <SportsPanel />
              <DraftPanel />
              <MailOutbox />
            </>
          ) : (
            <ErrorPanel title={notices.OPERATOR_ONLY.title} message={notices.OPERATOR_ONLY.message} />
          )
        }
      </RequireSignIn>
    </section>
  );
}

function PendingWithdrawals() {
  const withdrawals = usePendingWithdrawals(true);
  const decide = useDecideWithdrawal();
  const [pending, setPending] = useState<{ withdrawal: Withdrawal; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  function confirm() {
    if (!pending) return;
    const { withdrawal, decision } = pending;
    decide.mutate(
      { id: withdrawal.id, decision },
      {
        onSuccess: ({ withdrawal: w }) => {
          setPending(null);
          setNotice(
            noticeText('WITHDRAWAL_DECIDED', {
              id: w.id,
              amount: formatMoney(w.amountCents),
              decision: decisionLabels[decision],
            }),
          );
        },
        onError: (error) => {
          setPending(null);
          setMessage(describeError(error));
        },
      },
    );
  }

  return (
    <section className="account-card" aria-labelledby="withdrawals-title">
      <div className="section-head">
        <h2 id="withdrawals-title">Pending withdrawals</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void withdrawals.refetch()}
          disabled={withdrawals.isFetching}
          aria-label={withdrawals.isFetching ? 'Refreshing withdrawals' : 'Refresh withdrawals'}
        >
          {withdrawals.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <Notice text={notice} />
      {withdrawals.isPending ? (
        <Loading />
      ) : withdrawals.isError ? (
        <QueryError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      ) : withdrawals.data.length === 0 ? (
        <p className="empty-state">{notices.NO_PENDING_WITHDRAWALS.message}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="withdrawals-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">PayPal</th>
                <th scope="col">Requested</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {withdrawals.data.map((w) => (
                <tr key={w.id}>
                  <td>{w.id}</td>
                  <td>#{w.userId}</td>
                  <td className="num">{formatMoney(w.amountCents)}</td>
                  <td className="break">{w.paypalEmail}</td>
                  <td className="nowrap">{formatDateTime(w.createdAt)}</td>
                  <td>
                    <div className="row-actions">
                      {(Object.keys(decisionLabels) as Decision[]).map((decision) => (
                        <button
                          key={decision}
                          type="button"
                          className={
                            decision === 'complete'
                              ? 'button button-primary button-small'
                              : 'button button-secondary button-small'
                          }
                          onClick={() => setPending({ withdrawal: w, decision })}
                        >
                          {decisionLabels[decision]}
                          <span className="visually-hidden"> withdrawal #{w.id}</span>
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Confirm"
        confirmLabel={pending ? decisionLabels[pending.decision] : 'Confirm'}
        cancelLabel="Back"
        destructive={pending?.decision !== 'complete'}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <p>
            {decisionLabels[pending.decision]} withdrawal #{pending.withdrawal.id} of{' '}
            {formatMoney(pending.withdrawal.amountCents)} to {pending.withdrawal.paypalEmail}?
          </p>
        ) : null}
        {pending && pending.decision !== 'complete' ? (
          <p className="muted small">The amount goes back to the player&rsquo;s cash balance.</p>
        ) : null}
      </ConfirmDialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

interface AdjustmentValues {
  userId: string;
  amount: string;
  kind: 'cash' | 'points';
  reason: string;
}

function AdjustmentForm() {
  const adjust = useAdjustment();
  const idempotency = useIdempotencyKey();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, reset, control, setValue } = useForm<AdjustmentValues>({
    defaultValues: { userId: '', amount: '', kind: 'cash', reason: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit((values) => {
    const userId = parseWholeNumber(values.userId);
    const amountCents =
      values.kind === 'cash'
        ? parseSignedDollarsToCents(values.amount)
        : parseWholeNumber(values.amount, { signed: true });
    if (userId === null) {
      setMessage(catalogue.USER_NOT_FOUND);
      return;
    }
    if (amountCents === null) {
      setMessage(values.kind === 'cash' ? notices.AMOUNT_INVALID : catalogue.ADJUSTMENT_INVALID);
      return;
    }
    const parsed = adjustmentRequestSchema.safeParse({
      userId,
      amountCents,
      kind: values.kind,
      reason: values.reason,
    });
    if (!parsed.success) {
      setMessage(firstIssueMessage(parsed.error.issues, ['userId', 'amountCents', 'kind', 'reason']));
      return;
    }
    setNotice(null);
    adjust.mutate(
      { body: parsed.data, key: idempotency.keyFor(parsed.data) },
      {
        onSuccess: ({ entry }) => {
          idempotency.done();
          reset({ userId: values.userId, amount: '', kind: values.kind, reason: '' });
          const text = entry.amount < 0 ? 'ADJUSTMENT_DEBITED' : 'ADJUSTMENT_CREDITED';
          setNotice(
            noticeText(text, {
              amount: formatAmount(Math.abs(entry.amount), entry.currency),
              id: parsed.data.userId,
            }),
          );
        },
        onError: (error) => setMessage(describeError(error)),
      },
    );
  });

  return (
    <section className="account-card" aria-labelledby="adjust-title">
      <h2 id="adjust-title">Credit or debit a player</h2>
      <p className="hint-text">A negative amount debits the player. Every adjustment is a ledger entry.</p>
      <Notice text={notice} />
      <PlayerFinder onSelect={(user) => setValue('userId', String(user.id))} />
      <form className="form adjust-form" noValidate onSubmit={onSubmit}>
        <div className="field-row">
          <div className="field">
            <label htmlFor="adjust-user">Player id</label>
            <input
              id="adjust-user"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register('userId')}
            />
          </div>
          <div className="field">
            <label htmlFor="adjust-kind">Balance</label>
            <select id="adjust-kind" {...register('kind')}>
              <option value="cash">Cash</option>
              <option value="points">Points</option>
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="adjust-amount">{kind === 'cash' ? 'Amount (USD)' : 'Points'}</label>
          <input
            id="adjust-amount"
            type="text"
            inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={kind === 'cash' ? '25.00 or -25.00' : '500 or -500'}
            {...register('amount')}
          />
        </div>
        <div className="field">
          <label htmlFor="adjust-reason">Reason</label>
          <input id="adjust-reason" type="text" autoComplete="off" maxLength={500} {...register('reason')} />
        </div>
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

/** Finds a player by email, display name or id, so the operator never has to know an id by heart. */
function PlayerFinder({ onSelect }: { onSelect: (user: User) => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const players = usePlayerSearch(search);

  return (
    <div className="player-finder">
      <form
        className="form finder-form"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <div className="field">
          <label htmlFor="find-player">Find a player</label>
          <input
            id="find-player"
            type="search"
            autoComplete="off"
            placeholder="Email, display name or id"
            maxLength={254}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      {search === '' ? null : players.isPending ? (
        <Loading />
      ) : players.isError ? (
        <QueryError error={players.error} onRetry={() => void players.refetch()} />
      ) : players.data.length === 0 ? (
        <p className="empty-state">{noticeText('NO_PLAYER_MATCH', { search })}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Players found">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Display name</th>
                <th scope="col">Email</th>
                <th scope="col">Club</th>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {players.data.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>{p.displayName}</td>
                  <td className="break">{p.email}</td>
                  <td>{clubLabels[p.club]}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => onSelect(p)}
                    >
                      Select<span className="visually-hidden"> {p.displayName}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
