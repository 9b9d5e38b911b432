import type { GameSetMatchesResponse } from '@powerplay/contracts';
import { Modal } from '../../components/ui/Modal';
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

/** Starting Lineups (spec 000 §2): each team's starting pitcher or goalie with ERA or GAA. */
export function LineupsDialog({ open, onClose, data, starterWord, statWord }: LineupsDialogProps) {
  const matches = data?.matches ?? [];
  const games = doubleheaderGames(matches);
  return (
    <Modal open={open} onClose={onClose} title="Starting Lineups">
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Starting Lineups">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">{`Starting ${starterWord}`}</th>
              <th scope="col">{statWord}</th>
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
                    <td className="num">{statText(m[side].starter?.stat ?? null)}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
