import { sql, type Expression, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, PowerplayInventoryTable, PowerplayUsesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The powerplays' queries: `powerplay_inventory` (counts per entry) and `powerplay_uses` (the log). */
export const powerplaysRepo = {
  /** An entry's inventory as one SQL expression, `{"<powerplay id>": remaining}`. */
  inventoryOf: (entryId: Expression<number>) =>
    sql<
      Record<string, number>
    >`coalesce((select jsonb_object_agg(i.powerplay_id, i.remaining) from powerplay_inventory i where i.entry_id = ${entryId}), '{}'::jsonb)`,

  async inventory(q: Db, entryId: number): Promise<Record<number, number>> {
    const { rows } = await sql<{ inventory: Record<number, number> }>`
      select ${powerplaysRepo.inventoryOf(sql.val(entryId))} as inventory`.execute(q);
    return rows[0]!.inventory;
  },

  /** An entry's uses in order. */
  uses: (q: Db, entryId: number) =>
    q
      .selectFrom('powerplay_uses')
      .select(['use_number', 'powerplay_id', 'undoes', 'state_before', 'state_after'])
      .where('entry_id', '=', entryId)
      .orderBy('use_number')
      .execute(),

  async insertInventory(trx: Transaction<DB>, rows: Insertable<PowerplayInventoryTable>[]): Promise<void> {
    await trx.insertInto('powerplay_inventory').values(rows).execute();
  },

  /** Takes one from a count if any is left; whether it did. */
  async takeOne(trx: Transaction<DB>, entryId: number, powerplayId: number): Promise<boolean> {
    const spent = await trx
      .updateTable('powerplay_inventory')
      .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
      .where('entry_id', '=', entryId)
      .where('powerplay_id', '=', powerplayId)
      .where('remaining', '>', 0)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  },

  async giveBack(trx: Transaction<DB>, entryId: number, powerplayId: number): Promise<void> {
    await trx
      .updateTable('powerplay_inventory')
      .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
      .where('entry_id', '=', entryId)
      .where('powerplay_id', '=', powerplayId)
      .execute();
  },

  async insertUse(trx: Transaction<DB>, row: Insertable<PowerplayUsesTable>): Promise<void> {
    await trx.insertInto('powerplay_uses').values(row).execute();
  },
};
