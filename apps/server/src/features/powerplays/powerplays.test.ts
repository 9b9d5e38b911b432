import { lastUndoable } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import type { DB } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inTrx = <T>(work: (trx: Transaction<DB>) => Promise<T>) => t.database.db.transaction().execute(work);

/** A sports-like entry with powerplay ids above the lottery's 1–5. */
async function entryWithKit(kit: Record<number, number>) {
  const { user } = await registerPlayer(t.app);
  return inTrx(async (trx) => {
    const entry = await t.services.entries.enter(trx, user.id, { kind: 'draft', id: user.id });
    await t.services.powerplays.grantKit(trx, entry.id, kit);
    return entry.id;
  });
}

it('keeps any game’s inventory (ids up to 24) exact, and logs every use in order', async () => {
  const { powerplays } = t.services;
  const entryId = await entryWithKit({ 19: 2, 21: 1, 24: 1 });
  const use = (powerplayId: number, before: number, after: number, undoes: number | null = null) =>
    inTrx(async (trx) =>
      powerplays.use(trx, {
        entryId,
        useNumber: await powerplays.nextUseNumber(trx, entryId),
        powerplayId,
        undoes,
        before,
        after,
        at: new Date(),
      }),
    );
  expect(await use(19, 1, 2)).toBe(true);
  expect(await use(19, 2, 3)).toBe(true);
  expect(await use(19, 3, 4)).toBe(false);
  expect(await powerplays.inventory(entryId)).toEqual({ 19: 0, 21: 1, 24: 1 });

  // Undo over the log: the last use is reverted and its powerplay returned; the Undo itself is spent.
  const log = await powerplays.log<number>(entryId);
  const target = lastUndoable(log)!;
  expect(target).toMatchObject({ useNumber: 2, powerplayId: 19, before: 2, after: 3 });
  await inTrx(async (trx) => {
    await powerplays.use(trx, {
      entryId,
      useNumber: await powerplays.nextUseNumber(trx, entryId),
      powerplayId: 21,
      undoes: target.useNumber,
      before: target.after,
      after: target.before,
      at: new Date(),
    });
    await powerplays.giveBack(trx, entryId, target.powerplayId);
  });
  expect(await powerplays.inventory(entryId)).toEqual({ 19: 1, 21: 0, 24: 1 });
  expect((await powerplays.log(entryId)).map((u) => [u.useNumber, u.powerplayId, u.undoes])).toEqual([
    [1, 19, null],
    [2, 19, null],
    [3, 21, 2],
  ]);
});

it('the database keeps the log append-only, undoes once, and counts never negative', async () => {
  const entryId = await entryWithKit({ 1: 1, 13: 1 });
  const row = (useNumber: number, undoes: number | null) => ({
    entry_id: entryId,
    use_number: useNumber,
    powerplay_id: 1,
    undoes,
    state_before: '0',
    state_after: '1',
    context: '{}',
    created_at: new Date(),
  });
  const { db } = t.database;
  await db.insertInto('powerplay_uses').values(row(1, null)).execute();
  await db.insertInto('powerplay_uses').values(row(2, 1)).execute();
  await expect(db.insertInto('powerplay_uses').values(row(3, 1)).execute()).rejects.toThrow();
  await expect(db.insertInto('powerplay_uses').values(row(4, 9)).execute()).rejects.toThrow();
  await expect(
    db.updateTable('powerplay_uses').set({ powerplay_id: 2 }).where('entry_id', '=', entryId).execute(),
  ).rejects.toThrow(/append-only/);
  await expect(db.deleteFrom('powerplay_uses').where('entry_id', '=', entryId).execute()).rejects.toThrow(
    /append-only/,
  );
  await expect(
    db.updateTable('powerplay_inventory').set({ remaining: -1 }).where('entry_id', '=', entryId).execute(),
  ).rejects.toThrow();
});
