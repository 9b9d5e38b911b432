import type { SportsLiveMatch } from '@powerplay/contracts';
import { Modal } from '../../components/ui/Modal';
import { noticeText } from '../../lib/messages';

export interface Candidate {
  key: string;
  name: string;
  opponent: string;
  status: SportsLiveMatch['status'];
  score: number;
}

/**
 * The teams an Add or a Swap may bring in (GAME-RULES "Sports powerplays"): of the game set, not held,
 * their match UNPLAYED or LIVE; in the matches' order.
 */
export function replacementCandidates(matches: readonly SportsLiveMatch[]): Candidate[] {
  return matches
    .filter((m) => m.status === 'UNPLAYED' || m.status === 'LIVE')
    .flatMap((m) =>
      (['away', 'home'] as const)
        .filter((side) => !m.mine[side].held)
        .map((side) => ({
          key: m[side].pickKey,
          name: m[side].name,
          opponent: m[side === 'home' ? 'away' : 'home'].name,
          status: m.status,
          score: m[side].score,
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
                  {`vs ${c.opponent} · ${
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
