import { headlineFacts } from '../contest-type-facts';
import type { WebContestType } from './web-type';

/** Fantasy's rows an operator may fill (the seeded grid has three). */
const FANTASY_SLOTS = 5;

/**
 * Fantasy hockey on the web (docs/rules/fantasy.md): its own pick and live pages
 * (features/fantasy); rows by minimum points, best first, the operator typing each.
 */
export const web: WebContestType = {
  rule: 'fantasy',
  layout: 'fantasy',
  title: 'Fantasy Hockey',
  howToPlay: () =>
    'Pick 1 to 8 players of the clubs on the ice: goals score 3, assists 2, your Star Player counts twice. The more points, the bigger the prize.',
  prizeGrid: {
    heading: 'My Score',
    label: (r) => `${r.teams.toLocaleString('en-US')} points or more`,
    bestFirst: true,
  },
  editorRows: () =>
    Array.from({ length: FANTASY_SLOTS }, (_, i) => ({
      slot: `t${i}`,
      key: null,
      label: `row ${i + 1}`,
      optional: true,
    })),
  seededSlot: (i) => `t${i}`,
  summary: headlineFacts('My Score'),
  headlineLabel: 'My Score',
};
