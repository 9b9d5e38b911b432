import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { sportsPowerplayIds } from '@powerplay/domain';
import { Link } from 'react-router';
import { messageOf, noticeText } from '../../lib/messages';
import { ClickHere } from '../sports';
import { contestOffCode } from './standing';
import './powerplays.css';

interface PowerplaysPanelProps {
  data: SportsLiveScoreResponse;
  /** A powerplay is on its way: Add waits (aria-disabled, so it keeps the keyboard's focus). */
  busy: boolean;
  onAdd: () => void;
}

/**
 * The side panel: the powerplays left, Add, and the store link when the player has no subscription.
 * Add used up is off with its reason shown and read with it (as on the lottery's live draw), instead of
 * opening the team list only to be refused; so is the whole panel while the contest waits for players
 * or once it is cancelled for want of them (docs/rules/sports.md "Waiting For Players").
 */
export function PowerplaysPanel({ data, busy, onAdd }: PowerplaysPanelProps) {
  const { meta } = data;
  const contestOff = contestOffCode(data.entry.contest);
  const addLeft = data.powerplays.find((p) => p.powerplayId === sportsPowerplayIds.add)?.remaining;
  const usedUp = addLeft !== undefined && addLeft <= 0;
  const off = contestOff !== null || usedUp;
  // The contest's reason first: it holds whatever is left.
  const reason = contestOff
    ? messageOf(contestOff).message
    : usedUp && meta.gameStatus !== 'FINISHED'
      ? noticeText('PP_OFF_NONE_LEFT')
      : null;
  return (
    <aside className="livescore-side" aria-labelledby="powerplays-title">
      <h2 id="powerplays-title">Powerplays</h2>
      <ul className="powerplay-stock">
        {data.powerplays.map((p) => (
          <li key={p.powerplayId} data-off={contestOff !== null || p.remaining <= 0}>
            <span>{p.name}</span> <strong>{p.remaining}</strong>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={meta.gameStatus === 'FINISHED'}
        aria-disabled={busy || off}
        aria-describedby={reason ? 'add-off-reason' : undefined}
        data-off={off}
        onClick={() => {
          if (!busy && !off) onAdd();
        }}
      >
        Add
      </button>
      {reason ? (
        <p className="powerplay-off-reason" id="add-off-reason">
          {reason}
        </p>
      ) : null}
      {meta.canPlay ? null : (
        <div className="subscription-needed">
          <p>
            <ClickHere text={messageOf('SPORTS_SUBSCRIPTION_NEEDED').message} to="/powerplay-store" />
          </p>
          <Link to="/powerplay-store" className="button button-secondary button-block">
            Add Live Scores
          </Link>
        </div>
      )}
    </aside>
  );
}
