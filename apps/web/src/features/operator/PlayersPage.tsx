import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PlayerFinder } from './PlayerFinder';

/** `/operator/players`: find a player, then open their care page (decision 023). */
export function PlayersPage() {
  useDocumentTitle('Players · Operator');
  const navigate = useNavigate();
  return (
    <section className="account-card" aria-labelledby="players-title">
      <h2 id="players-title">Players</h2>
      <p className="hint-text">
        Find a player to see their account, balance, entries and limits, or to suspend them.
      </p>
      <PlayerFinder actionLabel="Open" onSelect={(user) => void navigate(`/operator/players/${user.id}`)} />
    </section>
  );
}
