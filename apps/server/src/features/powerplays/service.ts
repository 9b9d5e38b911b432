import type { MessageCode } from '@powerplay/contracts';
import { nextUseNumber, type PowerplayInventory, type PowerplayUse } from '@powerplay/domain';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';

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
  const inventoryOf = (entryId: Expression<number>) =>
    sql<
      Record<string, number>
    >`coalesce((select jsonb_object_agg(i.powerplay_id, i.remaining) from powerplay_inventory i where i.entry_id = ${entryId}), '{}'::jsonb)`;

  async function inventory(entryId: number, q: Db = db): Promise<Record<number, number>> {
    const { rows } = await sql<{ inventory: Record<number, number> }>`
      select ${inventoryOf(sql.val(entryId))} as inventory`.execute(q);
    return rows[0]!.inventory;
  }

  async function log<S = unknown>(entryId: number, q: Db = db): Promise<PowerplayUse<S>[]> {
    const rows = await q
      .selectFrom('powerplay_uses')
      .select(['use_number', 'powerplay_id', 'undoes', 'state_before', 'state_after'])
      .where('entry_id', '=', entryId)
      .orderBy('use_number')
      .execute();
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
      if (rows.length > 0) await trx.insertInto('powerplay_inventory').values(rows).execute();
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
      const spent = await trx
        .updateTable('powerplay_inventory')
        .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
        .where('entry_id', '=', s.entryId)
        .where('powerplay_id', '=', use.powerplayId)
        .where('remaining', '>', 0)
        .executeTakeFirst();
      // The entry's lock makes this a formality; the database refuses a count below zero anyway.
      if (Number(spent.numUpdatedRows) !== 1) throw new AppError(s.usedUp);
      await trx
        .insertInto('powerplay_uses')
        .values({
          entry_id: s.entryId,
          use_number: useNumber,
          powerplay_id: use.powerplayId,
          undoes: use.undoes,
          state_before: JSON.stringify(use.before),
          state_after: JSON.stringify(use.after),
          context: JSON.stringify(s.context),
          created_at: s.at,
        })
        .execute();
      const undone = use.undoes === null ? undefined : history.find((u) => u.useNumber === use.undoes);
      if (undone)
        await trx
          .updateTable('powerplay_inventory')
          .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
          .where('entry_id', '=', s.entryId)
          .where('powerplay_id', '=', undone.powerplayId)
          .execute();
      return outcome;
    },
  };
}
export type PowerplaysService = ReturnType<typeof powerplaysService>;
