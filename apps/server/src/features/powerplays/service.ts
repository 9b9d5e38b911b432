import type { MessageCode } from '@powerplay/contracts';
import { nextUseNumber, type PowerplayInventory, type PowerplayUse } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { powerplaysRepo as repo } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

/** What a game's rule decided a use is: the powerplay spent, what it undid, the state before and after. */
export interface SpentUse<S> {
  powerplayId: number;
  /** The use an Undo reverts (its powerplay is given back). */
  undoes: number | null;
  before: S;
  after: S;
}

/** One use of a powerplay, as a game asks for it (see `spend`). */
export interface Spend<S, O extends { use: SpentUse<S> }> {
  entryId: number;
  at: Date;
  /** What the game wants to remember about the moment (e.g. the lottery's balls drawn). */
  context: Record<string, unknown>;
  /** The refusal when the count is gone by the time it is written. */
  usedUp: MessageCode;
  /** The game's rule (packages/domain): the outcome, or throws the refusal as an AppError. */
  decide(input: { inventory: PowerplayInventory; log: PowerplayUse<S>[]; useNumber: number }): O;
}

/**
 * Powerplays of any game (docs/decisions/011): an inventory per entry and an append-only log of uses.
 * Games keep their own rules (packages/domain) and their own entry state; this service keeps the counts
 * exact (the database refuses a count below zero) and the history complete (for audit and Undo).
 * Callers hold a lock on their entry row, so one entry's uses run one at a time.
 */
export function powerplaysService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  /**
   * An entry's inventory as one SQL expression, `{"<powerplay id>": remaining}`: a game's one-statement
   * write composes it (a pick save answers the entry's powerplays without a query of its own) and the
   * table stays this module's.
   */
  const inventoryOf = repo.inventoryOf;

  const inventory = (entryId: number, q: Db = db): Promise<Record<number, number>> =>
    repo.inventory(q, entryId);

  async function log<S = unknown>(entryId: number, q: Db = db): Promise<PowerplayUse<S>[]> {
    const rows = await repo.uses(q, entryId);
    return rows.map((r) => ({
      useNumber: r.use_number,
      powerplayId: r.powerplay_id,
      undoes: r.undoes,
      before: r.state_before as S,
      after: r.state_after as S,
    }));
  }

  return {
    /** The entry's starting kit, given once when the entry is created. */
    async grantKit(trx: Transaction<DB>, entryId: number, kit: PowerplayInventory) {
      const rows = Object.entries(kit).map(([id, n]) => ({
        entry_id: entryId,
        powerplay_id: Number(id),
        remaining: n,
      }));
      if (rows.length > 0) await repo.insertInventory(trx, rows);
    },

    inventory,

    inventoryOf,

    log,

    /**
     * Spends one powerplay of an entry — the one way every game does it, in the caller's transaction
     * (which holds the entry's lock): reads the inventory and the log, lets the game's rule decide, then
     * takes one from the count, appends the use to the log and, for an Undo, gives back the powerplay it
     * reverts. Returns the rule's outcome.
     */
    async spend<S, O extends { use: SpentUse<S> }>(trx: Transaction<DB>, s: Spend<S, O>): Promise<O> {
      const [stock, history] = await Promise.all([inventory(s.entryId, trx), log<S>(s.entryId, trx)]);
      const useNumber = nextUseNumber(history);
      const outcome = s.decide({ inventory: stock, log: history, useNumber });
      const { use } = outcome;
      const spent = await repo.takeOne(trx, s.entryId, use.powerplayId);
      // The entry's lock makes this a formality; the database refuses a count below zero anyway.
      if (!spent) throw new AppError(s.usedUp);
      await repo.insertUse(trx, {
        entry_id: s.entryId,
        use_number: useNumber,
        powerplay_id: use.powerplayId,
        undoes: use.undoes,
        state_before: JSON.stringify(use.before),
        state_after: JSON.stringify(use.after),
        context: JSON.stringify(s.context),
        created_at: s.at,
      });
      const undone = use.undoes === null ? undefined : history.find((u) => u.useNumber === use.undoes);
      if (undone) await repo.giveBack(trx, s.entryId, undone.powerplayId);
      return outcome;
    },
  };
}
export type PowerplaysService = ReturnType<typeof powerplaysService>;
