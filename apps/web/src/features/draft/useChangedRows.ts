import { useState } from 'react';

export interface ChangedRows<K> {
  /** The rows that changed in the latest change (none on the first showing). */
  changed: ReadonlySet<K>;
  /** Counts the changes: the fade's animation name alternates with it, so a row changed twice fades twice. */
  generation: number;
}

/**
 * The rows whose value changed since the list was last shown, so that they fade in (a move, a pick made).
 * The list's signature is compared as a string: the rows are new objects at every answer.
 */
export function useChangedRows<K extends string | number>(
  rows: readonly (readonly [K, string | number | null])[],
): ChangedRows<K> {
  const signature = rows.map(([key, value]) => `${key}=${value ?? ''}`).join('|');
  const [seen, setSeen] = useState<{ signature: string; changed: ReadonlySet<K>; generation: number }>({
    signature,
    changed: new Set<K>(),
    generation: 0,
  });
  if (seen.signature !== signature) {
    // Adjusting state to a new list during render (React's documented pattern), not in an effect.
    const before = new Map(seen.signature.split('|').map((part) => part.split('=') as [string, string]));
    const changed = new Set(
      rows.filter(([key, value]) => before.get(String(key)) !== String(value ?? '')).map(([key]) => key),
    );
    setSeen({ signature, changed, generation: seen.generation + 1 });
  }
  return { changed: seen.changed, generation: seen.generation };
}

/** The row's fade: its class and the alternating animation it restarts with. */
export function fadeProps<K>(rows: ChangedRows<K>, key: K, className: string) {
  return rows.changed.has(key)
    ? { className: `${className} draft-row-fade`, 'data-fade': rows.generation % 2 === 0 ? 'a' : 'b' }
    : { className, 'data-fade': undefined };
}
