import {
  sportGameTypeName,
  sportNameOf,
  sportsContestStatusSchema,
  type ContestStatus,
  type SportsEntry,
} from '@powerplay/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { formatDateTime } from '../../lib/time';
import { noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { SavedEntry, savedEntryIdOf } from './SavedEntry';
import { cancelledLine, contestStatusLabels, SportsSummaryDialog } from './SportsSummaryDialog';
import {
  MyPicksDialog,
  prizeText,
  teamSelectionPath,
  useMySportsEntries,
  useMySportsEntryEvents,
} from '../sports';
import { liveScorePath } from '../livescore';
import { NoGames } from './NoGames';
import { TableHead } from '../../components/ui/QueryTable';

type Filter = 'current' | ContestStatus;

const statusOrder: Record<ContestStatus, number> = {
  IN_PROGRESS: 0,
  NOT_STARTED: 1,
  WAITING_FOR_PLAYERS: 1,
  FINISHED: 2,
  CANCELLED: 2,
  ARCHIVED: 3,
};

/**
 * The LIVE SPORTS GAMES tab: the player's sports entries with their
 * status, prize and result; Pick My Teams before any pick, else a menu of Pick Teams / Show my Picks
 * (until a match starts), Edit Live Scores (once one has) and Show My Scores. The game type is named with
 * its sport. Archived games show only when asked.
 * `?entry=<id>` (after a submit) highlights that entry, with the way to its live score.
 */
export function SportsGames() {
  const entries = useMySportsEntries();
  const queryClient = useQueryClient();
  // A change made on another page or device (picks saved, a powerplay used) refreshes the rows.
  useMySportsEntryEvents(
    true,
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.sports.entries }),
  );
  const [filter, setFilter] = useState<Filter>('current');
  const [picksOf, setPicksOf] = useState<SportsEntry | null>(null);
  const [summaryOf, setSummaryOf] = useState<SportsEntry | null>(null);
  const filterId = useId();
  const [search] = useSearchParams();
  const savedId = savedEntryIdOf(search);

  if (entries.isPending) return <Loading />;
  if (entries.isError) return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;

  const rows = entries.data.entries
    .filter((e) => (filter === 'current' ? e.contest.status !== 'ARCHIVED' : e.contest.status === filter))
    .sort(
      (a, b) =>
        statusOrder[a.contest.status] - statusOrder[b.contest.status] ||
        Date.parse(a.contest.startAt) - Date.parse(b.contest.startAt),
    );

  const saved = entries.data.entries.find((e) => e.id === savedId) ?? null;

  return (
    <div className="game-central">
      {saved ? <SavedEntry entry={saved} /> : null}
      <Field id={filterId} label="Show" className="game-central-filter">
        <select value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          <option value="current">All current games</option>
          {sportsContestStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {contestStatusLabels[s]}
            </option>
          ))}
        </select>
      </Field>
      {rows.length === 0 ? (
        <NoGames
          text={noticeText(filter === 'current' ? 'SPORTS_NO_ENTRIES' : 'SPORTS_NO_ENTRIES_FILTERED')}
          to="/select-games"
          action="Choose a sports game"
        />
      ) : (
        <TableScroll label="My sports games">
          <table className="data-table">
            <TableHead columns={['Game', 'Game Type', 'Start', 'Status', 'Prize', 'Result', 'Action']} />
            <tbody>
              {rows.map((e) => (
                <tr
                  key={e.id}
                  className={e.id === saved?.id ? 'central-row-saved' : undefined}
                  aria-current={e.id === saved?.id ? 'true' : undefined}
                >
                  <th scope="row">{e.contest.name}</th>
                  <td>{sportGameTypeName(sportNameOf(e.contest.sportId), e.contest.gameTypeName)}</td>
                  <td className="nowrap">{formatDateTime(e.contest.startAt)}</td>
                  <td>{contestStatusLabels[e.contest.status]}</td>
                  <td>{`Up to ${prizeText(e.contest.maxPrize, e.contest.prizeKind)}`}</td>
                  <td>{resultText(e)}</td>
                  <td>
                    <div className="central-row-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => setSummaryOf(e)}
                      >
                        Summary<span className="visually-hidden">{` of ${e.contest.name}`}</span>
                      </button>
                      <EntryActions entry={e} onShowPicks={() => setPicksOf(e)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <MyPicksDialog entry={picksOf} onClose={() => setPicksOf(null)} />
      <SportsSummaryDialog entry={summaryOf} onClose={() => setSummaryOf(null)} />
    </div>
  );
}

function resultText(e: SportsEntry): string {
  const cancelled = cancelledLine(e);
  if (cancelled) return cancelled;
  if (e.result === 'WON') {
    const won = e.contest.prizeKind === 'items' ? '' : `: ${prizeText(e.wonAmount, e.contest.prizeKind)}`;
    return `${noticeText('SPORTS_RESULT_WON')}${won}`;
  }
  if (e.result === 'LOST') return noticeText('SPORTS_RESULT_LOST');
  return '—';
}

function EntryActions({ entry, onShowPicks }: { entry: SportsEntry; onShowPicks: () => void }) {
  const name = entry.contest.name;
  // Nothing is played in a cancelled contest: no picking, no live score.
  if (entry.contest.cancelledAt !== null) return null;
  if (!entry.hasPicks) {
    return (
      <Link to={teamSelectionPath(entry.contest)} className="button button-primary button-small">
        Pick My Teams<span className="visually-hidden">{` for ${name}`}</span>
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button button-secondary button-small">
        Actions<span className="visually-hidden">{` for ${name}`}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {/* Live scores are edited with powerplays, which apply once the games are under way. */}
          {entry.matchStarted ? (
            <DropdownMenu.Item asChild className="menu-item">
              <Link to={liveScorePath(entry.id, entry.contest.layout)}>Edit Live Scores</Link>
            </DropdownMenu.Item>
          ) : (
            <>
              <DropdownMenu.Item asChild className="menu-item">
                <Link to={teamSelectionPath(entry.contest)}>Pick Teams</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className="menu-item" onSelect={onShowPicks}>
                Show my Picks
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Item asChild className="menu-item">
            <Link to={liveScorePath(entry.id, entry.contest.layout)}>Show My Scores</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
