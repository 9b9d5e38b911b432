import {
  gameTypeNotifyTopic,
  sportGameTypeName,
  type NamedNotifyTopic,
  type SportsContest,
  type SportsGameType,
  type SportsSport,
} from '@powerplay/contracts';
import { entriesOpen } from '@powerplay/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { messageOf } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { useMe } from '../auth';
import { NotifyMe } from '../notify';
import { useContest, useContests, useEnterContest } from './api';
import { PlayersBadge } from './PlayersStatus';
import {
  eligibilityLabels,
  layoutPaths,
  PrizeGridDialog,
  prizeText,
  SportsMessageDialog,
  shownError,
  teamSelectionPath,
  type Shown,
} from './shared';
import { useBrand } from '../brand';
import { CreatePrivateContestButton } from '../friends';

export const notifyTopics: Record<SportsSport['slug'], NamedNotifyTopic> = {
  hockey: 'nhl',
  baseball: 'mlb',
  basketball: 'nba',
  football: 'nfl',
};

/** A game type's contests: Enter while entries are open, View once live. */
export function GamesTable({ sport, gameType }: { sport: SportsSport; gameType: SportsGameType }) {
  const { sponsorLine } = useBrand();
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data ?? null;
  const contests = useContests(sport.id);
  const enter = useEnterContest();
  const [shown, setShown] = useState<Shown | null>(null);
  const [prizeOf, setPrizeOf] = useState<SportsContest | null>(null);
  const [entering, setEntering] = useState<number | null>(null);
  const prizes = useContest(prizeOf?.id ?? null);
  const headingId = `games-${gameType.id}`;
  const now = useNow(1000, useServerClockOffset());
  // docs/rules/sports.md "Entries close": a contest stops taking entries when its first match starts (one
  // waiting for players takes them: that is how it fills up; a cancelled one has locked).
  const notStarted = (c: SportsContest) => c.status === 'NOT_STARTED' || c.status === 'WAITING_FOR_PLAYERS';
  const takesEntries = (c: SportsContest) =>
    entriesOpen({ status: notStarted(c) ? 'UNPLAYED' : 'LIVE', startAt: Date.parse(c.startAt) }, now);

  function onEnter(contest: SportsContest) {
    if (!user) {
      const selected = { sport: sport.id, gameType: gameType.id };
      setShown({
        ...messageOf('AUTH_REQUIRED'),
        then: () => void navigate('/login', { state: { backlink: `select-games/${sport.id}`, selected } }),
      });
      return;
    }
    setEntering(contest.id);
    enter.mutate(contest.id, {
      onSuccess: () => void navigate(teamSelectionPath(contest)),
      onError: (error) => setShown(shownError(error)),
      onSettled: () => setEntering(null),
    });
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  let content;
  if (contests.isPending) content = <Loading />;
  else if (contests.isError)
    content = <QueryError error={contests.error} onRetry={() => void contests.refetch()} />;
  else {
    // Open contests first (soonest first, as the server lists them), then the ones under way.
    const ofType = contests.data.contests.filter((c) => c.gameTypeId === gameType.id);
    const rows = [...ofType.filter(takesEntries), ...ofType.filter((c) => !takesEntries(c))];
    if (rows.length === 0) {
      content = (
        <div className="empty-state" role="status">
          <p>{gameType.noGameText}</p>
          {/* Notify Me about this very game type when it plays by a rule (its next contest opens it); a sport
              with nothing to play yet (no league, or no game type of its plays by a rule) offers its
              league's games as a whole. */}
          {gameType.rule !== null ? (
            <NotifyMe
              topic={gameTypeNotifyTopic(gameType.id)}
              gameName={sportGameTypeName(sport.name, gameType.name)}
            />
          ) : sport.leagueId === null || !sport.gameTypes.some((t) => t.rule !== null) ? (
            <NotifyMe topic={notifyTopics[sport.slug]} gameName={sport.name} />
          ) : null}
          {gameType.layout !== 'cta' ? (
            <Link
              to={`${layoutPaths[gameType.layout]}?gameType=${gameType.id}`}
              className="button button-secondary button-small"
            >
              {`See how ${gameType.name} plays`}
            </Link>
          ) : null}
        </div>
      );
    } else {
      content = (
        <TableScroll labelledBy={headingId}>
          <table className="data-table sports-games-table">
            <thead>
              <tr>
                <th scope="col">Game Name</th>
                <th scope="col">Sponsored By</th>
                <th scope="col">Game Type</th>
                <th scope="col">Start Date</th>
                <th scope="col">Max Prize</th>
                <th scope="col">Eligibility</th>
                <th scope="col">Entries</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>{c.sponsor || sponsorLine}</td>
                  <td>{c.gameTypeName}</td>
                  <td className="nowrap">{formatDateTime(c.startAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-haspopup="dialog"
                      aria-label={`${prizeText(c.maxPrize, c.prizeKind)}, prizes of ${c.name}`}
                      onClick={() => setPrizeOf(c)}
                    >
                      {prizeText(c.maxPrize, c.prizeKind)}
                    </button>
                  </td>
                  <td>{eligibilityLabels[c.eligibility]}</td>
                  <td className="num">
                    {c.entries}
                    <PlayersBadge contest={c} />
                  </td>
                  <td>
                    {c.cancelledAt !== null ? (
                      c.myEntryId !== null ? (
                        <Link to="/game-central" className="button button-secondary button-small">
                          View Entry<span className="visually-hidden">{` of ${c.name}`}</span>
                        </Link>
                      ) : null
                    ) : !takesEntries(c) ? (
                      <span className="sports-games-live">
                        <span className="badge-live">Live</span>
                        <Link
                          to={
                            c.myEntryId === null
                              ? teamSelectionPath(c)
                              : c.layout === 'fantasy'
                                ? `/fantasy-live/${c.myEntryId}`
                                : `/livescore/${c.myEntryId}`
                          }
                          className="button button-secondary button-small"
                        >
                          {c.myEntryId !== null ? 'View Entry' : 'View'}
                          <span className="visually-hidden">{` of ${c.name}`}</span>
                        </Link>
                      </span>
                    ) : c.myEntryId !== null ? (
                      <Link to="/game-central" className="button button-secondary button-small">
                        View Entry<span className="visually-hidden">{` of ${c.name}`}</span>
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="button button-primary button-small"
                        disabled={entering !== null || me.isPending}
                        onClick={() => onEnter(c)}
                      >
                        {entering === c.id ? 'Entering…' : 'Enter'}
                        <span className="visually-hidden">{` ${c.name}`}</span>
                      </button>
                    )}
                    {/* A player plays a private contest with their entry here: creating one takes it. */}
                    {user && c.cancelledAt === null && takesEntries(c) ? (
                      <CreatePrivateContestButton game={c} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
    }
  }

  return (
    <section className="sports-games" aria-labelledby={headingId}>
      <h2 id={headingId}>{`${sport.name} ${gameType.name} games`}</h2>
      {content}
      <PrizeGridDialog
        open={prizeOf !== null}
        onClose={() => setPrizeOf(null)}
        title={prizeOf ? `${prizeOf.name}: prizes` : 'Prizes'}
        rows={prizes.data?.prizes}
        error={prizes.error}
        onRetry={() => void prizes.refetch()}
        contest={prizeOf ?? { rule: null, leagueId: 0, minTeams: 1, maxTeams: 1 }}
      />
      <SportsMessageDialog shown={shown} onClose={closeMessage} />
    </section>
  );
}
