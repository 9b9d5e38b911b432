import { gridTeams, teamRows, unitOf, type WebContestType } from './web-type';

/** Baseball Blackjack on the web: the classic team selection, a row per number of teams, its total. */
export const web: WebContestType = {
  rule: 'blackjack',
  layout: 'cta',
  title: 'Baseball Blackjack',
  prizeGrid: { heading: 'Number of Teams', label: (r) => String(r.teams), bestFirst: false },
  editorRows: (min, max) => teamRows(gridTeams(min, max), false),
  summary: ({ meta, gameSet }) => (
    <div>
      <dt>{`Total ${unitOf(gameSet.league)}s`}</dt>
      <dd>
        {meta.total}
        {meta.bust ? ' (bust)' : ''}
      </dd>
    </div>
  ),
};
