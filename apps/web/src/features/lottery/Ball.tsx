interface BallProps {
  number: number | null;
  /** Visual variant: a drawn ball, a player's pick, a matched pick, an empty slot. */
  variant?: 'drawn' | 'pick' | 'match' | 'empty' | 'inplay';
  size?: 'small' | 'medium' | 'large';
  label?: string;
}

/** One lottery ball. A null number shows a dash (not drawn yet, or being re-revealed). */
export function Ball({ number, variant = 'drawn', size = 'medium', label }: BallProps) {
  return (
    <span
      className={`lotto-ball lotto-ball-${variant} lotto-ball-${size}`}
      aria-label={label}
      role={label ? 'img' : undefined}
    >
      {number ?? '–'}
    </span>
  );
}
