import {
  liveEventPaths,
  notices,
  sportsGameSetEventSchemas,
  type FantasyLivePick,
  type FantasyLiveResponse,
} from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useLocation, Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useEventStream } from '../../lib/useEventStream';
import { useFantasyLive, useFantasyPowerplay } from './api';
import { FantasyPowerplays } from './FantasyPowerplays';
import { LoadFailed, SimulatedNote } from './SimulatedNote';
import '../../components/ui/panels.css';
import './fantasy.css';
import { fantasyKeys } from './queryKeys';

const justSaved = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { saved?: unknown }).saved === true;

/** The entry id of `/fantasy-live/12`, or null. */
const entryIdOf = (raw: string | undefined) =>
  raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/**
 * `/fantasy-live/:entryId`: my players with their points as goals happen, My Score, the prize row it
 * reaches, my powerplays (Swap, Star Power, Undo) and, once settled, what I won. Every event of the game
 * set's live topic refetches the standing: the points are the server's.
 */
export function FantasyLivePage() {
  useDocumentTitle('Fantasy Hockey Live');
  const location = useLocation();
  const entryId = entryIdOf(useParams()['*']);
  const live = useFantasyLive(entryId);
  const queryClient = useQueryClient();
  const gameSetId = live.data?.gameSet.id ?? null;
  useEventStream(
    gameSetId === null ? null : liveEventPaths.sportsGameSet(gameSetId),
    sportsGameSetEventSchemas,
    () => void queryClient.invalidateQueries({ queryKey: fantasyKeys.live(entryId ?? 0) }),
  );

  return (
    <section
      className="page fantasy"
      aria-labelledby="fantasy-live-title"
      // A query without an entry never runs: pending, but nothing is loading.
      aria-busy={entryId !== null && live.isPending}
    >
      <header className="page-header">
        <p className="eyebrow">Fantasy Hockey</p>
        <h1 id="fantasy-live-title">Fantasy Live</h1>
        <p className="lead">Your players&apos; points as the goals happen.</p>
        <SimulatedNote />
      </header>
      <div role="status" className={justSaved(location.state) ? 'fantasy-saved' : 'notice-empty'}>
        {justSaved(location.state) ? notices.FANTASY_PICKS_SAVED.message : null}
      </div>
      {entryId === null ? (
        <p>
          Pick a Fantasy Hockey contest in the <Link to="/select-games">hockey lobby</Link>, or open your
          entry from <Link to="/game-central">Game Central</Link>.
        </p>
      ) : live.isPending ? (
        <Loading label="Loading your scores…" />
      ) : live.isError ? (
        <LoadFailed error={live.error} onRetry={() => void live.refetch()} />
      ) : (
        <Standing data={live.data} entryId={entryId} />
      )}
    </section>
  );
}

function Standing({ data, entryId }: { data: FantasyLiveResponse; entryId: number }) {
  const powerplay = useFantasyPowerplay(entryId);
  const { entry, standing } = data;
  return (
    <div className="fantasy-live">
      <section className="fantasy-section fantasy-my" aria-labelledby="my-scores-title">
        <h2 id="my-scores-title">My Scores</h2>
        <p className="fantasy-myscore">
          My Score <strong data-testid="my-score">{data.myScore}</strong>
        </p>
        <p className="muted small" data-testid="standing">
          {entry.result === 'WON'
            ? `Won ${formatMoney(entry.wonAmount)}`
            : entry.result === 'LOST'
              ? 'No prize this time'
              : standing.next !== null
                ? `Next prize at ${standing.next} points`
                : 'Top prize reached'}
        </p>
        <MyPlayers picks={data.picks} />
        <p className="small">
          <Link to={`/select-teams-fantasy?contest=${entry.contestId}`}>Change picks</Link> (players whose
          match has not started)
        </p>
      </section>
      <FantasyPowerplays data={data} powerplay={powerplay} />
      <MessageDialog message={powerplay.error} onClose={powerplay.dismissError} />
    </div>
  );
}

function MyPlayers({ picks }: { picks: FantasyLivePick[] }) {
  if (picks.length === 0) return <p className="muted">You have not picked any players yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="My players">
      <table className="data-table">
        <caption className="visually-hidden">My players and the points each counts</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Position</th>
            <th scope="col">Match</th>
            <th scope="col" className="num">
              G
            </th>
            <th scope="col" className="num">
              A
            </th>
            <th scope="col" className="num">
              Pts
            </th>
            <th scope="col" className="num">
              Counts
            </th>
          </tr>
        </thead>
        <tbody>
          {picks.map(({ player: p, bench, star, counted }) => (
            <tr key={p.key} data-testid={`pick-${p.key}`}>
              <th scope="row">
                {p.name}
                <span className="muted small"> {bench ? 'Bench' : star ? '★ Star Player' : ''}</span>
              </th>
              <td>{p.position}</td>
              <td className="nowrap">
                {p.club} vs {p.vs.replace(/^@ /, '@')} · {p.status}
              </td>
              <td className="num">{p.goals}</td>
              <td className="num">{p.assists}</td>
              <td className="num">{p.points}</td>
              <td className="num" data-testid="counted">
                {counted}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
