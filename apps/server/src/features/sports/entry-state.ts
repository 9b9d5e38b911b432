import type { SportsEntryEvent } from '@powerplay/contracts';
import {
  sportsPowerplayNames,
  sportsPowerplayOrder,
  type SixthSkaterWindow,
  type SportsEntryState,
  type SportsPowerplayId,
} from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { playerTopic, publish } from '../../platform/live';

/**
 * An entry's powerplay state as the domain reads it (docs/rules/sports.md "Sports powerplays"), from its row:
 * picks, my_score adjustments by team, locked teams and the number of teams added. Settlement reads
 * my_scores through this too, so the prize is paid on what the player saw.
 */
export function entryState(row: {
  picks: readonly string[];
  adjustments?: Readonly<Record<string, unknown>> | null;
  locked?: readonly string[] | null;
  added?: number | null;
  multipliers?: Readonly<Record<string, unknown>> | null;
  taken_back?: Readonly<Record<string, unknown>> | null;
  sixth_skater?: Readonly<Record<string, unknown>> | null;
  locked_at?: Readonly<Record<string, unknown>> | null;
}): SportsEntryState {
  const adjustments: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.adjustments ?? {}))
    if (typeof n === 'number' && Number.isInteger(n) && n !== 0) adjustments[key] = n;
  // Double ×2 and Triple ×3 (docs/rules/sports.md "New powerplays"); anything else stored reads as ×1.
  const multipliers: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.multipliers ?? {})) if (n === 2 || n === 3) multipliers[key] = n;
  // Goals No Goal took back, by team (their −1 is in the adjustments).
  const takenBack: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(row.taken_back ?? {}))
    if (Array.isArray(ids) && ids.length > 0) takenBack[key] = ids.map(String);
  // Lock outside Chase the Ace: the my_score each locked team keeps.
  const lockedAt: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.locked_at ?? {}))
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) lockedAt[key] = n;
  // 6th Skater's windows by team: whole-number period and seconds into it.
  const sixthSkater: Record<string, SixthSkaterWindow[]> = {};
  for (const [key, ws] of Object.entries(row.sixth_skater ?? {})) {
    const windows = (Array.isArray(ws) ? ws : []).flatMap((w: unknown) => {
      const { period, from } = (w ?? {}) as Record<string, unknown>;
      return Number.isInteger(period) && Number.isInteger(from)
        ? [{ period: period as number, from: from as number }]
        : [];
    });
    if (windows.length > 0) sixthSkater[key] = windows;
  }
  return {
    picks: [...row.picks],
    adjustments,
    locked: [...(row.locked ?? [])],
    added: row.added ?? 0,
    multipliers,
    ...(Object.keys(takenBack).length > 0 ? { takenBack } : {}),
    ...(Object.keys(sixthSkater).length > 0 ? { sixthSkater } : {}),
    ...(Object.keys(lockedAt).length > 0 ? { lockedAt } : {}),
  };
}

// Zones' placements after a powerplay are the domain's rule (contest-types/zones.ts).
export { zonesAfter } from '@powerplay/domain';

/** The state as the contracts carry it (plain arrays). */
export const stateDto = (s: SportsEntryState) => ({
  picks: [...s.picks],
  adjustments: { ...s.adjustments },
  locked: [...s.locked],
  added: s.added,
  // Only once Double or Triple has been used: a state without them reads as before.
  ...(Object.keys(s.multipliers ?? {}).length > 0 ? { multipliers: { ...s.multipliers } } : {}),
  ...(s.sixthSkater && Object.keys(s.sixthSkater).length > 0
    ? {
        sixthSkater: Object.fromEntries(
          Object.entries(s.sixthSkater).map(([k, ws]) => [k, ws.map((w) => ({ ...w }))]),
        ),
      }
    : {}),
  ...(s.lockedAt && Object.keys(s.lockedAt).length > 0 ? { lockedAt: { ...s.lockedAt } } : {}),
  // The goals No Goal took back: the page offers No Goal only on a goal not taken back yet.
  ...(s.takenBack && Object.keys(s.takenBack).length > 0
    ? { takenBack: Object.fromEntries(Object.entries(s.takenBack).map(([k, ids]) => [k, [...ids]])) }
    : {}),
});

/** The side panel's order: the domain's, then any other id of a custom kit. */
const panelOrder: readonly number[] = sportsPowerplayOrder;

/** The entry's inventory with the powerplays' names (powerplay_id, name, amount_available). */
export function powerplayStock(inventory: Readonly<Record<number, number>>) {
  const rank = (id: number) => {
    const i = panelOrder.indexOf(id);
    return i === -1 ? panelOrder.length + id : i;
  };
  return Object.entries(inventory)
    .map(([id, remaining]) => ({
      powerplayId: Number(id),
      name: sportsPowerplayNames[Number(id) as SportsPowerplayId] ?? `Powerplay ${id}`,
      remaining,
    }))
    .sort((a, b) => rank(a.powerplayId) - rank(b.powerplayId));
}

/**
 * Tells every page the player has open what their entry is now (`sports-entry` on the player's topic),
 * inside the transaction that changed it: heard when, and only if, it commits.
 */
export async function publishSportsEntry(
  trx: Transaction<DB>,
  userId: number,
  entryId: number,
  state: SportsEntryState,
  inventory: Readonly<Record<number, number>>,
) {
  const data: SportsEntryEvent = { entryId, state: stateDto(state), powerplays: powerplayStock(inventory) };
  await publish(trx, playerTopic(userId), { type: 'sports-entry', data });
}
