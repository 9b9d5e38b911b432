import { leagueIds, notices, type SportsMatch, type GameSetMatchesResponse } from '@powerplay/contracts';
import { matchLabel } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Component, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { useContest, useMatches, usePicks, useSubmitPicks } from './api';
import { ContestHeader } from './ContestHeader';
import { contestIdOf, SportsMessageDialog, shownError, type Shown } from './shared';
import { useGameSetEvents } from './useGameSetEvents';
import { useMySportsEntryEvents } from './useMySportsEntryEvents';
import '../../components/ui/panels.css';
import './sports.css';

type League = 'hockey' | 'baseball';

/** Picks restored from navigation state (back from /login): `{ selected: { contest, picks } }`. */
function restoredPicks(state: unknown, contestId: number | null): string[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (typeof selected !== 'object' || selected === null) return null;
  const { contest, picks } = selected as { contest?: unknown; picks?: unknown };
  if (contest !== contestId || !Array.isArray(picks)) return null;
  return picks.filter((p): p is string => typeof p === 'string' && p.length <= 64).slice(0, 64);
}

interface BoundaryState {
  failed: boolean;
}

/** Spec 000 §2: a render failure of the game-set page shows "Something went wrong.". */
class RenderBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="error-panel" role="alert">
          <p>{noticeText('SPORTS_RENDER_FAILED')}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * `/select-teams-cta?contest=<id>` (spec 000 §2 "Team selection pages"): the game set's matches, two
 * per row, with a Select This Team button per side, and My Selections with submit. The layout follows
 * the league (14 hockey: goalies and GAA; 15 baseball: pitchers and ERA); another league renders
 * nothing. Reloadable: everything comes from the contest id in the address.
 */
export function TeamSelectPage() {
  useDocumentTitle('Select your teams');
  const [search] = useSearchParams();
  const contestId = contestIdOf(search);
  return (
    <section className="page sports-page" aria-labelledby="team-select-title">
      <RenderBoundary>
        {contestId === null ? (
          <>
            <h1 id="team-select-title">Select your teams</h1>
            <ErrorPanel {...messageOf('SPORTS_CONTEST_NOT_FOUND')} />
          </>
        ) : (
          <ContestTeams contestId={contestId} />
        )}
      </RenderBoundary>
    </section>
  );
}

function ContestTeams({ contestId }: { contestId: number }) {
  const contest = useContest(contestId);

  if (contest.isPending) return <Loading label={noticeText('SPORTS_LOADING')} />;
  if (contest.isError) {
    return (
      <>
        <h1 id="team-select-title">Select your teams</h1>
        <QueryError error={contest.error} onRetry={() => void contest.refetch()} />
      </>
    );
  }
  const { contest: c } = contest.data;
  const league: League | null =
    c.leagueId === leagueIds.hockey ? 'hockey' : c.leagueId === leagueIds.baseball ? 'baseball' : null;
  if (league === null) return null;
  return <Selection key={c.id} data={contest.data} league={league} />;
}

interface SelectionProps {
  data: NonNullable<ReturnType<typeof useContest>['data']>;
  league: League;
}

