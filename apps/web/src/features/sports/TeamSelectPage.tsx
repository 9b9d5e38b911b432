import { leagueIds, notices } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Component, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { useContest, useMatches, usePicks, useSubmitPicks } from './api';
import { ContestHeader } from './ContestHeader';
import { doubleheaderGames } from './doubleheaders';
import { LineupsDialog } from './LineupsDialog';
import { MatchCard } from './MatchCard';
import { MySelections, type PickedTeam } from './MySelections';
import { contestIdOf, SportsMessageDialog, shownError, type Shown } from './shared';
import { useGameSetEvents } from './useGameSetEvents';
import { useMySportsEntryEvents } from './useMySportsEntryEvents';
import '../../components/ui/panels.css';
import './sports.css';
import './team-select.css';

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
  return <TeamSelection noContest={<ErrorPanel {...messageOf('SPORTS_CONTEST_NOT_FOUND')} />} />;
}

/**
 * `/select-teams-powerplay?contest=<id>` (GAME-RULES "Entries close; late swap; Waiting For Players"):
 * the same team selection; without a chosen contest, "Please Select A Game To Edit" and the ways to
 * choose one.
 */
export function PowerplayTeamSelectPage() {
  return (
    <TeamSelection
      noContest={
        <ErrorPanel
          title={notices.SPORTS_SELECT_GAME_TO_EDIT.title}
          message={noticeText('SPORTS_SELECT_GAME_TO_EDIT')}
          role="status"
        >
          <p className="actions">
            <Link to="/game-central" className="button button-primary button-small">
              My Game Center
            </Link>
            <Link to="/select-games" className="button button-secondary button-small">
              Choose a game
            </Link>
          </p>
        </ErrorPanel>
      }
    />
  );
}

/** The team selection of the contest in the address (`?contest=`), or `noContest` without one. */
function TeamSelection({ noContest }: { noContest: ReactNode }) {
  useDocumentTitle('Select your teams');
  const [search] = useSearchParams();
  const contestId = contestIdOf(search);
  return (
    <section className="page sports-page" aria-labelledby="team-select-title">
      <RenderBoundary>
        {contestId === null ? (
          <>
            <h1 id="team-select-title">Select your teams</h1>
            {noContest}
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
  const games = doubleheaderGames(matchList);
  const teamOf = new Map<string, PickedTeam>(
    matchList.flatMap((m) =>
      (['home', 'away'] as const).map((side) => [
        m[side].pickKey,
        { team: m[side], match: m, game: games.get(m.feedGameId) },
      ]),
    ),
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
        // "Updated", then Game Central with this entry highlighted and the way to its live score.
        onSuccess: ({ entryId: saved }) =>
          setShown({
            title: notices.SPORTS_PICKS_UPDATED.title,
            message: noticeText('SPORTS_PICKS_UPDATED'),
            role: 'dialog',
            then: () => void navigate(`/game-central?entry=${saved}`),
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
                    game={games.get(m.feedGameId)}
                    picks={picks}
                    starterWord={starterWord}
                    statWord={statWord}
                    onToggle={toggle}
                  />
                ))}
              </ul>
              {matches.data.gameSet.credit ? (
                <p className="match-credit">{matches.data.gameSet.credit}</p>
              ) : null}
              {matches.data.gameSet.simulated ? (
                <p className="match-credit">{noticeText('SPORTS_GAME_SET_SIMULATED')}</p>
              ) : null}
              <p className="visually-hidden" role="status">
                {live.state === 'open' ? 'Live updates on' : ''}
              </p>
            </>
          )}
        </section>

        <MySelections
          contest={contest}
          picks={picks}
          teamOf={teamOf}
          submitting={submit.isPending}
          onRemove={(key) => setEdited(picks.filter((p) => p !== key))}
          onSubmit={onSubmit}
        />
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
