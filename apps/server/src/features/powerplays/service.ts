import type { PowerplayInventory, PowerplayUse } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewUse {
  entryId: number;
  useNumber: number;
  powerplayId: number;
  /** The use an Undo reverts. */
  undoes?: number | null;
  before: unknown;
  after: unknown;
  /** What the game wants to remember about the moment (e.g. the lottery's balls drawn). */
  context?: Record<string, unknown>;
  at: Date;
}

/**
 * Powerplays of any game (docs/decisions/011): an inventory per entry and an append-only log of uses.
 * Games keep their own rules (packages/domain) and their own entry state; this service keeps the counts
 * exact (the database refuses a count below zero) and the history complete (for audit and Undo).
 * Callers hold a lock on their entry row, so one entry's uses run one at a time.
 */
export function powerplaysService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

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

    async inventory(entryId: number, q: Db = db): Promise<Record<number, number>> {
      const rows = await q
        .selectFrom('powerplay_inventory')
        .select(['powerplay_id', 'remaining'])
        .where('entry_id', '=', entryId)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.powerplay_id, r.remaining]));
    },

    async log<S = unknown>(entryId: number, q: Db = db): Promise<PowerplayUse<S>[]> {
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
    },

    async nextUseNumber(trx: Transaction<DB>, entryId: number): Promise<number> {
      const row = await trx
        .selectFrom('powerplay_uses')
        .select(sql<number>`coalesce(max(use_number), 0)::int + 1`.as('next'))
        .where('entry_id', '=', entryId)
        .executeTakeFirstOrThrow();
      return row.next;
    },

    /**
     * Spends one of `powerplayId` and appends the use to the log, in the caller's transaction. False
     * (nothing written) when none is left.
     */
    async use(trx: Transaction<DB>, u: NewUse): Promise<boolean> {
      const spent = await trx
        .updateTable('powerplay_inventory')
        .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
        .where('entry_id', '=', u.entryId)
        .where('powerplay_id', '=', u.powerplayId)
        .where('remaining', '>', 0)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('powerplay_uses')
        .values({
          entry_id: u.entryId,
          use_number: u.useNumber,
          powerplay_id: u.powerplayId,
          undoes: u.undoes ?? null,
          state_before: JSON.stringify(u.before),
          state_after: JSON.stringify(u.after),
          context: JSON.stringify(u.context ?? {}),
          created_at: u.at,
        })
        .execute();
      return true;
    },

    /** Gives one `powerplayId` back (an Undo returns the powerplay it reverts). */
    async giveBack(trx: Transaction<DB>, entryId: number, powerplayId: number) {
      await trx
        .updateTable('powerplay_inventory')
        .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
        .where('entry_id', '=', entryId)
        .where('powerplay_id', '=', powerplayId)
        .execute();
    },
  };
}
export type PowerplaysService = ReturnType<typeof powerplaysService>;
