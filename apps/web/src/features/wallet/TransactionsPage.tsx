import { useSearchParams } from 'react-router';
import { Field } from '../../components/ui/Field';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useTransactions, type Period, type TransactionFilters, type TransactionStatus } from './api';
import { statusLabels } from './statusLabels';
import { TransactionPages } from './TransactionPages';
import './wallet.css';

const periods: { value: Period; label: string }[] = [
  { value: '3m', label: 'Last 3 months' },
  { value: '6m', label: 'Last 6 months' },
  { value: '9m', label: 'Last 9 months' },
  { value: '1y', label: 'Last Year' },
];
const statuses = Object.keys(statusLabels) as TransactionStatus[];

const isPeriod = (v: string | null): v is Period => periods.some((p) => p.value === v);
const isStatus = (v: string | null): v is TransactionStatus => statuses.includes(v as TransactionStatus);

/** The filters live in the address (`?period=6m&status=pending&page=2`), so they survive a reload. */
function readFilters(params: URLSearchParams): TransactionFilters {
  const period = params.get('period');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    period: isPeriod(period) ? period : '3m',
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `/my-account/my-powerplays`: the transactions (docs/rules/wallet.md "Transactions"). */
export function TransactionsPage() {
  useDocumentTitle('Transactions');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const transactions = useTransactions(filters);

  function update(next: Partial<TransactionFilters>) {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.period !== '3m') search.set('period', merged.period);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  }

  return (
    <div className="account-section">
      <h2 id="transactions-title">Transactions</h2>
      <div className="filters">
        <Field id="tx-period" label="Period">
          <select value={filters.period} onChange={(e) => update({ period: e.target.value as Period })}>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="tx-status" label="Status">
          <select
            value={filters.status ?? ''}
            onChange={(e) => update({ status: isStatus(e.target.value) ? e.target.value : undefined })}
          >
            <option value="">All</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <TransactionPages
        query={transactions}
        labelledBy="transactions-title"
        pagerLabel="Transactions pages"
        page={filters.page}
        onPage={(page) => update({ page })}
      />
    </div>
  );
}
