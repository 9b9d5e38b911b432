import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { countdownParts } from '../../lib/countdown';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useNow } from '../../lib/useNow';
import { teamSelectionPath } from '../sports';
import { prizeOf } from './prize';

/** The headline by state: FINAL, STARTED / GOOD LUCK, or the start, teams selected and prize. */
export function Headline({ data }: { data: SportsLiveScoreResponse }) {
  const { meta, gameSet } = data;
  if (meta.gameStatus === 'FINISHED') {
    return (
      <div className="livescore-headline" role="region" aria-label="Game set" data-state="final">
        <p className="headline-main">{noticeText('SPORTS_GAMESET_FINAL')}</p>
      </div>
    );
  }
  if (meta.gameStatus === 'LIVE') {
    return (
      <div className="livescore-headline" role="region" aria-label="Game set" data-state="live">
        <p className="headline-main">{noticeText('SPORTS_GAMESET_STARTED')}</p>
        <p className="headline-sub">{noticeText('SPORTS_GOOD_LUCK')}</p>
      </div>
    );
  }
  const prize = prizeOf(data);
  return (
    <div className="livescore-headline" role="region" aria-label="Game set" data-state="upcoming">
      <dl className="headline-facts">
        <div>
          <dt>Starts</dt>
          <dd>
            <time dateTime={gameSet.startAt}>{formatDateTime(gameSet.startAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Teams selected</dt>
          <dd>{meta.picksCount}</dd>
        </div>
        <div>
          <dt>Prize to win</dt>
          <dd>{prize ?? '—'}</dd>
        </div>
      </dl>
      {gameSet.league === 'baseball' ? <StartCountdown startAt={gameSet.startAt} /> : null}
      <p>
        <Link to={teamSelectionPath(data.entry.contest)}>Pick Teams</Link>
      </p>
    </div>
  );
}

/** Days, hours and minutes until the game set starts (New York time is the start's own). */
function StartCountdown({ startAt }: { startAt: string }) {
  const now = useNow(1000);
  const left = countdownParts(Date.parse(startAt) - now);
  const parts = [
    { label: 'days', value: left.days },
    { label: 'hours', value: left.hours },
    { label: 'mins', value: left.minutes },
  ];
  return (
    <div className="start-countdown" role="timer" aria-live="off" aria-label="Time to start">
      {parts.map((p, i) => (
        <span key={p.label} className="countdown-part">
          {i > 0 ? ' ' : null}
          <strong>{p.value}</strong> {p.label}
        </span>
      ))}
    </div>
  );
}
