import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { TableHead } from '../../components/ui/QueryTable';
import { TableScroll } from '../../components/ui/TableScroll';
import { formatDateTime } from '../../lib/time';
import { useMyPrivateContests } from './api';
import { statusLabels } from './status';
import './friends.css';

const TITLE_ID = 'friends-mine-title';

/**
 * Game Central's list of my private contests, newest first: nothing at all while I have none (the page's
 * own empty states stay as they are), nor while it loads (the tabs show theirs).
 */
export function MyPrivateContests() {
  const mine = useMyPrivateContests();
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <div className="friends-mine">
        <h2 id={TITLE_ID}>My private contests</h2>
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      </div>
    );
  }
  if (mine.data.contests.length === 0) return null;
  // The table's scrolling region is named by the heading: one landmark, not two of one name.
  return (
    <div className="friends-mine">
      <h2 id={TITLE_ID}>My private contests</h2>
      <TableScroll labelledBy={TITLE_ID}>
        <table className="data-table">
          <TableHead
            columns={['Contest', 'Game', 'Start', 'Status', { label: 'Members', num: true }, 'Action']}
          />
          <tbody>
            {mine.data.contests.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>{c.game.title}</td>
                <td className="nowrap">{formatDateTime(c.game.startAt)}</td>
                <td>{statusLabels[c.status]}</td>
                <td className="num">{`${c.memberCount} / ${c.size}`}</td>
                <td>
                  <Link to={`/private-contests/${c.id}`} className="button button-secondary button-small">
                    Open<span className="visually-hidden">{` ${c.name}`}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
