import type { FantasyPick, FantasyPlayer } from '@powerplay/contracts';

/** A skater may be the Star Player; a goalie may not (docs/rules/fantasy.md "Picks"). */
export const isSkater = (p: Pick<FantasyPlayer, 'position'>) => p.position !== 'GOALIE';

/**
 * The picks with `key` added or removed. An added skater becomes the Star Player when there is none
 * active; removing the Star Player passes the star to the first active skater left, if any.
 */
export function toggled(
  picks: readonly FantasyPick[],
  key: string,
  players: ReadonlyMap<string, FantasyPlayer>,
): FantasyPick[] {
  if (picks.some((p) => p.key === key))
    return withStar(
      picks.filter((p) => p.key !== key),
      players,
    );
  const player = players.get(key);
  const hasStar = picks.some((p) => p.star && !p.bench);
  return [...picks, { key, bench: false, star: !hasStar && player !== undefined && isSkater(player) }];
}

/** The picks with `key` on or off the bench (a benched Star Player passes the star on). */
export const benchToggled = (
  picks: readonly FantasyPick[],
  key: string,
  players: ReadonlyMap<string, FantasyPlayer>,
) =>
  withStar(
    picks.map((p) => (p.key === key ? { ...p, bench: !p.bench, star: p.bench ? p.star : false } : p)),
    players,
  );

/** `key` as the one Star Player. */
export const starred = (picks: readonly FantasyPick[], key: string): FantasyPick[] =>
  picks.map((p) => ({ ...p, star: p.key === key }));

/** One active skater keeps the star: when none has it, the first active skater gets it. */
function withStar(picks: FantasyPick[], players: ReadonlyMap<string, FantasyPlayer>): FantasyPick[] {
  if (picks.some((p) => p.star && !p.bench)) return picks;
  const first = picks.find((p) => !p.bench && isSkater(players.get(p.key) ?? { position: 'GOALIE' }));
  return picks.map((p) => ({ ...p, star: p === first }));
}

/** Picks restored from navigation state (returning from /login): `[{ key, bench, star }]`, each once. */
export function restoredPicks(state: unknown): FantasyPick[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (!Array.isArray(selected)) return null;
  const seen = new Set<string>();
  const picks: FantasyPick[] = [];
  for (const item of selected as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { key, bench, star } = item as Record<string, unknown>;
    if (typeof key !== 'string' || seen.has(key)) continue;
    seen.add(key);
    picks.push({ key, bench: bench === true, star: star === true });
  }
  return picks.length ? picks : null;
}
