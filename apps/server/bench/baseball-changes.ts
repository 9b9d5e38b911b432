/**
 * A real baseball day's score changes as a data provider posts them (bench:sports, bench:friends): the
 * runs of one 2019 date (Retrosheet's line scores, the matches of `insertBaseballGameSet`'s game set).
 */
import type { FeedUpdate } from '@powerplay/contracts';
import { mlb2019Games } from '../src/features/sports/data/mlb-2019-slates';
import { lineScoreOf } from '../src/features/sports/data/retrosheet';

/** A match's running score as the provider has reported it. */
export interface Running {
  sequence: number;
  home: number;
  away: number;
}

/** The provider's next update of a match whose running score just changed. */
export const liveUpdate = (feedGameId: string, s: Running, progress: FeedUpdate['progress']): FeedUpdate => ({
  feedGameId,
  sequence: ++s.sequence,
  status: 'LIVE',
  homeScore: s.home,
  awayScore: s.away,
  progress,
});

/**
 * The day's score changes: every half-inning in which runs scored, in game time across the matches
 * (inning, then top before bottom, then the set's order), each with the match's running score and its
 * next sequence. `sequence` is the last one already posted for every match (0: none).
 */
export function baseballChanges(date: string, feedGameIds: string[], sequence = 0): FeedUpdate[] {
  const games = mlb2019Games.filter((g) => g.date === date);
  const halves: { inning: number; half: 'top' | 'bottom'; match: number; runs: number }[] = [];
  games.forEach((g, match) => {
    const { away, home } = lineScoreOf(g);
    away.forEach((runs, i) => {
      if (runs > 0) halves.push({ inning: i + 1, half: 'top', match, runs });
      const homeRuns = home[i] ?? 0;
      if (homeRuns > 0) halves.push({ inning: i + 1, half: 'bottom', match, runs: homeRuns });
    });
  });
  halves.sort(
    (a, b) => a.inning - b.inning || (a.half === b.half ? 0 : a.half === 'top' ? -1 : 1) || a.match - b.match,
  );
  const state = feedGameIds.map((): Running => ({ sequence, home: 0, away: 0 }));
  return halves.map(({ inning, half, match, runs }) => {
    const s = state[match]!;
    if (half === 'top') s.away += runs;
    else s.home += runs;
    return liveUpdate(feedGameIds[match]!, s, { league: 'baseball', inning, half });
  });
}
