import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcileClaim, type ClaimState } from './claims';

const apply = (s: ClaimState, p: ReturnType<typeof reconcileClaim>): ClaimState => ({
  paid: s.paid + p.credit - p.debit,
  owed: s.owed + p.owe - p.clear,
});

describe('prize claims', () => {
  it('pays a first result in full', () => {
    expect(reconcileClaim({ paid: 0, owed: 0 }, 20_000, 0)).toEqual({
      clear: 0,
      credit: 20_000,
      debit: 0,
      owe: 0,
    });
  });

  it('takes back what the balance holds and records the rest as owed', () => {
    expect(reconcileClaim({ paid: 20_000, owed: 0 }, 0, 5_000)).toEqual({
      clear: 0,
      credit: 0,
      debit: 5_000,
      owe: 15_000,
    });
    expect(reconcileClaim({ paid: 20_000, owed: 0 }, 0, -300)).toEqual({
      clear: 0,
      credit: 0,
      debit: 0,
      owe: 20_000,
    });
  });

  it('the issue-18 sequence: won, withdrawn, corrected to a loss, corrected back pays one prize', () => {
    let s: ClaimState = { paid: 0, owed: 0 };
    s = apply(s, reconcileClaim(s, 20_000, 0)); // won
    s = apply(s, reconcileClaim(s, 0, 0)); // the player withdrew it all; corrected to a loss
    expect(s).toEqual({ paid: 20_000, owed: 20_000 });
    const back = reconcileClaim(s, 20_000, 0); // corrected back
    expect(back).toEqual({ clear: 20_000, credit: 0, debit: 0, owe: 0 });
    expect(apply(s, back)).toEqual({ paid: 20_000, owed: 0 });
  });

  it('a rise clears what is owed before crediting', () => {
    expect(reconcileClaim({ paid: 20_000, owed: 15_000 }, 10_000, 0)).toEqual({
      clear: 5_000,
      credit: 0,
      debit: 0,
      owe: 0,
    });
    expect(reconcileClaim({ paid: 20_000, owed: 15_000 }, 30_000, 0)).toEqual({
      clear: 15_000,
      credit: 10_000,
      debit: 0,
      owe: 0,
    });
  });

  it('any sequence of corrections pays exactly the last result, whatever the balance held', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ target: fc.nat(50_000), available: fc.integer({ min: -1_000, max: 60_000 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        (steps) => {
          let s: ClaimState = { paid: 0, owed: 0 };
          for (const { target, available } of steps) {
            const p = reconcileClaim(s, target, available);
            for (const v of Object.values(p)) expect(v).toBeGreaterThanOrEqual(0);
            expect(p.debit).toBeLessThanOrEqual(Math.max(0, available));
            expect(p.clear).toBeLessThanOrEqual(s.owed);
            s = apply(s, p);
            expect(s.paid - s.owed).toBe(target);
            expect(s.owed).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
