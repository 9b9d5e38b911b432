import { LoadMore } from '../../components/ui/LoadMore';
import { OpenLink } from '../../components/ui/OpenLink';
import { TableHead } from '../../components/ui/QueryTable';
import { TableScroll } from '../../components/ui/TableScroll';
import { formatDateTime } from '../../lib/time';
import { useMyPrivateContests } from './api';
import { MineList } from './MineList';
import { statusLabels } from './status';
import './friends.css';

const TITLE_ID = 'friends-mine-title';

/** Game Central's list of my private contests, newest first, a page at a time. */
export function MyPrivateContests() {
  const query = useMyPrivateContests();
  return (
    <MineList
      query={query}
      titleId={TITLE_ID}
      title="My private contests"
      rows={(mine) => mine.pages.flatMap((p) => p.contests)}
    >
      {(contests) => (
        <>
          <TableScroll labelledBy={TITLE_ID}>
            <table className="data-table">
              <TableHead
                columns={['Contest', 'Game', 'Start', 'Status', { label: 'Members', num: true }, 'Action']}
              />
              <tbody>
                {contests.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.name}</th>
                    <td>{c.game.title}</td>
                    <td className="nowrap">{formatDateTime(c.game.startAt)}</td>
                    <td>{statusLabels[c.status]}</td>
                    <td className="num">{`${c.memberCount} / ${c.size}`}</td>
                    <td>
                      <OpenLink to={`/private-contests/${c.id}`} what={c.name} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <LoadMore query={query} className="button-small" />
        </>
      )}
    </MineList>
  );
}
