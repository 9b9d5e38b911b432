import type { PrivateContest, PrivateContestMember } from '@powerplay/contracts';
import { TableHead } from '../../components/ui/QueryTable';
import { TableScroll } from '../../components/ui/TableScroll';
import { beforeStart } from './status';

const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A member's picks: shown, hidden until the start (docs/rules/friends.md "Private contests"), or none yet. */
function picksText(member: PrivateContestMember, contest: PrivateContest): string {
  const { picks } = member;
  if (picks !== null && picks.length === 0) return 'No picks yet';
  // A draft's entry is 32 names: its top three tell it apart.
  if (picks !== null && contest.game.kind === 'draft' && picks.length > 3)
    return `${picks.slice(0, 3).join(', ')} and ${picks.length - 3} more`;
  if (picks !== null) return picks.join(', ');
  if (member.entryId === null && member.me) return 'No entry';
  return beforeStart(contest.status) ? 'Hidden until the game starts' : '—';
}

/**
 * The standings among members, in the server's order (docs/rules/friends.md "Standings"): place, who (the
 * viewer marked "You", the creator named), score, and the picks the viewer may see.
 */
export function Standings({ contest }: { contest: PrivateContest }) {
  return (
    // The table's scrolling region is named by the heading: one landmark, not two of one name.
    <div>
      <h2 id="friends-standings-title">Standings</h2>
      <TableScroll labelledBy="friends-standings-title">
        <table className="data-table friends-standings">
          <TableHead
            columns={[{ label: 'Place', num: true }, 'Player', { label: 'Score', num: true }, 'Picks']}
          />
          <tbody>
            {contest.members.map((m, i) => (
              // Display names are unique, but a member's row is its place in the server's order.
              <tr key={`${i}-${m.displayName}`} aria-current={m.me ? 'true' : undefined}>
                <td className="num">{m.place ?? '—'}</td>
                <th scope="row">
                  {m.displayName}
                  {m.me ? (
                    <>
                      {' '}
                      <span className="friends-you">You</span>
                    </>
                  ) : null}
                  {m.creator ? <span className="muted small"> (creator)</span> : null}
                </th>
                <td className="num">{m.score === null ? '—' : scoreFormat.format(m.score)}</td>
                <td className={m.picks === null ? 'muted' : undefined}>{picksText(m, contest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
