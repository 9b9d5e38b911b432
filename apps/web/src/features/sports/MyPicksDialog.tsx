import type { SportsEntry } from '@powerplay/contracts';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { QueryError } from '../../components/ui/QueryError';
import { formatDateTime } from '../../lib/time';
import { useMatches } from './api';
import './sports.css';

/** Show my Picks (Game Central): the entry's saved teams with their match and start. */
export function MyPicksDialog({ entry, onClose }: { entry: SportsEntry | null; onClose: () => void }) {
  const matches = useMatches(entry ? entry.contest.gameSetId : null);
  const teams = new Map(
    (matches.data?.matches ?? []).flatMap((m) =>
      (['home', 'away'] as const).map((side) => [
        m[side].pickKey,
        { name: m[side].name, match: `${m.away.name} at ${m.home.name}`, startAt: m.startAt },
      ]),
    ),
  );
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      title={entry ? `My Picks: ${entry.contest.name}` : 'My Picks'}
    >
      {matches.isPending ? (
        <Loading />
      ) : matches.isError ? (
        <QueryError error={matches.error} onRetry={() => void matches.refetch()} />
      ) : (
        <ol className="my-picks">
          {(entry?.picks ?? []).map((key) => {
            const team = teams.get(key);
            return (
              <li key={key}>
                <strong>{team?.name ?? key}</strong>
                {team ? (
                  <span className="muted">{` ${team.match}, ${formatDateTime(team.startAt)}`}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
