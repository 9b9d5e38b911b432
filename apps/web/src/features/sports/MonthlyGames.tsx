import type { SportSlug } from '@powerplay/contracts';
import { FREE_ENTRIES_PER_MONTH } from '@powerplay/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../auth';
import { useMonthlyGames } from './api';

/**
 * How many games of the sport the player has left this month, before any pick (docs/rules/sports.md
 * "Entries per month"): the server's own count for a signed-in player, the free allowance for a visitor.
 * One line whose height is held while it loads, so nothing below it moves when it arrives.
 */
export function MonthlyGames({ sport }: { sport: SportSlug }) {
  const me = useMe();
  const games = useMonthlyGames();
  // Defensive: a line of the lobby never takes the page down, whatever the answer holds.
  const list = Array.isArray(games.data?.games) ? games.data.games : [];
  const mine = list.find((g) => g.sport === sport);
  let text: ReactNode = '\u00a0';
  if (me.data === null) text = `${FREE_ENTRIES_PER_MONTH} free ${sport} games a month`;
  else if (mine) text = monthlyGamesText(sport, mine);
  return (
    <p className="monthly-games" aria-live="polite">
      {text}
    </p>
  );
}

/** "2 of 3 free hockey games left this month", "Unlimited hockey games this month", "No … left: Add more". */
export function monthlyGamesText(
  sport: SportSlug,
  { allowance, left }: { allowance: number | null; left: number | null },
): ReactNode {
  if (allowance === null || left === null) return `Unlimited ${sport} games this month with your plan`;
  if (left === 0) {
    return (
      <>
        {`No ${sport} games left this month. `}
        <Link to="/powerplay-store">Add more</Link>
      </>
    );
  }
  const free = allowance === FREE_ENTRIES_PER_MONTH ? ' free' : '';
  return `${left} of ${allowance}${free} ${sport} ${allowance === 1 ? 'game' : 'games'} left this month`;
}
