import { DEFAULT_PARTNER_ID, type PartnerFigures, type PartnerInfo } from '@powerplay/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { TableHead } from '../../components/ui/QueryTable';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { formatMoney, formatPoints } from '../../lib/money';
import { usePartnerChange, usePartnerFigures, usePartners, type PartnerChange } from './platformApi';

const number = new Intl.NumberFormat('en-US');

const COLUMNS = [
  'Partner',
  'Short name',
  'Domains',
  'Status',
  { label: 'Players', num: true },
  { label: 'Entries', num: true },
  { label: 'Prizes', num: true },
  { label: 'Store revenue', num: true },
  { label: 'Actions', hidden: true },
];

const changeLabels: Record<PartnerChange, string> = { suspend: 'Suspend', resume: 'Resume' };

/** What the confirming dialog asks, and what the page says once it is done. */
const changeTexts: Record<
  PartnerChange,
  { ask: (p: PartnerInfo) => string; done: (p: PartnerInfo) => string }
> = {
  suspend: {
    ask: (p) =>
      `Suspend ${p.name}? Its site answers “temporarily unavailable” to everyone until it is resumed; ` +
      'nothing it owns changes.',
    done: (p) => `${p.name} is suspended: its site is unavailable until you resume it.`,
  },
  resume: {
    ask: (p) => `Resume ${p.name}? Its site is served again as it was.`,
    done: (p) => `${p.name} is served again.`,
  },
};

/**
 * Every partner with its domains, whether its site serves, and its figures (joined by partner id); a
 * partner other than the default one is suspended or resumed after a confirming question.
 */
export function PartnersTable() {
  const partners = usePartners();
  const figures = usePartnerFigures();
  const change = usePartnerChange();
  const [asking, setAsking] = useState<{ partner: PartnerInfo; change: PartnerChange } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const fetching = partners.isFetching || figures.isFetching;
  const refresh = () => {
    void partners.refetch();
    void figures.refetch();
  };

  function confirm() {
    if (!asking) return;
    const { partner, change: what } = asking;
    change.mutate(
      { id: partner.id, change: what },
      {
        onSuccess: ({ partner: changed }) => {
          setAsking(null);
          setNotice(changeTexts[what].done(changed));
        },
        onError: (error) => {
          setAsking(null);
          setMessage(describeError(error));
        },
      },
    );
  }

  const figuresOf = new Map<number, PartnerFigures>(figures.data?.map((f) => [f.partnerId, f]));
  return (
    <section className="account-card" aria-labelledby="partners-title">
      <div className="section-head">
        <h2 id="partners-title">Partners</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={refresh}
          disabled={fetching}
          aria-label={fetching ? 'Refreshing partners' : 'Refresh partners'}
        >
          {fetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p className="hint-text">Figures are all time, from each partner&apos;s own books.</p>
      <Notice text={notice} />
      {partners.isPending || figures.isPending ? (
        <Loading />
      ) : partners.isError || figures.isError ? (
        <QueryError error={partners.error ?? figures.error} onRetry={refresh} retrying={fetching} />
      ) : partners.data.length === 0 ? (
        <p className="empty-state">No partner yet.</p>
      ) : (
        <TableScroll labelledBy="partners-title">
          <table className="data-table platform-table">
            <TableHead columns={COLUMNS} />
            <tbody>
              {partners.data.map((p) => (
                <PartnerRow
                  key={p.id}
                  partner={p}
                  figures={figuresOf.get(p.id)}
                  onChange={(what) => {
                    setNotice(null);
                    setAsking({ partner: p, change: what });
                  }}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Confirm"
        confirmLabel={asking ? changeLabels[asking.change] : 'Confirm'}
        cancelLabel="Back"
        destructive={asking?.change === 'suspend'}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking ? <p>{changeTexts[asking.change].ask(asking.partner)}</p> : null}
      </ConfirmDialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

/** One partner's row; its figures may be missing for a partner added since they were read. */
function PartnerRow({
  partner: p,
  figures: f,
  onChange,
}: {
  partner: PartnerInfo;
  figures: PartnerFigures | undefined;
  onChange: (change: PartnerChange) => void;
}) {
  const figure = (value: number | undefined, format: (n: number) => string) =>
    value === undefined ? <span className="muted">—</span> : format(value);
  const count = (n: number) => number.format(n);
  const change: PartnerChange = p.suspended ? 'resume' : 'suspend';
  return (
    <tr>
      <th scope="row">{p.name}</th>
      <td className="nowrap">{p.slug}</td>
      <td>
        {p.domains.length === 0 ? (
          <span className="muted">{p.id === DEFAULT_PARTNER_ID ? 'Every other host' : 'None'}</span>
        ) : (
          <ul className="platform-domains">
            {p.domains.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <span className={p.suspended ? 'status status-suspended' : 'status status-serving'}>
          {p.suspended ? 'Suspended' : 'Serving'}
        </span>
      </td>
      <td className="num">{figure(f?.players, count)}</td>
      <td className="num">{figure(f?.entries, count)}</td>
      <td className="num nowrap">
        {/* Cash and points on a line each: two kinds of prize, never added up. */}
        <div>{figure(f?.prizeCents, (cents) => formatMoney(cents))}</div>
        <div>{figure(f?.prizePoints, formatPoints)}</div>
      </td>
      <td className="num">{figure(f?.storeRevenueCents, (cents) => formatMoney(cents))}</td>
      <td>
        {/* The default partner is every unlisted host: suspending it would take the whole site down. */}
        {p.id === DEFAULT_PARTNER_ID ? null : (
          <button
            type="button"
            className={
              p.suspended ? 'button button-secondary button-small' : 'button button-danger button-small'
            }
            onClick={() => onChange(change)}
          >
            {changeLabels[change]}
            <span className="visually-hidden"> {p.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
