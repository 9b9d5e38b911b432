import { gameTypeLayouts, notices, type GameTypeLayout } from '@powerplay/contracts';
import type { SportsContestRule } from '@powerplay/domain';
import { Component, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useContest } from './api';
import { sportOfLeague, webContestTypes } from './contest-types';
import { GameTypeIntro } from './GameTypeIntro';
import { Selection } from './Selection';
import { contestIdOf } from './shared';
import '../../components/ui/panels.css';
import './sports.css';
import './team-select.css';

interface BoundaryState {
  failed: boolean;
}

/** A render failure of the game-set page shows "Something went wrong.". */
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
 * `/select-teams-cta?contest=<id>`: the contest's team selection
 * (`Selection`), in its sport's words (hockey goalies and GAA, baseball pitchers and ERA, none for
 * basketball and football). Reloadable: everything comes from the contest id in the address.
 */
export function TeamSelectPage() {
  return <TeamSelection noContest={<ErrorPanel {...messageOf('SPORTS_CONTEST_NOT_FOUND')} />} />;
}

/**
 * `/select-teams-powerplay?contest=<id>` (docs/rules/sports.md "Entries close", "Waiting For Players"): the
 * same team selection; without a chosen contest, "Please Select A Game To Edit" and the ways to choose one.
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

/**
 * `/select-teams-<layout>` of a type with a page of its own (its layout named after its rule: High 5,
 * Zones, Pick 5, Brackets) with `?contest=<id>`: the contest's team selection (docs/rules/sports.md
 * "Other contest types"); without a contest (`?gameType=<id>` or nothing), how the type plays and the way
 * to its open games.
 */
function ContestTypePage({ rule }: { rule: SportsContestRule }) {
  const [search] = useSearchParams();
  return contestIdOf(search) === null ? <GameTypeIntro rule={rule} /> : <TeamSelection noContest={null} />;
}

/** The page of each layout: a type's own, or the classic `TeamSelectPage` (Chase the Ace, Blackjack). */
export const layoutPages = Object.fromEntries(
  gameTypeLayouts.map((layout): [GameTypeLayout, ComponentType] => {
    const own = webContestTypes.find((t) => t.layout === layout && t.rule === layout);
    return [layout, own ? () => <ContestTypePage rule={own.rule} /> : TeamSelectPage];
  }),
) as Record<GameTypeLayout, ComponentType>;

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
  const sport = sportOfLeague(c.leagueId);
  if (sport === null) return null;
  return <Selection key={c.id} data={contest.data} sport={sport} />;
}
