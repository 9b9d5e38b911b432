/**
 * A hockey club's fantasy roster (docs/rules/fantasy.md "Players"): 20 slots, 2 goalies, 6 defence in
 * three pairs and 12 forwards in four lines of a centre and two wings. The rules read slots (position
 * and line); who fills a slot is data the server holds beside the clubs.
 */
export const fantasySkaterPositions = ['C', 'LW', 'RW', 'D'] as const;
export const fantasySlotPositions = [...fantasySkaterPositions, 'G'] as const;
export type FantasySlotPosition = (typeof fantasySlotPositions)[number];

export interface RosterSlot {
  /** `C1`, `LW3`, `D5`, `G1`: the position and its number within the club. */
  slot: string;
  position: FantasySlotPosition;
  /** Forwards 1–4 (line), defence 1–3 (pair), goalies 1 (starter) or 2 (backup). */
  line: number;
}

const slots = (position: FantasySlotPosition, count: number, perLine: number): RosterSlot[] =>
  Array.from({ length: count }, (_, i) => ({
    slot: `${position}${i + 1}`,
    position,
    line: Math.floor(i / perLine) + 1,
  }));

/** Every club's 20 slots: G1 (the starter, who plays every game) and G2, D1–D6, then the four lines. */
export const rosterSlots: readonly RosterSlot[] = [
  ...slots('G', 2, 1),
  ...slots('D', 6, 2),
  ...slots('C', 4, 1),
  ...slots('LW', 4, 1),
  ...slots('RW', 4, 1),
];

const slotByName = new Map(rosterSlots.map((s) => [s.slot, s]));

/** A player's key: the club's team id in the game set and the slot, `nhl-BOS:C1`. */
export const fantasyPlayerKey = (teamId: string, slot: string) => `${teamId}:${slot}`;

/** The team id and slot of a player key; undefined when it names no slot. */
export function parseFantasyPlayerKey(key: string): { teamId: string; slot: RosterSlot } | undefined {
  const at = key.lastIndexOf(':');
  if (at <= 0) return undefined;
  const slot = slotByName.get(key.slice(at + 1));
  return slot && { teamId: key.slice(0, at), slot };
}

export const isGoalieSlot = (slot: RosterSlot) => slot.position === 'G';
