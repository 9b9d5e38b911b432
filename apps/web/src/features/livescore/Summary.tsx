import { notices, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { noticeText } from '../../lib/messages';
import { contestTypeLabels, headlineText } from './headline-text';
import { prizeOf } from './prize';

/**
 * Teams selected, teams with 1 (Chase the Ace), the total (Blackjack) or the type's headline (High 5,
 * Zones, Pick 5, Brackets), then the result with its prize.
 */
export function Summary({ data }: { data: SportsLiveScoreResponse }) {
  const { meta, entry, gameSet } = data;
  const unit = { hockey: 'goal', baseball: 'run', basketball: 'point', football: 'point' }[gameSet.league];
  const blackjack = entry.contest.rule === 'blackjack';
  const prize = prizeOf(data);
  const resultCode =
    meta.result === 'WON'
      ? 'SPORTS_RESULT_WON'
      : meta.result === 'LOST'
        ? 'SPORTS_RESULT_LOST'
        : 'SPORTS_RESULT_POSSIBLE';
  return (
    <section className="livescore-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{meta.gameStatus === 'FINISHED' ? 'Results' : 'My Score'}</h2>
      <dl className="summary-facts">
        <div>
          <dt>Teams selected</dt>
          <dd>{meta.picksCount}</dd>
        </div>
        {meta.contestType && meta.headline ? (
          // High 5, Zones, Pick 5, Brackets: their headline (docs/rules/sports.md "Other contest types").
          <div>
            <dt>{contestTypeLabels[meta.contestType]}</dt>
            <dd>{headlineText(meta.headline)}</dd>
          </div>
        ) : blackjack ? (
          <div>
            <dt>{`Total ${unit}s`}</dt>
            <dd>
              {meta.total}
              {meta.bust ? ' (bust)' : ''}
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{`Teams with 1 ${unit}`}</dt>
              <dd>{noticeText('SPORTS_ACES_HEADLINE', { ones: meta.ones, picks: meta.picksCount })}</dd>
            </div>
            <div>
              <dt>Points</dt>
              <dd>{`${meta.pointTotal} / 100`}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="summary-result" data-result={meta.result}>
        {meta.result === 'LOST' ? (
          noticeText(resultCode)
        ) : (
          <>
            {noticeText(resultCode)}
            {prize ? <strong>{` ${prize}`}</strong> : null}
          </>
        )}
      </p>
      {meta.result === 'WON' && meta.prize?.kind !== 'items' ? (
        <p className="small">{notices.PRIZES_CREDITED.message}</p>
      ) : null}
      {meta.gameStatus === 'FINISHED' ? (
        <p>
          <Link to="/live-sports" className="button button-primary">
            Play Again
          </Link>
        </p>
      ) : null}
    </section>
  );
}
