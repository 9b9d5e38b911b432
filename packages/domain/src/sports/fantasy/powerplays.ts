import {
  canSpend,
  lastUndoable,
  remainingOf,
  spend,
  type PowerplayInventory,
  type PowerplayUse,
} from '../../powerplays/inventory';
import type { MatchStatus } from '../matches';
import { sportsPowerplayIds } from '../powerplay-catalogue';
import { factorOf, type FantasyEntryState, type FantasyPickState } from './entry';
import { parseFantasyPlayerKey } from './roster';

/**
 * The fantasy kit's powerplays (docs/rules/fantasy.md "Powerplays"): Swap (a bench player in for an
 * active one whose match has not ended), Star Power (the ×2 to another active skater, from now on) and
 * Undo (the last of these, while nothing has been scored since). Refusals are the sports catalogue's.
 */
export type FantasyPowerplayRequest =
  | { powerplayId: typeof sportsPowerplayIds.swap; playerIn: string; playerOut: string }
  | { powerplayId: typeof sportsPowerplayIds.starPower; player: string }
  | { powerplayId: typeof sportsPowerplayIds.undo };

/** A request as it comes (every field optional): the powerplay it names, or undefined for none of them. */
export function fantasyPowerplayRequestOf(body: {
  powerplayId: number;
  playerIn?: string | undefined;
  playerOut?: string | undefined;
  player?: string | undefined;
}): FantasyPowerplayRequest | undefined {
  const { swap, starPower, undo } = sportsPowerplayIds;
  if (body.powerplayId === swap)
    return { powerplayId: swap, playerIn: body.playerIn ?? '', playerOut: body.playerOut ?? '' };
  if (body.powerplayId === starPower) return { powerplayId: starPower, player: body.player ?? '' };
  if (body.powerplayId === undo) return { powerplayId: undo };
  return undefined;
}

export type FantasyPowerplayRefusal =
  | 'SPORTS_POWERPLAY_UNKNOWN'
  | 'SPORTS_POWERPLAY_USED_UP'
  | 'SPORTS_ACTION_UNAVAILABLE'
  | 'SPORTS_NOT_ALLOWED'
  | 'SPORTS_NOTHING_TO_UNDO';

/** What a fantasy powerplay is decided on: the entry, its kit and use log, and the moment. */
export interface FantasyPowerplayContext {
  state: FantasyEntryState;
  inventory: PowerplayInventory;
  log: readonly PowerplayUse<FantasyEntryState>[];
  /** The game set is LIVE (some match started, not all finished): powerplays are used only then. */
  live: boolean;
  /** A player's raw fantasy points now (`fantasyStatLine`). */
  raw: (key: string) => number;
  status: (key: string) => MatchStatus;
}

export interface FantasyPowerplayOutcome {
  state: FantasyEntryState;
  inventory: Record<number, number>;
  use: Omit<PowerplayUse<FantasyEntryState>, 'useNumber'>;
}

/** The pick with new flags: its stretch so far banked, a new one started at `raw`. */
const restretched = (p: FantasyPickState, raw: number, flags: Pick<FantasyPickState, 'bench' | 'star'>) => ({
  ...p,
  ...flags,
  kept: p.kept + (raw - p.from) * factorOf(p),
  from: raw,
});

const rawOfPicks = (picks: readonly FantasyPickState[], raw: (key: string) => number) =>
  Object.fromEntries(picks.map((p) => [p.key, raw(p.key)]));

/**
 * Applies one fantasy powerplay, or says why not. Checks in the order a player meets them: a powerplay
 * of the kit, the set live, a use left, then the powerplay's own rule. Neither Swap nor Star Power
 * changes My Score at the moment it is used: only what is scored afterwards counts differently.
 */
export function applyFantasyPowerplay(
  ctx: FantasyPowerplayContext,
  req: FantasyPowerplayRequest,
): FantasyPowerplayOutcome | FantasyPowerplayRefusal {
  const id = req.powerplayId;
  if (!(id in ctx.inventory)) return 'SPORTS_POWERPLAY_UNKNOWN';
  if (!ctx.live) return 'SPORTS_ACTION_UNAVAILABLE';
  if (!canSpend(ctx.inventory, id)) return 'SPORTS_POWERPLAY_USED_UP';
  if (req.powerplayId === sportsPowerplayIds.undo) return undo(ctx);
  const picks = move(ctx, req);
  if (typeof picks === 'string') return picks;
  const after: FantasyEntryState = { picks, rawAt: rawOfPicks(picks, ctx.raw) };
  return {
    state: after,
    inventory: spend(ctx.inventory, id),
    use: { powerplayId: id, undoes: null, before: ctx.state, after },
  };
}

function move(
  ctx: FantasyPowerplayContext,
  req: Exclude<FantasyPowerplayRequest, { powerplayId: typeof sportsPowerplayIds.undo }>,
): FantasyPickState[] | FantasyPowerplayRefusal {
  const { picks } = ctx.state;
  const find = (key: string) => picks.find((p) => p.key === key);
  if (req.powerplayId === sportsPowerplayIds.swap) {
    const incoming = find(req.playerIn);
    const outgoing = find(req.playerOut);
    // The Star Player leaves only once Star Power has moved the ×2 to another skater.
    if (!incoming?.bench || !outgoing || outgoing.bench || outgoing.star) return 'SPORTS_NOT_ALLOWED';
    if (ctx.status(outgoing.key) === 'FINISHED') return 'SPORTS_ACTION_UNAVAILABLE';
    return picks.map((p) =>
      p === incoming
        ? restretched(p, ctx.raw(p.key), { bench: false, star: false })
        : p === outgoing
          ? restretched(p, ctx.raw(p.key), { bench: true, star: false })
          : p,
    );
  }
  const target = find(req.player);
  const skater = target !== undefined && parseFantasyPlayerKey(target.key)?.slot.position !== 'G';
  if (!target || target.bench || target.star || !skater) return 'SPORTS_NOT_ALLOWED';
  return picks.map((p) =>
    p === target
      ? restretched(p, ctx.raw(p.key), { bench: false, star: true })
      : p.star
        ? restretched(p, ctx.raw(p.key), { bench: false, star: false })
        : p,
  );
}

/**
 * Undo: the last not-yet-undone Swap or Star Power taken back (its use returned to the kit, the Undo
 * spent), while the entry is as that powerplay left it and no pick has scored since.
 */
function undo(ctx: FantasyPowerplayContext): FantasyPowerplayOutcome | FantasyPowerplayRefusal {
  const target = lastUndoable(ctx.log);
  if (!target) return 'SPORTS_NOTHING_TO_UNDO';
  const untouched = samePicks(ctx.state.picks, target.after.picks);
  const rawAt = target.after.rawAt ?? {};
  const scoredSince = Object.entries(rawAt).some(([key, raw]) => ctx.raw(key) !== raw);
  if (!untouched || scoredSince) return 'SPORTS_ACTION_UNAVAILABLE';
  const inventory = spend(ctx.inventory, sportsPowerplayIds.undo);
  inventory[target.powerplayId] = remainingOf(inventory, target.powerplayId) + 1;
  const after = target.before;
  return {
    state: after,
    inventory,
    use: { powerplayId: sportsPowerplayIds.undo, undoes: target.useNumber, before: ctx.state, after },
  };
}

/** The same picks in the same order with the same flags and stretches (key order of stored JSON aside). */
const samePicks = (a: readonly FantasyPickState[], b: readonly FantasyPickState[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i]!;
    return (
      p.key === q.key && p.bench === q.bench && p.star === q.star && p.kept === q.kept && p.from === q.from
    );
  });
