import { useState } from 'react';
import { Loading } from '../../../components/ui/Loading';
import { QueryError } from '../../../components/ui/QueryError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMyLeagues } from './api';
import { CreateLeagueDialog } from './CreateLeagueDialog';
import { JoinWithCodeForm } from './JoinWithCodeForm';
import { LeaguesTable } from './MyLeagues';
import '../../../components/ui/panels.css';
import '../friends.css';

const TITLE_ID = 'leagues-title';

/** `/my-account/leagues`: my leagues, creating one, and joining one with a code. */
export function MyLeaguesPage() {
  useDocumentTitle('My Leagues');
  const mine = useMyLeagues();
  const [creating, setCreating] = useState(false);
  return (
    <div className="account-section">
      <div className="section-head">
        <h2 id={TITLE_ID}>Leagues</h2>
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          onClick={() => setCreating(true)}
        >
          Create a league
        </button>
      </div>
      <p className="muted">
        Play with friends: a league plays the contests its commissioner chooses, every time they are on, and
        ranks its members by league points over each season.
      </p>
      {mine.isPending ? (
        <Loading />
      ) : mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.leagues.length === 0 ? (
        <div className="empty-state">
          <p>You are not in a league yet. Create one and invite your friends, or join one with a code.</p>
        </div>
      ) : (
        <LeaguesTable leagues={mine.data.leagues} labelledBy={TITLE_ID} />
      )}
      <section className="account-card" aria-labelledby="league-join-title">
        <h3 id="league-join-title">Join with a code</h3>
        <JoinWithCodeForm />
      </section>
      <CreateLeagueDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
