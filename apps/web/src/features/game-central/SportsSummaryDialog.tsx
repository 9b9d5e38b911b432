import { contestStatusNames, type ContestStatus, type SportsEntry } from '@powerplay/contracts';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { Modal } from '../../components/ui/Modal';
import { messageOf, noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { isContestTypeRule } from '@powerplay/domain';
import { contestTypeLabels, headlineText, useLiveScore } from '../livescore';
import { prizeText, useMatches } from '../sports';
import { useBrand } from '../brand';

export const contestStatusLabels: Record<ContestStatus, string> = contestStatusNames;

/** docs/rules/sports.md "Waiting For Players": a contest cancelled at its lock says so, even once archived. */
export const cancelledLine = (e: SportsEntry): string | null =>
  e.contest.cancelledAt !== null ? messageOf('SPORTS_CONTEST_CANCELLED').message : null;

export function resultLabel(e: SportsEntry): string {
  const cancelled = cancelledLine(e);
  if (cancelled) return cancelled;
  if (e.result === 'WON') return noticeText('SPORTS_RESULT_WON');
  if (e.result === 'LOST') return noticeText('SPORTS_RESULT_LOST');
  return noticeText('SPORTS_RESULT_POSSIBLE');
}

/** What the entry won, or what it could win while not settled. */
export function prizeLabel(e: SportsEntry): string {
  const kind = e.contest.prizeKind;
  if (e.contest.cancelledAt !== null) return 'None';
  if (e.result === 'WON') return kind === 'items' ? 'The item prize' : prizeText(e.wonAmount, kind);
  if (e.result === 'LOST') return 'None';
  return `Up to ${prizeText(e.contest.maxPrize, kind)}`;
}

/**
 * Game Central's summary of one sports entry: the contest, the picked
 * teams with their matches, status, result and prize.
 */
export function SportsSummaryDialog({ entry, onClose }: { entry: SportsEntry | null; onClose: () => void }) {
  const { sponsorLine } = useBrand();
  const matches = useMatches(entry && entry.picks.length > 0 ? entry.contest.gameSetId : null);
  // High 5, Zones, Pick 5 and Brackets: the type's headline, as the live score page shows it.
  const rule = entry && isContestTypeRule(entry.contest.rule) ? entry.contest.rule : null;
  const live = useLiveScore(rule && entry && entry.picks.length > 0 ? entry.id : null, { staleTime: 0 });
  const headline = live.data?.meta.headline;
  const teams = new Map(
    (matches.data?.matches ?? []).flatMap((m) =>
      (['home', 'away'] as const).map((side) => [
        m[side].pickKey,
        {
          name: m[side].name,
          match: `${m.away.name} at ${m.home.name}`,
          score: m[side].score,
          status: m.status,
        },
      ]),
    ),
  );
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      title={entry ? `Summary: ${entry.contest.name}` : 'Summary'}
      size="message"
      className="summary-dialog"
    >
      {entry ? (
        <>
          <dl className="summary-list">
            <dt>Game</dt>
            <dd>{`${entry.contest.name} (${entry.contest.sponsor || sponsorLine})`}</dd>
            <dt>Game Type</dt>
            <dd>{entry.contest.gameTypeName}</dd>
            <dt>Start</dt>
            <dd>{formatDateTime(entry.contest.startAt)}</dd>
            <dt>Status</dt>
            <dd>{contestStatusLabels[entry.contest.status]}</dd>
            {rule && entry.picks.length > 0 && !live.isError ? (
              <>
                <dt>{contestTypeLabels[rule]}</dt>
                <dd>{headline ? headlineText(headline) : 'Loading…'}</dd>
              </>
            ) : null}
            <dt>Result</dt>
            <dd>{resultLabel(entry)}</dd>
            <dt>Prize</dt>
            <dd>{prizeLabel(entry)}</dd>
          </dl>
          <h3 className="summary-picks-title">{`My Picks (${entry.picks.length})`}</h3>
          {entry.picks.length === 0 ? (
            <p className="muted">No teams picked yet.</p>
          ) : matches.isPending ? (
            <Loading />
          ) : matches.isError ? (
            <QueryError error={matches.error} onRetry={() => void matches.refetch()} />
          ) : (
            <ol className="summary-picks">
              {entry.picks.map((key) => {
                const team = teams.get(key);
                return (
                  <li key={key}>
                    <strong>{team?.name ?? key}</strong>
                    {team ? (
                      <span className="muted">
                        {` ${team.match}${team.status === 'UNPLAYED' ? '' : `, scored ${team.score}`}`}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </>
      ) : null}
    </Modal>
  );
}
