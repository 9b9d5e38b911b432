import type { Transaction } from '@powerplay/contracts';
import { formatAmount } from '../../lib/money';
import { formatDate } from '../../lib/time';
import { statusLabels } from './statusLabels';
// The table's phone layout (stack-table) and height (tx-table), wherever it is shown.
import './wallet.css';

/**
 * A page of ledger lines — Date, Description, Amount, Status — in a focusable region named by
 * `labelledBy` (its rows stack on a phone): the player's Transactions page and player care both show it.
 */
export function TransactionsTable({
  transactions,
  labelledBy,
  busy,
}: {
  transactions: readonly Transaction[];
  labelledBy: string;
  busy: boolean;
}) {
  return (
    <div
      className="table-scroll tx-table"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      aria-busy={busy}
    >
      <table className="data-table stack-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.id}>
              <td className="nowrap col-date">{formatDate(t.date)}</td>
              <td className="col-desc">{t.description}</td>
              <td className={t.amount < 0 ? 'num col-amount debit' : 'num col-amount credit'}>
                {formatAmount(t.amount, t.currency)}
              </td>
              <td className="col-status">
                <span className={`status status-${t.status}`}>{statusLabels[t.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
