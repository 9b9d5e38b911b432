import {
  canSpend,
  lastUndoable,
  spend,
  type PowerplayInventory,
  type PowerplayUse,
} from '../powerplays/inventory';
import { isDecided } from './matching';
import { moveDown, moveUp, swapRows, type Ranking } from './ordering';
import { draftPowerplayIds, draftPowerplayNames, type DraftPowerplayId } from './rules';

export interface DraftPowerplayRequest {
  powerplayId: number;
  /** The row's prospect (Move Up, Move Down, Swap). */
  prospectId?: number | undefined;
  /** Swap's target prospect. */
  withProspectId?: number | undefined;
}

/** What a live entry's powerplays act on. */
export interface DraftPowerplayInput {
  ranking: Ranking;
  /** Actual picks made so far: rows at these positions are decided. */
  picksMade: number;
  inventory: PowerplayInventory;
  /** The entry's use log; each use's state is the ranking before and after it. */
  log: readonly PowerplayUse<Ranking>[];
}

export type DraftPowerplayRefusal =
  | 'DRAFT_POWERPLAY_UNKNOWN'
  | 'DRAFT_POWERPLAY_USED_UP'
  | 'DRAFT_ROW_REQUIRED'
  | 'DRAFT_ROW_NOT_IN_ENTRY'
  | 'DRAFT_ROW_DECIDED'
  | 'DRAFT_UNDO_ROW_DECIDED'
  | 'DRAFT_MOVE_UNAVAILABLE'
  | 'DRAFT_NOTHING_TO_UNDO';

export interface DraftPowerplayOutcome {
  ranking: number[];
  inventory: Record<number, number>;
  /** The use to log: the powerplay spent, the use it undoes, the ranking before and after. */
  use: { powerplayId: DraftPowerplayId; undoes: number | null; before: number[]; after: number[] };
}

const known = new Set<number>(Object.values(draftPowerplayIds));

/**
 * The name of the powerplay an Undo would revert now ("Swap"), which `DRAFT_UNDO_ROW_DECIDED` names;
 * null with nothing to undo.
 */
export function undoTargetName(log: readonly PowerplayUse<Ranking>[]): string | null {
  const target = lastUndoable(log);
  if (!target || !known.has(target.powerplayId)) return null;
  return draftPowerplayNames[target.powerplayId as DraftPowerplayId];
}

/**
 * One live-draft powerplay (docs/rules/draft.md "Live powerplays"): Move Up / Move Down swap a row
 * with its neighbour, Swap exchanges two rows, Undo restores the ranking before the last use not yet
 * undone (and gives that powerplay back). Every row touched must still be undecided — its pick not yet
 * made — and a powerplay at 0 is refused. Pure: the caller stores the outcome and logs the use.
 */
export function applyDraftPowerplay(
  input: DraftPowerplayInput,
  req: DraftPowerplayRequest,
): DraftPowerplayOutcome | DraftPowerplayRefusal {
  const { ranking, picksMade, inventory, log } = input;
  if (!known.has(req.powerplayId)) return 'DRAFT_POWERPLAY_UNKNOWN';
  const id = req.powerplayId as DraftPowerplayId;
  if (!canSpend(inventory, id)) return 'DRAFT_POWERPLAY_USED_UP';

  const done = (after: number[], undoes: number | null = null, inv = spend(inventory, id)) => ({
    ranking: after,
    inventory: inv,
    use: { powerplayId: id, undoes, before: [...ranking], after },
  });

  if (id === draftPowerplayIds.undo) {
    const target = lastUndoable(log);
    if (!target) return 'DRAFT_NOTHING_TO_UNDO';
    const restored = [...target.before];
    // An Undo may not move a row whose pick has been made since: its own refusal, which names the
    // powerplay it would undo (the log's last undoable use), so the player knows which action it means.
    if (restored.some((p, i) => p !== ranking[i] && isDecided(i, picksMade))) return 'DRAFT_UNDO_ROW_DECIDED';
    const back = spend(inventory, id);
    back[target.powerplayId] = (back[target.powerplayId] ?? 0) + 1;
    return done(restored, target.useNumber, back);
  }

  if (req.prospectId === undefined) return 'DRAFT_ROW_REQUIRED';
  const at = ranking.indexOf(req.prospectId);
  if (at < 0) return 'DRAFT_ROW_NOT_IN_ENTRY';

  let other: number;
  if (id === draftPowerplayIds.up) other = at - 1;
  else if (id === draftPowerplayIds.down) other = at + 1;
  else {
    if (req.withProspectId === undefined) return 'DRAFT_ROW_REQUIRED';
    other = ranking.indexOf(req.withProspectId);
    if (other < 0) return 'DRAFT_ROW_NOT_IN_ENTRY';
  }
  if (other < 0 || other >= ranking.length || other === at) return 'DRAFT_MOVE_UNAVAILABLE';
  if (isDecided(at, picksMade) || isDecided(other, picksMade)) return 'DRAFT_ROW_DECIDED';
  const after =
    id === draftPowerplayIds.up
      ? moveUp(ranking, at)
      : id === draftPowerplayIds.down
        ? moveDown(ranking, at)
        : swapRows(ranking, at, other);
  return done(after);
}
