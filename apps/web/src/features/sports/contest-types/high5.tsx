import { headlineFacts } from '../contest-type-facts';
import { scoreUnit, type WebContestType } from './web-type';

/** High 5's rows an operator may fill (the seeded grids have three). */
export const HIGH5_SLOTS = 5;

/** High 5 on the web: rows by minimum total, best first, the operator typing each total. */
export const web: WebContestType = {
  rule: 'high5',
  layout: 'high5',
  title: 'High 5',
  howToPlay: (sport) =>
    `Highest score wins: select 5 teams. Their ${scoreUnit[sport]} add up, and the higher the total the bigger the prize.`,
  prizeGrid: {
    heading: 'Total',
    label: (r, sport) => `${r.teams.toLocaleString('en-US')} ${scoreUnit[sport]} or more`,
    bestFirst: true,
  },
  editorRows: () =>
    Array.from({ length: HIGH5_SLOTS }, (_, i) => ({
      slot: `t${i}`,
      key: null,
      label: `row ${i + 1}`,
      optional: true,
    })),
  seededSlot: (i) => `t${i}`,
  summary: headlineFacts('Total'),
  headlineLabel: 'Total',
};
