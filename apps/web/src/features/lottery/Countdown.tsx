import { countdownParts, pad2 } from '../../lib/countdown';

interface CountdownProps {
  /** Milliseconds left. */
  ms: number;
  seconds?: boolean;
  label: string;
}

/** Days, hours, mins (and secs) left, as four boxes; read as one phrase by screen readers. */
export function Countdown({ ms, seconds = true, label }: CountdownProps) {
  const p = countdownParts(ms);
  const units: [number, string][] = [
    [p.days, 'Days'],
    [p.hours, 'Hours'],
    [p.minutes, 'Mins'],
  ];
  if (seconds) units.push([p.seconds, 'Secs']);
  const spoken = units.map(([v, u]) => `${v} ${u.toLowerCase()}`).join(', ');
  return (
    <div className="countdown" role="timer" aria-label={`${label}: ${spoken}`}>
      {units.map(([v, u]) => (
        <span key={u} className="countdown-unit" aria-hidden="true">
          <span className="countdown-value">{u === 'Days' ? v : pad2(v)}</span>
          <span className="countdown-label">{u}</span>
        </span>
      ))}
    </div>
  );
}
