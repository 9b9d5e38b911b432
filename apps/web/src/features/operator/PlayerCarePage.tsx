import { ID_PATTERN } from '@powerplay/contracts';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { clubLabels } from '../../lib/clubs';
import { messageOf } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CareLedger } from './CareLedger';
import { homeText } from './care-words';
import {
  BalanceCard,
  EntriesCard,
  LimitsCard,
  ReceivablesCard,
  SubscriptionsCard,
  WithdrawalsCard,
} from './CareTables';
import { usePlayerCare } from './careApi';
import { SuspensionPanel } from './SuspensionPanel';
import './player-care.css';

/** `/operator/players/:id`: one player's care page (decision 023). */
export function PlayerCarePage() {
  const { id = '' } = useParams();
  // A malformed id is "this player does not exist", as the API says, without asking it.
  if (!ID_PATTERN.test(id)) {
    const { title, message } = messageOf('USER_NOT_FOUND');
    return <ErrorPanel title={title} message={message} />;
  }
  return <PlayerCare id={Number(id)} />;
}

function PlayerCare({ id }: { id: number }) {
  const care = usePlayerCare(id);
  useDocumentTitle(care.data ? `${care.data.player.displayName} · Players · Operator` : 'Player · Operator');

  return (
    <div className="player-care">
      <p>
        <Link to="/operator/players">← All players</Link>
      </p>
      {care.isPending ? (
        <Loading />
      ) : care.isError ? (
        <QueryError error={care.error} onRetry={() => void care.refetch()} />
      ) : (
        <>
          <section className="account-card" aria-labelledby="care-profile">
            <h2 id="care-profile">
              {care.data.player.displayName} <span className="muted">#{care.data.player.id}</span>
            </h2>
            <dl className="care-facts">
              <dt>Email</dt>
              <dd className="break">{care.data.player.email}</dd>
              <dt>Name</dt>
              <dd>
                {[care.data.player.firstName, care.data.player.lastName].filter(Boolean).join(' ') || '—'}
              </dd>
              <dt>Home</dt>
              <dd>{homeText(care.data.player.country, care.data.player.province)}</dd>
              <dt>Club</dt>
              <dd>{clubLabels[care.data.player.club]}</dd>
              <dt>Role</dt>
              <dd>{care.data.player.role}</dd>
              <dt>Joined</dt>
              <dd>{formatDateTime(care.data.player.createdAt)}</dd>
            </dl>
          </section>
          <SuspensionPanel player={care.data.player} />
          <BalanceCard balance={care.data.balance} />
          <WithdrawalsCard withdrawals={care.data.withdrawals} />
          <ReceivablesCard receivables={care.data.receivables} />
          <CareLedger playerId={id} />
          <EntriesCard entries={care.data.entries} total={care.data.entriesTotal} />
          <SubscriptionsCard subscriptions={care.data.subscriptions} />
          <LimitsCard rg={care.data.responsibleGaming} />
        </>
      )}
    </div>
  );
}
