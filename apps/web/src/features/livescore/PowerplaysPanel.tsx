import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { messageOf } from '../../lib/messages';
import { ClickHere } from '../sports';

interface PowerplaysPanelProps {
  data: SportsLiveScoreResponse;
  /** A powerplay is on its way: Add waits (aria-disabled, so it keeps the keyboard's focus). */
  busy: boolean;
  onAdd: () => void;
}

/** The side panel: the powerplays left, Add, and the store link when the player has no subscription. */
export function PowerplaysPanel({ data, busy, onAdd }: PowerplaysPanelProps) {
  const { meta } = data;
  return (
    <aside className="livescore-side" aria-labelledby="powerplays-title">
      <h2 id="powerplays-title">Powerplays</h2>
      <ul className="powerplay-stock">
        {data.powerplays.map((p) => (
          <li key={p.powerplayId}>
            <span>{p.name}</span> <strong>{p.remaining}</strong>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={meta.gameStatus === 'FINISHED'}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onAdd();
        }}
      >
        Add
      </button>
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
