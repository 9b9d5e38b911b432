import { lastUndoable } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';

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

it('spends any game’s powerplays (ids up to 24) exactly, logs every use in order, and Undo gives back', async () => {
  const { powerplays } = t.services;
  const entryId = await entryWithKit({ 19: 2, 21: 1, 24: 1 });
  /** A use of `powerplayId` moving the state from `before` to `after` (the rule just says yes). */
  const spend = (powerplayId: number, before: number, after: number, undoes: number | null = null) =>
    inTrx((trx) =>
      powerplays.spend(trx, {
        entryId,
        at: new Date(),
        context: { why: 'test' },
        usedUp: 'SPORTS_POWERPLAY_USED_UP',
        decide: ({ useNumber }) => ({ useNumber, use: { powerplayId, undoes, before, after } }),
      }),
    );
  expect(await spend(19, 1, 2)).toMatchObject({ useNumber: 1 });
  expect(await spend(19, 2, 3)).toMatchObject({ useNumber: 2 });
  // None left: refused with the game's message, nothing written.
  await expect(spend(19, 3, 4)).rejects.toMatchObject({ code: 'SPORTS_POWERPLAY_USED_UP' });
  expect(await powerplays.inventory(entryId)).toEqual({ 19: 0, 21: 1, 24: 1 });

  // A rule's refusal writes nothing either.
  await expect(
    inTrx((trx) =>
      powerplays.spend(trx, {
        entryId,
        at: new Date(),
        context: {},
        usedUp: 'SPORTS_POWERPLAY_USED_UP',
        decide: () => {
          throw new AppError('SPORTS_ACTION_UNAVAILABLE');
        },
      }),
    ),
  ).rejects.toMatchObject({ code: 'SPORTS_ACTION_UNAVAILABLE' });

  // Undo over the log: the last use is reverted and its powerplay returned; the Undo itself is spent.
  const target = lastUndoable(await powerplays.log<number>(entryId))!;
  expect(target).toMatchObject({ useNumber: 2, powerplayId: 19, before: 2, after: 3 });
  await spend(21, target.after, target.before, target.useNumber);
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
  await expect(db.insertInto('powerplay_uses').values(row(3, 1)).execute()).rejects.toThrow(
    /powerplay_uses_undoes_key/,
  );
  await expect(db.insertInto('powerplay_uses').values(row(4, 9)).execute()).rejects.toThrow(
    /powerplay_uses_undoes_earlier/,
  );
  // Even for the tables' owner (the app's own role may not send these at all: docs/decisions/036).
  await expect(
    t.owner.updateTable('powerplay_uses').set({ powerplay_id: 2 }).where('entry_id', '=', entryId).execute(),
  ).rejects.toThrow(/append-only/);
  await expect(
    t.owner.deleteFrom('powerplay_uses').where('entry_id', '=', entryId).execute(),
  ).rejects.toThrow(/append-only/);
  await expect(
    db.updateTable('powerplay_inventory').set({ remaining: -1 }).where('entry_id', '=', entryId).execute(),
  ).rejects.toThrow(/powerplay_inventory_remaining_check/);
});
