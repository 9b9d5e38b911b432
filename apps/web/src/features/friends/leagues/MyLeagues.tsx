import type { MyLeaguesResponse } from '@powerplay/contracts';
import { OpenLink } from '../../../components/ui/OpenLink';
import { TableHead } from '../../../components/ui/QueryTable';
import { TableScroll } from '../../../components/ui/TableScroll';
import { MineList } from '../MineList';
import { useMyLeagues } from './api';
import '../friends.css';

const TITLE_ID = 'friends-leagues-title';

/**
 * Game Central's list of my leagues, next to my private contests (My Account offers creating and
 * joining one).
 */
export function MyLeagues() {
  return (
    <MineList query={useMyLeagues()} titleId={TITLE_ID} title="My leagues" rows={(mine) => mine.leagues}>
      {(leagues) => <LeaguesTable leagues={leagues} labelledBy={TITLE_ID} />}
    </MineList>
  );
}

/** My leagues, each with its members, my role and a link to its page. */
export function LeaguesTable({
  leagues,
  labelledBy,
}: {
  leagues: MyLeaguesResponse['leagues'];
  labelledBy: string;
}) {
  // The table's scrolling region is named by the heading: one landmark, not two of one name.
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="data-table">
        <TableHead columns={['League', { label: 'Members', num: true }, 'Role', 'Action']} />
        <tbody>
          {leagues.map((l) => (
            <tr key={l.id}>
              <th scope="row">{l.name}</th>
              <td className="num">{l.memberCount}</td>
              <td>{l.commissioner ? <span className="friends-badge">Commissioner</span> : 'Member'}</td>
              <td>
                <OpenLink to={`/leagues/${l.id}`} what={l.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
