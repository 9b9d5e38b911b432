import type { MyLeaguesResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { TableHead } from '../../../components/ui/QueryTable';
import { TableScroll } from '../../../components/ui/TableScroll';
import { useMyLeagues } from './api';
import '../friends.css';

const TITLE_ID = 'friends-leagues-title';

/**
 * Game Central's list of my leagues, next to my private contests: nothing while I have none (My Account
 * offers creating and joining one), nor while it loads.
 */
export function MyLeagues() {
  const mine = useMyLeagues();
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <div className="friends-mine">
        <h2 id={TITLE_ID}>My leagues</h2>
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      </div>
    );
  }
  if (mine.data.leagues.length === 0) return null;
  return (
    <div className="friends-mine">
      <h2 id={TITLE_ID}>My leagues</h2>
      <LeaguesTable leagues={mine.data.leagues} labelledBy={TITLE_ID} />
    </div>
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
                <Link to={`/leagues/${l.id}`} className="button button-secondary button-small">
                  Open<span className="visually-hidden">{` ${l.name}`}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
