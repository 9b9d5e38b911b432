import { notices, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { noticeText } from '../../lib/messages';
import { SportsMessageDialog, type Shown } from '../sports';

/** The player's entries by start, oldest first, this one among them. */
function entriesByStart(data: SportsLiveScoreResponse): number[] {
  const all = new Map<number, number>();
  for (const s of data.siblings) all.set(s.id, Date.parse(s.startAt));
  all.set(data.entry.id, Date.parse(data.entry.contest.startAt));
  return [...all].sort(([a, at], [b, bt]) => at - bt || a - b).map(([id]) => id);
}

/** The entry arrows: the player's entries by start; no newer one says so. */
export function EntryArrows({ data }: { data: SportsLiveScoreResponse }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const ordered = entriesByStart(data);
  const at = ordered.indexOf(data.entry.id);
  const older = at > 0 ? ordered[at - 1] : undefined;
  const newer = ordered[at + 1];
  const noNewer = () =>
    setShown({
      title: notices.SPORTS_NO_FUTURE_GAMES.title,
      message: noticeText('SPORTS_NO_FUTURE_GAMES'),
    });
  return (
    <>
      <nav className="entry-arrows" aria-label="My entries">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={older === undefined}
          onClick={() => older !== undefined && void navigate(`/livescore/${older}`)}
        >
          <span aria-hidden="true">‹ </span>Previous entry
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => (newer === undefined ? noNewer() : void navigate(`/livescore/${newer}`))}
        >
          Next entry<span aria-hidden="true"> ›</span>
        </button>
      </nav>
      <SportsMessageDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
