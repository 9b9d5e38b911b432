import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DrawBannerSpace } from '../../components/DrawBannerSpace';
import { queryKeys } from '../../lib/queryKeys';
import { useLotteryGames } from './gamesQuery';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { countdownParts } from '../../lib/countdown';
import { drawPath, pickPath } from './paths';
import { formatDrawDate } from '../../lib/time';
import './lottery.css';

const REFRESH_AFTER_START_MS = 15_000;

/**
 * The global banner: a countdown in days, hours and minutes (New York time) to the next
 * draw, with expand/collapse, close (until reload: component state only) and Go to Game. Kept tiny: it
 * loads after the first render on every page.
 */
export default function DrawBanner() {
  const games = useLotteryGames();
  const [closed, setClosed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const now = useNow(1000, useServerClockOffset());
  // Defensive: the banner is on every page and must never take the shell down.
  const next = Array.isArray(games.data?.upcoming) ? games.data.upcoming[0] : undefined;
  const left = next ? Date.parse(next.startAt) - now : Infinity;
  const started = left <= 0;
  const queryClient = useQueryClient();
  // At 0 the draw is live and the list has moved on: fetch it (then every 15 s while the server still
  // lists this draw as upcoming), so the banner counts down to the next draw instead of "Live now".
  const startedId = started ? next?.id : undefined;
  useEffect(() => {
    if (startedId === undefined) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.games });
    refresh();
    const timer = setInterval(refresh, REFRESH_AFTER_START_MS);
    return () => clearInterval(timer);
  }, [startedId, queryClient]);
  if (closed) return null;
  // Until the games arrive, the slot's height stays held (no layout shift).
  if (games.isPending) return <DrawBannerSpace />;
  if (!next) return null;

  const p = countdownParts(left);
  return (
    <aside className="draw-banner" aria-label="Next draw">
      <div className="container draw-banner-inner">
        <p className="draw-banner-title">Next draw: {next.name}</p>
        <p className="draw-banner-time">
          {started ? 'Live now' : `${p.days} Days ${p.hours} Hours ${p.minutes} Mins`}
        </p>
        <div className="draw-banner-actions">
          <Link className="draw-banner-go" to={started ? drawPath(next.gameType) : pickPath(next.gameType)}>
            Go to Game
          </Link>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="draw-banner-details"
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Less' : 'More'}
          </button>
          <button type="button" aria-label="Close the draw banner" onClick={() => setClosed(true)}>
            ×
          </button>
        </div>
        <p className="draw-banner-when" id="draw-banner-details" hidden={!expanded}>
          {next.name} draws {formatDrawDate(next.startAt)} (New York time).{' '}
          <Link to="/powerplay-lotto">All lotto games</Link>
        </p>
      </div>
    </aside>
  );
}
