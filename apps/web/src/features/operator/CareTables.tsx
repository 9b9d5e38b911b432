import { limitKeys, notices, type Limits, type PlayerCareResponse } from '@powerplay/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { limitLabels } from '../../lib/limits';
import { noticeText } from '../../lib/messages';
import { formatAmount, formatMoney, formatPoints } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { draftTeamsPath } from '../draft';
import { useProducts } from '../store';
import { statusLabels } from '../wallet';
import { sportText } from './care-words';

type Care = PlayerCareResponse;

/** A card of the care page: its heading, then its content (a table that scrolls on narrow screens). */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ labelledBy, head, children }: { labelledBy: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="data-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const Empty = ({ text }: { text: string }) => <p className="empty-state">{text}</p>;

export function BalanceCard({ balance }: { balance: Care['balance'] }) {
  return (
    <Card id="care-balance" title="Balance">
      <dl className="care-facts">
        <dt>Cash</dt>
        <dd>{formatMoney(balance.cashCents)}</dd>
        <dt>Points</dt>
        <dd>{formatPoints(balance.points)}</dd>
        <dt>Held for withdrawals</dt>
        <dd>{formatMoney(balance.pendingWithdrawalCents)}</dd>
      </dl>
    </Card>
  );
}

export function SubscriptionsCard({ subscriptions }: { subscriptions: Care['subscriptions'] }) {
  // A plan by the name the store sells it under ("Football Basic"), its id only while they load.
  const products = useProducts();
  const nameOf = (id: string) => products.data?.find((p) => p.id === id)?.name ?? id;
  return (
    <Card id="care-subscriptions" title="Subscriptions">
      {subscriptions.length === 0 ? (
        <Empty text={notices.NO_CARE_SUBSCRIPTIONS.message} />
      ) : (
        <Table
          labelledBy="care-subscriptions"
          head={['Plan', 'Sport', 'Games a month', 'Started', 'Expires']}
        >
          {subscriptions.map((s) => (
            <tr key={s.subscriptionId}>
              <td>{nameOf(s.productId)}</td>
              <td>{sportText(s.sport)}</td>
              <td>{s.games ?? 'Unlimited'}</td>
              <td className="nowrap">{formatDateTime(s.startedAt)}</td>
              <td className="nowrap">{s.expiresAt ? formatDateTime(s.expiresAt) : 'Never'}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function ReceivablesCard({ receivables }: { receivables: Care['receivables'] }) {
  return (
    <Card id="care-receivables" title="Receivables">
      {receivables.length === 0 ? (
        <Empty text={notices.NO_CARE_RECEIVABLES.message} />
      ) : (
        <Table labelledBy="care-receivables" head={['Owed', 'For', 'Since']}>
          {receivables.map((r) => (
            <tr key={`${r.claim}:${r.currency}`}>
              <td className="num">{formatAmount(r.owed, r.currency)}</td>
              <td className="break">{r.description}</td>
              <td className="nowrap">{formatDateTime(r.since)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function WithdrawalsCard({ withdrawals }: { withdrawals: Care['withdrawals'] }) {
  return (
    <Card id="care-withdrawals" title="Withdrawals">
      {withdrawals.length === 0 ? (
        <Empty text={notices.NO_CARE_WITHDRAWALS.message} />
      ) : (
        <Table labelledBy="care-withdrawals" head={['#', 'Amount', 'PayPal', 'Requested', 'Status']}>
          {withdrawals.map((w) => (
            <tr key={w.id}>
              <td>{w.id}</td>
              <td className="num">{formatMoney(w.amountCents)}</td>
              <td className="break">{w.paypalEmail}</td>
              <td className="nowrap">{formatDateTime(w.createdAt)}</td>
              <td>
                {w.held ? (
                  <span className="status status-held">{notices.WITHDRAWAL_HELD_NOTE.message}</span>
                ) : (
                  <span className={`status status-${w.status}`}>{statusLabels[w.status]}</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

const kindLabels: Record<Care['entries'][number]['contestKind'], string> = {
  lottery: 'Lottery draw',
  sports: 'Sports contest',
  draft: 'Draft',
  fantasy: 'Fantasy preview',
};

/**
 * The contest by its name (as its ledger lines say it), linking where an operator can read it: a draw's
 * public result, a draft's public page; its number only where no name is known.
 */
function ContestLink({ entry }: { entry: Care['entries'][number] }) {
  const id = entry.contestId;
  const name = entry.contestName ?? `Contest ${id}`;
  if (entry.contestKind === 'lottery') return <Link to={`/lotto-result?game=${id}`}>{name}</Link>;
  if (entry.contestKind === 'draft') return <Link to={draftTeamsPath(id)}>{name}</Link>;
  return <span>{name}</span>;
}

export function EntriesCard({ entries, total }: { entries: Care['entries']; total: number }) {
  return (
    <Card id="care-entries" title="Entries">
      {entries.length === 0 ? (
        <Empty text={notices.NO_CARE_ENTRIES.message} />
      ) : (
        <>
          {total > entries.length ? (
            <p className="hint-text">{noticeText('CARE_ENTRIES_MORE', { shown: entries.length, total })}</p>
          ) : null}
          <Table labelledBy="care-entries" head={['Game', 'Contest', 'Sport', 'Entered', 'Voided']}>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{kindLabels[e.contestKind]}</td>
                <td>
                  <ContestLink entry={e} />
                </td>
                <td>{sportText(e.sport)}</td>
                <td className="nowrap">{formatDateTime(e.enteredAt)}</td>
                <td className="nowrap">{e.voidedAt ? formatDateTime(e.voidedAt) : '—'}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Card>
  );
}

const limitText = (key: string, value: number | null) =>
  value === null ? 'No limit' : key.endsWith('SpendCents') ? formatMoney(value) : String(value);

export function LimitsCard({ rg }: { rg: Care['responsibleGaming'] }) {
  return (
    <Card id="care-limits" title="Limits and exclusions">
      <p>
        {rg.permanentlyExcluded
          ? notices.CARE_EXCLUDED_PERMANENTLY.message
          : rg.selfExcludedUntil
            ? noticeText('CARE_EXCLUDED_UNTIL', { until: formatDateTime(rg.selfExcludedUntil) })
            : notices.CARE_NOT_EXCLUDED.message}
      </p>
      <dl className="care-facts">
        {limitKeys.map((key) => (
          <div key={key} className="care-fact">
            <dt>{limitLabels[key]}</dt>
            <dd>{limitText(key, rg.limits[key])}</dd>
          </div>
        ))}
      </dl>
      {rg.pending.length > 0 ? (
        <ul className="care-pending">
          {rg.pending.map((p) => (
            <li key={p.key}>
              {limitLabels[p.key as keyof Limits] ?? p.key}: {limitText(p.key, p.value)} from{' '}
              {formatDateTime(p.effectiveAt)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