function Selection({ data, league }: SelectionProps) {
  const { contest, gameSet, prizes } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data ?? null;
  const matches = useMatches(gameSet.id);
  const entryId = user ? contest.myEntryId : null;
  const saved = usePicks(entryId);
  const submit = useSubmitPicks();
  const live = useGameSetEvents(matches.data?.gameSet.status === 'FINISHED' ? null : gameSet.id);
  const queryClient = useQueryClient();
  // Picks saved on another page or device show here too (until the player edits them on this page).
  useMySportsEntryEvents(entryId !== null, (event) => {
    if (event.entryId !== entryId) return;
    queryClient.setQueryData(queryKeys.sports.picks(entryId), { picks: event.state.picks });
  });

  const [edited, setEdited] = useState<string[] | null>(() => restoredPicks(location.state, contest.id));
  const [shown, setShown] = useState<Shown | null>(null);
  const [lineupsOpen, setLineupsOpen] = useState(false);
  const picks = edited ?? saved.data?.picks ?? [];
  const starterWord = league === 'hockey' ? 'Goalie' : 'Pitcher';
  const statWord = league === 'hockey' ? 'GAA' : 'ERA';

  const matchList = matches.data?.matches ?? [];
  const teamOf = new Map(
    matchList.flatMap((m) => [
      [m.home.pickKey, { team: m.home, match: m }],
      [m.away.pickKey, { team: m.away, match: m }],
    ]),
  );

  function toggle(key: string) {
    if (picks.includes(key)) {
      setEdited(picks.filter((p) => p !== key));
      return;
    }
    if (picks.length >= contest.maxTeams) {
      setShown(messageOf('SPORTS_PICKS_TOO_MANY', { max: contest.maxTeams }));
      return;
    }
    setEdited([...picks, key]);
  }

  function onSubmit() {
    if (picks.length === 0) return;
    if (picks.length < contest.minTeams) {
      setShown(messageOf('SPORTS_PICKS_TOO_FEW', { min: contest.minTeams }));
      return;
    }
    if (!user) {
      const selected = { contest: contest.id, picks };
      setShown({
        ...messageOf('AUTH_REQUIRED'),
        then: () =>
          void navigate('/login', {
            state: { backlink: `${location.pathname.slice(1)}${location.search}`, selected },
          }),
      });
      return;
    }
    submit.mutate(
      { contestId: contest.id, entryId: contest.myEntryId, teams: picks },
      {
        onSuccess: () =>
          setShown({
            title: notices.SPORTS_PICKS_UPDATED.title,
            message: noticeText('SPORTS_PICKS_UPDATED'),
            role: 'dialog',
            then: () => void navigate('/game-central'),
          }),
        onError: (error) => setShown(shownError(error)),
      },
    );
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  const belowMin = picks.length > 0 && picks.length < contest.minTeams;

  return (
    <>
      <ContestHeader page="team-select" contest={contest} gameSet={gameSet} prizes={prizes}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setLineupsOpen(true)}
          disabled={!matches.data}
        >
          Starting Lineups
        </button>
      </ContestHeader>

      <div className="team-select-layout">
        <section aria-labelledby="matches-title">
          <h2 id="matches-title">{league === 'hockey' ? 'Hockey games' : 'Baseball games'}</h2>
          {matches.isPending ? (
            <Loading label={noticeText('SPORTS_LOADING')} />
          ) : matches.isError ? (
            <QueryError error={matches.error} onRetry={() => void matches.refetch()} />
          ) : (
            <>
              <ul className="match-grid">
                {matchList.map((m) => (
                  <MatchCard
                    key={m.feedGameId}
                    match={m}
                    picks={picks}
                    starterWord={starterWord}
                    statWord={statWord}
                    onToggle={toggle}
                  />
                ))}
              </ul>
              {league === 'baseball' && matches.data.gameSet.credit ? (
                <p className="match-credit">{matches.data.gameSet.credit}</p>
              ) : null}
              <p className="visually-hidden" role="status">
                {live.state === 'open' ? 'Live updates on' : ''}
              </p>
            </>
          )}
        </section>

        <aside className="selections" aria-labelledby="selections-title">
          <h2 id="selections-title">My Selections</h2>
          <p className="hint-text">{noticeText('SPORTS_PICKS_HINT', { n: contest.minTeams })}</p>
          <p aria-live="polite">{`${picks.length} of ${contest.maxTeams} teams selected`}</p>
          {picks.length > 0 ? (
            <ol>
              {picks.map((key) => {
                const found = teamOf.get(key);
                const name = found ? found.team.name : key;
                const frozen = found ? found.match.status !== 'UNPLAYED' : false;
                return (
                  <li key={key}>
                    <span>{name}</span>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setEdited(picks.filter((p) => p !== key))}
                      disabled={frozen}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </button>
                  </li>
                );
              })}
            </ol>
          ) : null}
          {belowMin ? (
            <p className="field-error">
              {messageOf('SPORTS_PICKS_TOO_FEW', { min: contest.minTeams }).message}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary button-block"
            onClick={onSubmit}
            disabled={picks.length === 0 || submit.isPending}
          >
            {picks.length === 0
              ? noticeText('SPORTS_SELECT_ONE')
              : submit.isPending
                ? 'Submitting…'
                : 'Submit'}
          </button>
        </aside>
      </div>

      <LineupsDialog
        open={lineupsOpen}
        onClose={() => setLineupsOpen(false)}
        data={matches.data}
        starterWord={starterWord}
        statWord={statWord}
      />
      <SportsMessageDialog shown={shown} onClose={closeMessage} />
    </>
  );
}

function statText(stat: number | null): string {
  return stat === null ? '—' : stat.toFixed(2);
}

function MatchCard({
  match,
  picks,
  starterWord,
  statWord,
  onToggle,
}: {
  match: SportsMatch;
  picks: readonly string[];
  starterWord: string;
  statWord: string;
  onToggle: (key: string) => void;
}) {
  const open = match.status === 'UNPLAYED';
  const label = matchLabel(match);
  const badge =
    match.status === 'FINISHED'
      ? noticeText('SPORTS_MATCH_FINISHED')
      : open
        ? null
        : noticeText('SPORTS_MATCH_LIVE');
  const title = `${match.away.name} at ${match.home.name}`;
  return (
    <li className="match-card" data-disabled={!open} aria-label={title}>
      <div className="match-meta">
        <span>
          <time dateTime={match.startAt}>{formatDateTime(match.startAt)}</time>
        </span>
        <span>{match.location}</span>
      </div>
      {badge ? (
        <p className="match-status">
          {badge}
          {match.status !== 'FINISHED' ? ` · ${noticeText(label.code, label.params)}` : ''}
          {` · ${match.away.abbreviation} ${match.away.score} – ${match.home.abbreviation} ${match.home.score}`}
        </p>
      ) : null}
      <div className="match-teams">
        {(['away', 'home'] as const).map((side) => {
          const team = match[side];
          const selected = picks.includes(team.pickKey);
          const starter = team.starter;
          return (
            <div key={side} className="match-team">
              <span className="side">{side === 'home' ? 'Home' : 'Away'}</span>
              <h3>{team.name}</h3>
              <p className="starter">
                {starter
                  ? `${starterWord}: ${starter.name}${starter.stat === null ? '' : ` (${statWord} ${statText(starter.stat)})`}`
                  : `${starterWord}: TBD`}
              </p>
              <button
                type="button"
                className="button button-secondary button-small team-pick"
                aria-pressed={selected}
                disabled={!open}
                onClick={() => onToggle(team.pickKey)}
              >
                {selected ? <span aria-hidden="true">✓ </span> : null}
                Select This Team
                <span className="visually-hidden">{` ${team.name}`}</span>
              </button>
            </div>
          );
        })}
      </div>
    </li>
  );
}

function LineupsDialog({
  open,
  onClose,
  data,
  starterWord,
  statWord,
}: {
  open: boolean;
  onClose: () => void;
  data: GameSetMatchesResponse | undefined;
  starterWord: string;
  statWord: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Starting Lineups">
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Starting Lineups">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">{`Starting ${starterWord}`}</th>
              <th scope="col">{statWord}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.matches ?? []).flatMap((m) =>
              (['away', 'home'] as const).map((side) => (
                <tr key={m[side].pickKey}>
                  <td>{m[side].name}</td>
                  <td>{m[side].starter?.name ?? 'TBD'}</td>
                  <td className="num">{statText(m[side].starter?.stat ?? null)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
