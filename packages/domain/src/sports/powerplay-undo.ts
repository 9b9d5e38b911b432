import { canSpend, lastUndoable, remainingOf, spend } from '../powerplays/inventory';
import { multiplierOf, type SixthSkaterWindow, type SportsEntryState } from './entry';
import type { TeamInMatch } from './matches';
import { sportsPowerplayIds } from './powerplay-catalogue';
import { withSixthSkater, withTakenBack } from './powerplay-state';
import type { SportsPowerplayContext, SportsPowerplayOutcome, SportsPowerplayRefusal } from './powerplays';

/** Team keys whose pick, adjustment or lock differ between two states. */
function touchedTeams(a: SportsEntryState, b: SportsEntryState): string[] {
  const keys = new Set([
    ...a.picks,
    ...b.picks,
    ...Object.keys(a.adjustments),
    ...Object.keys(b.adjustments),
    ...Object.keys(a.multipliers ?? {}),
    ...Object.keys(b.multipliers ?? {}),
    ...Object.keys(a.sixthSkater ?? {}),
    ...Object.keys(b.sixthSkater ?? {}),
    ...Object.keys(a.lockedAt ?? {}),
    ...Object.keys(b.lockedAt ?? {}),
  ]);
  return [...keys].filter(
    (k) =>
      a.picks.includes(k) !== b.picks.includes(k) ||
      (a.adjustments[k] ?? 0) !== (b.adjustments[k] ?? 0) ||
      a.locked.includes(k) !== b.locked.includes(k) ||
      multiplierOf(a, k) !== multiplierOf(b, k) ||
      JSON.stringify(a.sixthSkater?.[k] ?? []) !== JSON.stringify(b.sixthSkater?.[k] ?? []) ||
      a.lockedAt?.[k] !== b.lockedAt?.[k],
  );
}

/**
 * Undo: the player's last not-yet-undone powerplay is reverted and returned to the inventory, the Undo
 * spent. It reverts only what that use changed (its teams, their adjustments, locks, multipliers, goals taken
 * back and 6th Skater windows), so anything
 * else that changed since stays. Refused while no match is LIVE or once a team it touched is in a
 * FINISHED match (a final score does not move).
 */
export function undo(
  ctx: SportsPowerplayContext,
  teams: Map<string, TeamInMatch>,
): SportsPowerplayOutcome | SportsPowerplayRefusal {
  const id = sportsPowerplayIds.undo;
  if (!ctx.matches.some((m) => m.status === 'LIVE')) return 'SPORTS_ACTION_UNAVAILABLE';
  if (!canSpend(ctx.inventory, id)) return 'SPORTS_POWERPLAY_USED_UP';
  const target = lastUndoable(ctx.log);
  if (!target) return 'SPORTS_NOTHING_TO_UNDO';
  const touched = touchedTeams(target.before, target.after);
  if (touched.some((key) => teams.get(key)?.match.status === 'FINISHED')) return 'SPORTS_ACTION_UNAVAILABLE';
  const after = revert(ctx.state, target.before, target.after, touched);
  const inventory = spend(ctx.inventory, id);
  inventory[target.powerplayId] = remainingOf(inventory, target.powerplayId) + 1;
  return {
    state: after,
    inventory,
    use: { powerplayId: id, undoes: target.useNumber, before: ctx.state, after },
  };
}

/** `current` with the change from `before` to `after` taken back on the `touched` teams. */
function revert(
  current: SportsEntryState,
  before: SportsEntryState,
  after: SportsEntryState,
  touched: readonly string[],
): SportsEntryState {
  const gone = before.picks.filter((k) => !after.picks.includes(k));
  const came = after.picks.filter((k) => !before.picks.includes(k));
  let picks = [...current.picks];
  const [out] = gone;
  const [incoming] = came;
  if (gone.length === 1 && came.length === 1 && out !== undefined && incoming !== undefined) {
    // A swap: the old team returns to the place the new one took.
    picks = picks.map((k) => (k === incoming ? out : k));
  } else {
    picks = picks.filter((k) => !came.includes(k));
    for (const k of gone) {
      if (!picks.includes(k)) picks.splice(Math.min(before.picks.indexOf(k), picks.length), 0, k);
    }
  }
  const adjustments: Record<string, number> = { ...current.adjustments };
  for (const k of touched) {
    const was = before.adjustments[k];
    if (was === undefined) delete adjustments[k];
    else adjustments[k] = was;
  }
  const locked = [
    ...current.locked.filter((k) => !touched.includes(k)),
    ...before.locked.filter((k) => touched.includes(k)),
  ];
  const multipliers: Record<string, number> = { ...current.multipliers };
  const takenBack: Record<string, readonly string[]> = { ...current.takenBack };
  const sixthSkater: Record<string, readonly SixthSkaterWindow[]> = { ...current.sixthSkater };
  const lockedAt: Record<string, number> = { ...current.lockedAt };
  for (const k of touched) {
    const was = before.multipliers?.[k];
    if (was === undefined) delete multipliers[k];
    else multipliers[k] = was;
    const back = before.takenBack?.[k];
    if (back === undefined) delete takenBack[k];
    else takenBack[k] = back;
    const windows = before.sixthSkater?.[k];
    if (windows === undefined) delete sixthSkater[k];
    else sixthSkater[k] = windows;
    const kept = before.lockedAt?.[k];
    if (kept === undefined) delete lockedAt[k];
    else lockedAt[k] = kept;
  }
  const reverted = withSixthSkater(
    withTakenBack(
      { picks, adjustments, locked, added: current.added - (after.added - before.added), multipliers },
      takenBack,
    ),
    sixthSkater,
  );
  return Object.keys(lockedAt).length > 0 ? { ...reverted, lockedAt } : reverted;
}
