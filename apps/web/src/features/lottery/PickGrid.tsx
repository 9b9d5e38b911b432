import { togglePick } from '@powerplay/domain';
import { noticeText } from '../../lib/messages';

interface PickGridProps {
  config: { picks: number; min: number; max: number };
  picks: readonly number[];
  onChange: (picks: number[]) => void;
  /** Called with a catalogue code when a toggle is refused (the selection limit). */
  onRefused: (code: 'PICKS_TOO_MANY') => void;
  /** Columns of the grid (Gridlock: 9, on 5 rows). */
  columns?: number;
  disabled?: boolean;
  label?: string;
}

/**
 * The number grid of a pick page: a number toggles on when there is room and off when clicked again;
 * an extra pick is refused with "Selection Limit".
 */
export function PickGrid({ config, picks, onChange, onRefused, columns, disabled, label }: PickGridProps) {
  const numbers = Array.from({ length: config.max - config.min + 1 }, (_, i) => config.min + i);
  function toggle(n: number) {
    const next = togglePick(config, picks, n);
    if (typeof next === 'string') onRefused(next);
    else onChange(next);
  }
  return (
    <div className="pick-grid-wrap">
      <p className="pick-counter" aria-live="polite">
        {noticeText('PICKS_COUNTER', { n: picks.length, max: config.picks })}
      </p>
      <div
        className={columns ? 'pick-grid pick-grid-fixed' : 'pick-grid'}
        style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
        role="group"
        aria-label={label ?? `Numbers ${config.min} to ${config.max}`}
      >
        {numbers.map((n) => {
          const on = picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={on ? 'pick-number selected' : 'pick-number'}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
    </div>
  );
}
