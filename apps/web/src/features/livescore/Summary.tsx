import { notices, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { noticeText } from '../../lib/messages';
import { webContestTypeOf } from '../sports';
import { prizeOf } from './prize';

/**
 * Teams selected, the type's own figures (its web module's: teams with 1 for Chase the Ace, the total
 * for Blackjack, the headline for High 5, Zones, Pick 5, Brackets), then the result with its prize.
 */
export function Summary({ data }: { data: SportsLiveScoreResponse }) {
  const { meta, entry } = data;
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
        {webContestTypeOf(entry.contest.rule).summary(data)}
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
