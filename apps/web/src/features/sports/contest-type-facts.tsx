/** The live summary's figures that several contest types share (their modules are in contest-types/). */
import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';
import { headlineText, unitOf } from './contest-types/web-type';

/** Chase the Ace's figures: teams with 1 out of those picked, and the points out of 100. */
export const aceFacts = ({ meta, gameSet }: SportsLiveScoreResponse) => (
  <>
    <div>
      <dt>{`Teams with 1 ${unitOf(gameSet.league)}`}</dt>
      <dd>{noticeText('SPORTS_ACES_HEADLINE', { ones: meta.ones, picks: meta.picksCount })}</dd>
    </div>
    <div>
      <dt>Points</dt>
      <dd>{`${meta.pointTotal} / 100`}</dd>
    </div>
  </>
);

/**
 * A type told by its headline (docs/rules/sports.md "Other contest types"): what the headline stands for
 * and the headline itself (Chase the Ace's counts until the server has sent one).
 */
export const headlineFacts = (label: string) => (data: SportsLiveScoreResponse) =>
  data.meta.headline ? (
    <div>
      <dt>{label}</dt>
      <dd>{headlineText(data.meta.headline)}</dd>
    </div>
  ) : (
    aceFacts(data)
  );
