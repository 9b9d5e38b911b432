import { notices, type Withdrawal } from '@powerplay/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { useDecideWithdrawal, usePendingWithdrawals, type Decision } from './api';
import './player-care.css';

const decisionLabels: Record<Decision, string> = { complete: 'Complete', cancel: 'Cancel', refund: 'Refund' };

/** The withdrawals waiting for an operator: complete (paid by PayPal), cancel or refund each one. */
export function PendingWithdrawals() {
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
                  <td>
                    {w.playerName}
                    <span className="muted break">{` #${w.userId} · ${w.playerEmail}`}</span>
                  </td>
                  <td className="num">{formatMoney(w.amountCents)}</td>
                  <td className="break">{w.paypalEmail}</td>
                  <td className="nowrap">{formatDateTime(w.createdAt)}</td>
                  <td>
                    {w.held ? (
                      <p className="status status-held">{notices.WITHDRAWAL_HELD_NOTE.message}</p>
                    ) : null}
                    <div className="row-actions">
                      {(Object.keys(decisionLabels) as Decision[])
                        // A held withdrawal cannot be paid out (the server refuses it too).
                        .filter((decision) => !(w.held && decision === 'complete'))
                        .map((decision) => (
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
