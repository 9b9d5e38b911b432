import type { League, LeagueSeason as Season } from '@powerplay/contracts';
import { LEAGUE_POINTS_BY_PLACE, TAKING_PART_POINTS } from '@powerplay/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Loading } from '../../../components/ui/Loading';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { QueryError } from '../../../components/ui/QueryError';
import { TableHead } from '../../../components/ui/QueryTable';
import { TableScroll } from '../../../components/ui/TableScroll';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { formatDate, formatDateTime } from '../../../lib/time';
import { statusLabels } from '../status';
import { useEndLeagueSeason, useLeagueSeason } from './api';

/** The rule the leaderboard adds up, from the rule itself. */
const POINTS_HINT = `League points per contest: ${LEAGUE_POINTS_BY_PLACE.join(', ')} for places 1 to ${
  LEAGUE_POINTS_BY_PLACE.length
}, ${TAKING_PART_POINTS} for each place after.`;

const seasonLabel = (s: { number: number; endedAt: string | null }) =>
  s.endedAt === null ? `Season ${s.number} (open)` : `Season ${s.number} (ended ${formatDate(s.endedAt)})`;

/**
 * A season of the league: the open one by default, an ended one read-only from the picker. Its
 * leaderboard (docs/rules/friends.md "League points") and its contests; the commissioner ends the open
 * season, asked first.
 */
export function LeagueSeasonSection({ league, commissioner }: { league: League; commissioner: boolean }) {
  const pickerId = useId();
  // Null: the open season, whichever it is (ending it moves to the next).
  const [chosen, setChosen] = useState<number | null>(null);
  const open = league.season.number;
  const past = useLeagueSeason(league.id, chosen === open ? null : chosen);
  const season = chosen === null || chosen === open ? league.season : past.data;

  return (
    <section className="account-card" aria-labelledby="league-season-title">
      <div className="section-head">
        <h2 id="league-season-title">{`Season ${chosen ?? open}`}</h2>
        {league.seasons.length > 1 ? (
          <div className="field league-season-picker">
            <label htmlFor={pickerId}>Season</label>
            <select
              id={pickerId}
              value={chosen ?? open}
              onChange={(event) => {
                const number = Number(event.target.value);
                setChosen(number === open ? null : number);
              }}
            >
              {league.seasons.map((s) => (
                <option key={s.number} value={s.number}>
                  {seasonLabel(s)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {season ? (
        <SeasonView season={season} />
      ) : past.isError ? (
        <QueryError error={past.error} onRetry={() => void past.refetch()} retrying={past.isFetching} />
      ) : (
        <Loading />
      )}
      {commissioner && season === league.season ? <EndSeason league={league} /> : null}
    </section>
  );
}

function SeasonView({ season }: { season: Season }) {
  const dates =
    season.endedAt === null
      ? `Started ${formatDate(season.startedAt)}. Settled league contests add to it until the commissioner ends it.`
      : `${formatDate(season.startedAt)} to ${formatDate(season.endedAt)}. This season has ended: its leaderboard stays as it was.`;
  return (
    <>
      <p className="muted">{dates}</p>
      <Leaderboard season={season} />
      <SeasonContests season={season} />
    </>
  );
}

/**
 * The leaderboard in the server's order: the most points, then first places, then contests played. A
 * member's rank is their row.
 */
function Leaderboard({ season }: { season: Season }) {
  const titleId = `league-leaderboard-${season.number}`;
  return (
    <div className="league-block">
      <h3 id={titleId}>Leaderboard</h3>
      <p className="hint-text">{POINTS_HINT}</p>
      <TableScroll labelledBy={titleId}>
        <table className="data-table friends-standings">
          <TableHead
            columns={[
              { label: 'Rank', num: true },
              'Player',
              { label: 'Points', num: true },
              { label: 'Firsts', num: true },
              { label: 'Contests', num: true },
            ]}
          />
          <tbody>
            {season.leaderboard.map((row, i) => (
              <tr key={row.displayName} aria-current={row.me ? 'true' : undefined}>
                <td className="num">{i + 1}</td>
                <th scope="row">
                  {row.displayName}
                  {row.me ? (
                    <>
                      {' '}
                      <span className="friends-you">You</span>
                    </>
                  ) : null}
                </th>
                <td className="num">{row.points}</td>
                <td className="num">{row.firsts}</td>
                <td className="num">{row.contests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

function SeasonContests({ season }: { season: Season }) {
  const titleId = `league-contests-${season.number}`;
  return (
    <div className="league-block">
      <h3 id={titleId}>Contests</h3>
      {season.contests.length === 0 ? (
        <p className="muted">
          {season.endedAt === null
            ? 'No league contest yet this season: they are made from the recurring contests.'
            : 'This season had no league contest.'}
        </p>
      ) : (
        <TableScroll labelledBy={titleId}>
          <table className="data-table">
            <TableHead columns={['Game', 'Start', 'Status', { label: 'Members', num: true }]} />
            <tbody>
              {season.contests.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={`/private-contests/${c.id}`}>{c.game.title}</Link>
                  </th>
                  <td className="nowrap">{formatDateTime(c.game.startAt)}</td>
                  <td>{statusLabels[c.status]}</td>
                  <td className="num">{c.memberCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

/** "End season" (the commissioner): the next season opens at zero; this one stays readable. */
function EndSeason({ league }: { league: League }) {
  const end = useEndLeagueSeason(league.id);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const confirm = () =>
    end.mutate(undefined, {
      onError: (error) => setRefusal(describeError(error)),
      onSettled: () => setAsking(false),
    });
  return (
    <div className="actions">
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        End season {league.season.number}
      </button>
      <ConfirmDialog
        open={asking}
        title={`End season ${league.season.number}?`}
        confirmLabel="End season"
        busy={end.isPending}
        destructive
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          {`Season ${league.season.number + 1} opens with every member at zero. This season's leaderboard stays readable; it cannot be reopened.`}
        </p>
      </ConfirmDialog>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </div>
  );
}
