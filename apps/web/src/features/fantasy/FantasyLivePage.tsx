import { notices, type FantasyEntry, type FantasyPlayer } from '@powerplay/contracts';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { useFantasyEntry, useFantasyGame } from './api';
import { LoadFailed, PreviewNote } from './PreviewNote';
import '../../components/ui/panels.css';
import './fantasy.css';

const justSaved = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { saved?: unknown }).saved === true;

/** `/fantasy-live`: Live Scores, My Scores, My Powerplays Inventory. */
export function FantasyLivePage() {
  useDocumentTitle('Fantasy Hockey Live');
  const location = useLocation();
  const me = useMe();
  const user = me.data ?? null;
  const current = useFantasyGame();
  const game = current.data?.game ?? null;
  const entry = useFantasyEntry(user && game ? game.id : null);
  const busy = current.isPending || me.isPending || (entry.isPending && entry.fetchStatus !== 'idle');

  return (
    <section className="page fantasy" aria-labelledby="fantasy-live-title" aria-busy={busy}>
      <header className="page-header">
        <p className="eyebrow">Fantasy Hockey</p>
        <h1 id="fantasy-live-title">Fantasy Live</h1>
        <p className="lead">Follow the scores of tonight&apos;s players and of your own picks.</p>
        <PreviewNote />
      </header>
      <div role="status" className={justSaved(location.state) ? 'fantasy-saved' : 'notice-empty'}>
        {justSaved(location.state) ? notices.FANTASY_PICKS_SAVED.message : null}
      </div>

      {current.isPending ? (
        <Loading label="Loading scores…" />
      ) : current.isError || !current.data ? (
        <LoadFailed error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <div className="fantasy-live">
          <section className="fantasy-section fantasy-my" aria-labelledby="my-scores-title">
            <h2 id="my-scores-title">My Scores</h2>
            {me.isPending ? (
              <Loading />
            ) : !user ? (
              <p className="muted">
                <Link to="/login" state={{ backlink: 'fantasy-live' }}>
                  Sign in
                </Link>{' '}
                to see the scores of your picks.
              </p>
            ) : entry.isPending ? (
              <Loading label="Loading your picks…" />
            ) : entry.isError ? (
              <LoadFailed error={entry.error} onRetry={() => void entry.refetch()} />
            ) : entry.data ? (
              <MyScores entry={entry.data} />
            ) : (
              <div className="fantasy-empty-state">
                <p>You have not picked any players yet.</p>
                <Link to="/fantasy-players" className="button button-primary button-small">
                  Pick players
                </Link>
              </div>
            )}
          </section>

          <section className="fantasy-section fantasy-inventory" aria-labelledby="inventory-title">
            <h2 id="inventory-title">My Powerplays Inventory</h2>
            <div className="fantasy-empty-state">
              <p>No powerplays in this preview.</p>
              <p className="muted small">
                Fantasy hockey powerplays come with the full game; your inventory is empty until then.
              </p>
            </div>
          </section>

          <section className="fantasy-section fantasy-scores" aria-labelledby="live-scores-title">
            <h2 id="live-scores-title">Live Scores</h2>
            <LiveScores players={current.data.players} />
          </section>
        </div>
      )}
    </section>
  );
}

function LiveScores({ players }: { players: FantasyPlayer[] }) {
  const sorted = [...players].sort((x, y) => y.score - x.score || x.name.localeCompare(y.name));
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Scores of every player">
      <table className="data-table">
        <caption className="visually-hidden">Live Scores: every player of the sample, by score</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Position</th>
            <th scope="col">Team</th>
            <th scope="col">Vs</th>
            <th scope="col" className="num">
              G
            </th>
            <th scope="col" className="num">
              A
            </th>
            <th scope="col" className="num">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{p.position}</td>
              <td>{p.team}</td>
              <td className="nowrap">{p.vs}</td>
              <td className="num">{p.g}</td>
              <td className="num">{p.a}</td>
              <td className="num">{p.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MyScores({ entry }: { entry: FantasyEntry }) {
  const starting = entry.picks.filter((p) => !p.bench);
  const bench = entry.picks.filter((p) => p.bench);
  const rows = [...starting, ...bench];
  return (
    <>
      <p className="fantasy-total">
        My total: <strong data-testid="fantasy-total">{entry.totalScore}</strong>
        <span className="muted small">
          {' '}
          ({starting.length} starting, {bench.length} on the bench)
        </span>
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Scores of my picks">
        <table className="data-table">
          <caption className="visually-hidden">My Scores: my picks, starting then bench</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Team</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Score
              </th>
              <th scope="col" className="num">
                My Score
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.player.id}>
                <th scope="row">
                  {p.player.name}
                  <span className="muted small fantasy-position"> {p.player.position}</span>
                </th>
                <td>{p.player.team}</td>
                <td>{p.bench ? 'Bench' : 'Starting'}</td>
                <td className="num">{p.player.score}</td>
                <td className="num">{p.myScore}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link to="/fantasy-players">Change my picks</Link>
      </p>
    </>
  );
}
