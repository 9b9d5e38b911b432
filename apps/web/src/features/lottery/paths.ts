/** The route of each game's pick page and live screen. */
export const pickPath = (type: string) => `/${type}`;
export const drawPath = (type: string) => `/${type}-draw`;

/** Navigation state asking for the demo: `{ gameData: 'demo' }` or `{ demo: true }`. */
export function isDemoState(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as { gameData?: unknown; demo?: unknown };
  return s.gameData === 'demo' || s.demo === true;
}
