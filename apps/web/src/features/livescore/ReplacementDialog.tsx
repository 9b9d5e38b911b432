import type { SportsLiveMatch } from '@powerplay/contracts';
import { Modal } from '../../components/ui/Modal';
import { noticeText } from '../../lib/messages';
import { doubleheaderGames } from '../sports';

export interface Candidate {
  key: string;
  name: string;
  opponent: string;
  status: SportsLiveMatch['status'];
  score: number;
  /** A doubleheader's game number; undefined for a single game. */
  game: number | undefined;
}

/**
 * The teams an Add or a Swap may bring in (docs/rules/sports.md "Sports powerplays"): of the game set, their
 * match UNPLAYED or LIVE, and never a club the player holds, in any of its games (a doubleheader's other game
 * of a held club, the swapped-out team's included); in the matches' order.
 */
export function replacementCandidates(matches: readonly SportsLiveMatch[]): Candidate[] {
  const heldClubs = new Set(
    matches.flatMap((m) => (['away', 'home'] as const).filter((s) => m.mine[s].held).map((s) => m[s].teamId)),
  );
  const games = doubleheaderGames(matches);
  return matches
    .filter((m) => m.status === 'UNPLAYED' || m.status === 'LIVE')
    .flatMap((m) =>
      (['away', 'home'] as const)
        .filter((side) => !m.mine[side].held && !heldClubs.has(m[side].teamId))
        .map((side) => ({
          key: m[side].pickKey,
          name: m[side].name,
          opponent: m[side === 'home' ? 'away' : 'home'].name,
          status: m.status,
          score: m[side].score,
          game: games.get(m.feedGameId),
        })),
    );
}

interface ReplacementDialogProps {
  /** What the choice is for: "Swap" (the held team it replaces) or "Add"; null when closed. */
  purpose: { kind: 'swap'; teamName: string } | { kind: 'add' } | null;
  candidates: readonly Candidate[];
  onChoose: (key: string) => void;
  onClose: () => void;
}

/** "Select A Replacement": a list of teams to choose from; Close, Escape, focus trapped and returned. */
export function ReplacementDialog({ purpose, candidates, onChoose, onClose }: ReplacementDialogProps) {
  return (
    <Modal
      open={purpose !== null}
      onClose={onClose}
      title="Select A Replacement"
      description={
        purpose?.kind === 'swap'
          ? `Choose the team that replaces ${purpose.teamName}.`
          : 'Choose the team to add to your picks.'
      }
    >
      {candidates.length === 0 ? (
        <p role="status">{noticeText('SPORTS_NO_REPLACEMENTS')}</p>
      ) : (
        <ul className="replacement-list">
          {candidates.map((c) => (
            <li key={c.key}>
              <button type="button" className="replacement" onClick={() => onChoose(c.key)}>
                <span className="replacement-name">{c.name}</span>
                <span className="replacement-meta">
                  {`vs ${c.opponent} · ${c.game ? `${noticeText('SPORTS_GAME_NUMBER', { n: c.game })} · ` : ''}${
                    c.status === 'LIVE'
                      ? `${noticeText('SPORTS_MATCH_LIVE')} · ${c.score}`
                      : noticeText('SPORTS_MATCH_NOT_STARTED')
                  }`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
