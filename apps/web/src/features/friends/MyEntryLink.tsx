import type { PrivateContest } from '@powerplay/contracts';
import { Link } from 'react-router';
import { draftLivePath, draftTeamsPath } from '../draft';
import { liveScorePath } from '../livescore';
import { drawPath, pickPath } from '../lottery';
import { teamSelectionPath, useContest } from '../sports';
import { beforeStart } from './status';

/**
 * The way to my own entry in the game, as Game Central links one: a sports entry's team selection before
 * the start and its live score after; a draw's pick page before it, its live screen after; a draft's
 * order before its deadline, its live screen after.
 */
export function MyEntryLink({ contest }: { contest: PrivateContest }) {
  const entryId = contest.members.find((m) => m.me)?.entryId ?? null;
  const { game } = contest;
  // A sports game's layout says which page picks its teams (and whether its live page is fantasy's).
  const sports = useContest(entryId !== null && game.kind === 'sports' ? game.contestId : null);
  if (entryId === null) return null;
  const before = beforeStart(contest.status);
  let to: string | null = null;
  if (game.kind === 'lottery' && game.lotteryGameType !== null) {
    to = before ? pickPath(game.lotteryGameType) : `${drawPath(game.lotteryGameType)}?game=${game.contestId}`;
  } else if (game.kind === 'draft') {
    to = before ? draftTeamsPath(game.contestId) : draftLivePath({ entry: entryId });
  } else if (game.kind === 'sports' && sports.data) {
    const { layout } = sports.data.contest;
    to = before ? teamSelectionPath({ id: game.contestId, layout }) : liveScorePath(entryId, layout);
  }
  if (to === null) return null;
  const labels = {
    lottery: ['Pick my numbers', 'Watch the draw'],
    draft: ['Order my top 32', 'Watch the draft'],
    sports: ['Make my picks', 'My live score'],
  } as const;
  const label = labels[game.kind][before ? 0 : 1];
  return (
    <div className="actions">
      <Link className="button button-primary" to={to}>
        {label}
      </Link>
    </div>
  );
}
