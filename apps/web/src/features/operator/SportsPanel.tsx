import type { OperatorGameSet, SportsFeedStateResponse } from '@powerplay/contracts';
import { matchLabel } from '@powerplay/domain';
import { useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { OpenToggle, QueryTable, RefreshButton, TableHead } from '../../components/ui/QueryTable';
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
        <RefreshButton fetching={sets.isFetching} onRefresh={() => void sets.refetch()} what="game sets" />
      </div>
      <p className="hint-text">
        Upcoming and live game sets, then the latest finished ones. Open one for its feed, a new contest or a
        score correction.
      </p>
      <QueryTable query={sets} empty="There are no game sets yet." label="Game sets">
        {(rows) => (
          <>
            <TableHead
              columns={[
                '#',
                'Game set',
                'Starts',
                'Status',
                { label: 'Matches', num: true },
                { label: 'Contests', num: true },
                { label: 'Entries', num: true },
                { label: 'Open', hidden: true },
              ]}
            />
            <tbody>
              {rows.map((s) => (
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
                    <OpenToggle
                      open={s.id === selectedId}
                      onToggle={() => setSelectedId(s.id === selectedId ? null : s.id)}
                      what={`game set #${s.id}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </QueryTable>
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
              <TableHead
                columns={[
                  'Match',
                  'Status',
                  { label: 'Away – Home', num: true },
                  { label: 'Sequence', num: true },
                  { label: 'Provider', num: true },
                  { label: 'Scripted final', num: true },
                  { label: 'Correct', hidden: true },
                ]}
              />
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
