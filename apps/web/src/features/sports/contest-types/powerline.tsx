import { headlineFacts } from '../contest-type-facts';
import type { WebContestType } from './web-type';

/** A grid row's label: its key is the line's rank, 1 for a perfect line, 2 for one miss (domain `powerlineRank`). */
const missesLabel = (rank: number) =>
  rank === 1 ? 'Perfect line' : `${rank - 1} ${rank === 2 ? 'miss' : 'misses'}`;

/** NFL PowerLine on the web: one team per game, rows by misses, a perfect line first. */
export const web: WebContestType = {
  rule: 'powerline',
  layout: 'powerline',
  title: 'NFL PowerLine',
  howToPlay: () =>
    'Pick the winner of every game of the week, one team from each game (a tie is a miss). A perfect line wins the top prize, one miss the next.',
  // Rank 1 (perfect) sorts first in key order, so the rows read best first without `bestFirst`.
  prizeGrid: { heading: 'Line', label: (r) => missesLabel(r.teams), bestFirst: false },
  editorRows: () =>
    [1, 2, 3].map((rank) => ({
      slot: String(rank),
      key: rank,
      label: missesLabel(rank),
      optional: rank > 1,
    })),
  picksHint: 'SPORTS_POWERLINE_PICKS_HINT',
  summary: headlineFacts('Line'),
  headlineLabel: 'Line',
};
