import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSpend, lastUndoable, nextUseNumber, spend, type PowerplayUse } from './inventory';

describe('powerplay inventory (any game, any id)', () => {
  it('spends one use of any id, up to 24 and beyond, and never below zero', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 99 }).map(String), fc.integer({ min: 0, max: 5 })),
        fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 40 }),
        (kit, attempts) => {
          let inv: Record<number, number> = Object.fromEntries(
            Object.entries(kit).map(([k, v]) => [Number(k), v]),
          );
          const start = Object.values(inv).reduce((a, b) => a + b, 0);
          let spent = 0;
          for (const id of attempts) {
            if (!canSpend(inv, id)) continue;
            inv = spend(inv, id);
            spent += 1;
          }
          expect(Object.values(inv).every((n) => n >= 0)).toBe(true);
          expect(Object.values(inv).reduce((a, b) => a + b, 0)).toBe(start - spent);
        },
      ),
    );
  });

  it('numbers uses 1, 2, 3 … per entry', () => {
    expect(nextUseNumber([])).toBe(1);
    expect(nextUseNumber([{ useNumber: 1 }, { useNumber: 3 }, { useNumber: 2 }])).toBe(4);
  });
});

describe('lastUndoable (Undo over the use log)', () => {
  const use = (useNumber: number, undoes: number | null = null): PowerplayUse<number> => ({
    useNumber,
    powerplayId: undoes === null ? 19 : 21,
    undoes,
    before: useNumber - 1,
    after: useNumber,
  });

  it('is the latest use not undone and not itself an Undo', () => {
    expect(lastUndoable([])).toBeUndefined();
    expect(lastUndoable([use(1), use(2)])?.useNumber).toBe(2);
    expect(lastUndoable([use(1), use(2), use(3, 2)])?.useNumber).toBe(1);
    expect(lastUndoable([use(1), use(2, 1)])).toBeUndefined();
  });

  it('undoing repeatedly walks back through every use exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (n) => {
        const log = Array.from({ length: n }, (_, i) => use(i + 1));
        const undone: number[] = [];
        for (;;) {
          const target = lastUndoable(log);
          if (!target) break;
          undone.push(target.useNumber);
          log.push(use(nextUseNumber(log), target.useNumber));
        }
        expect(undone).toEqual(Array.from({ length: n }, (_, i) => n - i));
      }),
    );
  });
});
