import type { GameSetMatchesResponse } from '@powerplay/contracts';
import { Modal } from '../../components/ui/Modal';
import { TableScroll } from '../../components/ui/TableScroll';
import { noticeText } from '../../lib/messages';
import { doubleheaderGames } from './doubleheaders';
import { statText } from './MatchCard';

interface LineupsDialogProps {
  open: boolean;
  onClose: () => void;
  data: GameSetMatchesResponse | undefined;
  starterWord: string;
  statWord: string;
}

/**
 * Starting Lineups: each team's starting pitcher or goalie with ERA or GAA. A stat the data
 * does not have is left out: no column when no starter has one, an empty cell for one without.
 */
export function LineupsDialog({ open, onClose, data, starterWord, statWord }: LineupsDialogProps) {
  const matches = data?.matches ?? [];
  const games = doubleheaderGames(matches);
  const withStats = matches.some((m) => m.home.starter?.stat != null || m.away.starter?.stat != null);
  return (
    <Modal open={open} onClose={onClose} title="Starting Lineups">
      <TableScroll label="Starting Lineups">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">{`Starting ${starterWord}`}</th>
              {withStats ? <th scope="col">{statWord}</th> : null}
            </tr>
          </thead>
          <tbody>
            {matches.flatMap((m) =>
              (['away', 'home'] as const).map((side) => {
                const game = games.get(m.feedGameId);
                return (
                  <tr key={m[side].pickKey}>
                    <td>
                      {m[side].name}
                      {game ? ` (${noticeText('SPORTS_GAME_NUMBER', { n: game })})` : ''}
                    </td>
                    <td>{m[side].starter?.name ?? 'TBD'}</td>
                    {withStats ? <td className="num">{statText(m[side].starter?.stat)}</td> : null}
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </TableScroll>
    </Modal>
  );
}
