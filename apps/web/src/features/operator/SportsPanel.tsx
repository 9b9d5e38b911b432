import type { OperatorGameSet, SportsFeedStateResponse } from '@powerplay/contracts';
import { matchLabel } from '@powerplay/domain';
import { useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useNow } from '../../lib/useNow';
import { SportsContestForm } from './SportsContestForm';
import { SportsCorrectionDialog } from './SportsCorrectionDialog';
import { useFeedState, useOperatorGameSets } from './sportsApi';

export type FeedMatch = SportsFeedStateResponse['matches'][number];

const statusLabels: Record<OperatorGameSet['status'], string> = {
  UNPLAYED: 'Upcoming',
  LIVE: 'Live',
  FINISHED: 'Finished',
};

const leagueLabels: Record<OperatorGameSet['league'], string> = {
  baseball: 'MLB',
  hockey: 'NHL',
  basketball: 'NBA',
  football: 'NFL',
};

/** What a match row shows for where it stands (the players' texts: Top 3, 2nd 12:04, Finished…). */
function matchStateText(match: Pick<FeedMatch, 'status' | 'progress'>): string {
  const label = matchLabel(match);
  return noticeText(label.code, label.params ?? {});
}

/**
 * The back office's sports panel: the game sets (upcoming, live, latest finished); for the chosen one,
 * each match's feed state with a score correction for a finished match, and a new contest while the
 * set has not started.
 */
export function SportsPanel() {
  const sets = useOperatorGameSets();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = sets.data?.find((s) => s.id === selectedId) ?? null;

  return (
    <section className="account-card" aria-labelledby="sports-sets-title">
      <div className="section-head">
        <h2 id="sports-sets-title">Sports game sets</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void sets.refetch()}
          disabled={sets.isFetching}
          aria-label={sets.isFetching ? 'Refreshing game sets' : 'Refresh game sets'}
        >
          {sets.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p className="hint-text">
        Upcoming and live game sets, then the latest finished ones. Open one for its feed, a new contest or a
        score correction.
      </p>
      {sets.isPending ? (
        <Loading />
      ) : sets.isError ? (
        <QueryError error={sets.error} onRetry={() => void sets.refetch()} />
      ) : sets.data.length === 0 ? (
        <p className="empty-state">There are no game sets yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Game sets">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Game set</th>
                <th scope="col">Starts</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Matches
                </th>
                <th scope="col" className="num">
                  Contests
                </th>
                <th scope="col" className="num">
                  Entries
                </th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.data.map((s) => (
                <tr key={s.id} aria-current={s.id === selectedId ? 'true' : undefined}>
                  <td>{s.id}</td>
                  <th scope="row">{`${leagueLabels[s.league]} · ${s.title}`}</th>
                  <td className="nowrap">{formatDateTime(s.startAt)}</td>
                  <td>{statusLabels[s.status]}</td>
                  <td className="num">
                    {s.matches}
                    {s.status === 'UNPLAYED' ? null : (
                      <span className="muted small">{` (${s.liveMatches} live, ${s.finishedMatches} final)`}</span>
                    )}
                  </td>
                  <td className="num">{s.contests}</td>
                  <td className="num">{s.entries}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-pressed={s.id === selectedId}
                      onClick={() => setSelectedId(s.id === selectedId ? null : s.id)}
                    >
                      Open<span className="visually-hidden">{` game set #${s.id}`}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected ? <GameSetDetail key={selected.id} gameSet={selected} /> : null}
    </section>
  );
}

function GameSetDetail({ gameSet }: { gameSet: OperatorGameSet }) {
  const feed = useFeedState(gameSet.id);
  const [correcting, setCorrecting] = useState<FeedMatch | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = `sports-set-${gameSet.id}-title`;
  const now = useNow(10_000);
  const open = gameSet.status === 'UNPLAYED' && Date.parse(gameSet.startAt) > now;

  return (
    <div className="sports-set-detail">
      <h3 id={titleId}>{`Game set #${gameSet.id}: ${leagueLabels[gameSet.league]} · ${gameSet.title}`}</h3>
      {gameSet.credit ? <p className="muted small">{gameSet.credit}</p> : null}
      {gameSet.simulated ? <p className="muted small">{noticeText('SPORTS_GAME_SET_SIMULATED')}</p> : null}
      <Notice text={notice} />
      {feed.isPending ? (
        <Loading />
      ) : feed.isError ? (
        <QueryError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <p className="small">
            {`Feed: ${feed.data.gameSet.source}, ${statusLabels[feed.data.gameSet.status]}, event #${feed.data.gameSet.eventSeq}`}
            {feed.data.gameSet.settledAt ? `, settled ${formatDateTime(feed.data.gameSet.settledAt)}` : ''}
          </p>
          <div
            className="table-scroll"
            tabIndex={0}
            role="region"
            aria-label={`Feed of game set #${gameSet.id}`}
          >
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Match</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Away – Home
                  </th>
                  <th scope="col" className="num">
                    Sequence
                  </th>
                  <th scope="col" className="num">
                    Provider
                  </th>
                  <th scope="col" className="num">
                    Scripted final
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Correct</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {feed.data.matches.map((m) => (
                  <tr key={m.feedGameId}>
                    <th scope="row">
                      {`${m.awayTeamId} at ${m.homeTeamId}`}
                      <span className="muted small break">{` ${m.feedGameId}`}</span>
                    </th>
                    <td>{matchStateText(m)}</td>
                    <td className="num nowrap">{`${m.awayScore} – ${m.homeScore}`}</td>
                    <td className="num">{m.sequence}</td>
                    <td className="num">{m.lastProviderSequence ?? '—'}</td>
                    <td className="num nowrap">
                      {m.scriptFinal ? `${m.scriptFinal.awayScore} – ${m.scriptFinal.homeScore}` : '—'}
                    </td>
                    <td>
                      {m.status === 'FINISHED' ? (
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          onClick={() => setCorrecting(m)}
                        >
                          Correct score<span className="visually-hidden">{` of ${m.feedGameId}`}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {open ? (
        <SportsContestForm gameSet={gameSet} />
      ) : (
        <p className="hint-text">Contests can be added only before a game set starts.</p>
      )}
      <SportsCorrectionDialog
        match={correcting}
        onClose={() => setCorrecting(null)}
        onSent={(text) => {
          setCorrecting(null);
          setNotice(text);
        }}
      />
    </div>
  );
}
