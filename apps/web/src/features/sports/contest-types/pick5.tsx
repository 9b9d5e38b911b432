import { pick5HandNames, pick5Hands } from '@powerplay/domain';
import { headlineFacts } from '../contest-type-facts';
import type { WebContestType } from './web-type';

/** Pick 5 on the web: rows by hand, best first (one pair upwards). */
export const web: WebContestType = {
  rule: 'pick5',
  layout: 'pick5',
  title: 'Pick 5',
  howToPlay: () => "Select 5 teams: each team's final score is a card, and the best poker-like hand wins.",
  prizeGrid: {
    heading: 'Hand',
    label: (r) => pick5HandNames[pick5Hands[r.teams] ?? 'none'],
    bestFirst: true,
  },
  editorRows: () =>
    pick5Hands
      .map((hand, rank) => ({ slot: String(rank), key: rank, label: pick5HandNames[hand], optional: true }))
      .filter((row) => row.key > 0)
      .reverse(),
  summary: headlineFacts('Hand'),
  headlineLabel: 'Hand',
};
