import { aceFacts } from '../contest-type-facts';
import { gridTeams, teamRows, type WebContestType } from './web-type';

/** Chase the Ace on the web: the classic team selection, a row per number of teams, its counts. */
export const web: WebContestType = {
  rule: 'chase_the_ace',
  layout: 'cta',
  title: 'Chase the Ace',
  prizeGrid: { heading: 'Number of Teams', label: (r) => String(r.teams), bestFirst: false },
  editorRows: (min, max) => teamRows(gridTeams(min, max), false),
  summary: aceFacts,
};
