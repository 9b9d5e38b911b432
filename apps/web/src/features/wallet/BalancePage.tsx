import { notices, type Withdrawal } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { QueryError } from '../../components/ui/QueryError';
import { useWallet } from './api';
import { formatMoney, formatPoints } from '../../lib/money';
import { statusLabels } from './statusLabels';
import { formatDateTime } from '../../lib/time';
import { WithdrawalForm } from './WithdrawalForm';
import { useProfile } from '../account';
import './wallet.css';

/** `/my-account/my-balance`: the balances and the prize withdrawal (docs/rules/wallet.md "Withdrawals"). */
export function BalancePage() {
  useDocumentTitle('My Balance');
  const wallet = useWallet();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const redeemButton = useRef<HTMLButtonElement>(null);
  // Only once the form is open: the withdrawal starts from the profile's name and address.
  const profile = useProfile(open);

  function close() {
    setOpen(false);
    requestAnimationFrame(() => redeemButton.current?.focus());
  }

  function onSuccess(withdrawal: Withdrawal) {
    setRequested(withdrawal);
    close();
  }

  return (
    <div className="account-section">
      <h2>Balance</h2>
      {wallet.isPending ? (
        <Loading />
      ) : wallet.isError ? (
        <QueryError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <div className="balance-cards">
            <div className="balance-card balance-cash">
              <p className="balance-label" id={`${formId}-cash`}>
                Cash balance
              </p>
              <p className="balance-value" aria-labelledby={`${formId}-cash`}>
                {formatMoney(wallet.data.cashCents)}
              </p>
            </div>
            <div className="balance-card">
              <p className="balance-label">Points</p>
              <p className="balance-value">{formatPoints(wallet.data.points)}</p>
            </div>
            <div className="balance-card">
              <p className="balance-label">Pending withdrawals</p>
              <p className="balance-value">{formatMoney(wallet.data.pendingWithdrawalCents)}</p>
            </div>
          </div>

          <div role="status" className={requested ? 'withdrawal-result' : 'notice-empty'}>
            {requested ? (
              <>
                <p className="withdrawal-result-title">{notices.WITHDRAWAL_REQUESTED.title}</p>
                <p>
                  {noticeText('WITHDRAWAL_REQUESTED', {
                    amount: formatMoney(requested.amountCents),
                    email: requested.paypalEmail,
                  })}
                </p>
                <dl className="inline-facts">
                  <div>
                    <dt>Reference</dt>
                    <dd>#{requested.id}</dd>
                  </div>
                  <div>
                    <dt>Requested</dt>
                    <dd>{formatDateTime(requested.createdAt)}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <span className={`status status-${requested.status}`}>
                        {statusLabels[requested.status]}
                      </span>
                    </dd>
                  </div>
                </dl>
                <Link to="/my-account/my-powerplays?status=pending">See it in your transactions</Link>
              </>
            ) : null}
          </div>

          <section className="account-card" aria-labelledby={`${formId}-redeem`}>
            <div className="redeem-head">
              <div>
                <h3 id={`${formId}-redeem`}>Redeem your prize</h3>
                <p className="hint-text">
                  Withdraw your cash balance to PayPal. The minimum withdrawal is{' '}
                  {formatMoney(wallet.data.withdrawalMinimumCents)}. The amount is held until we send it.
                </p>
              </div>
              <button
                ref={redeemButton}
                type="button"
                className="button button-primary"
                aria-expanded={open}
                aria-controls={`${formId}-form`}
                onClick={() => (open ? close() : setOpen(true))}
              >
                {open ? 'Close' : 'Redeem'}
              </button>
            </div>
            {wallet.data.cashCents < wallet.data.withdrawalMinimumCents && !open ? (
              <p className="muted small">
                Your cash balance is below the {formatMoney(wallet.data.withdrawalMinimumCents)} minimum for a
                withdrawal.
              </p>
            ) : null}
            <div id={`${formId}-form`} hidden={!open}>
              {open ? (
                <WithdrawalForm
                  prefill={profile.data}
                  cashCents={wallet.data.cashCents}
                  minimumCents={wallet.data.withdrawalMinimumCents}
                  onSuccess={onSuccess}
                  onCancel={close}
                />
              ) : null}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
