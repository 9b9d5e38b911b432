import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUseNumber, type PowerplayUse } from '../powerplays/inventory';
import {
  applyDraftPowerplay,
  checkSubmission,
  DRAFT_PICKS,
  draftKit,
  draftPowerplayIds as ids,
  draftStatus,
  draftTierOf,
  draftToEnter,
  featuredDraft,
  matchedCount,
  moveDown,
  moveTo,
  moveUp,
  rowMatches,
  skillQuestion,
  splitDraftPrizes,
  swapRows,
  undoTargetName,
  withSaved,
  type DraftPowerplayInput,
  type Ranking,
} from './index';

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
/** A permutation of 1..n. */
const permutation = (n: number) => fc.shuffledSubarray(range(n), { minLength: n, maxLength: n });

describe('ordering', () => {
  it('moving up or down swaps a row with its neighbour; the first cannot go up, the last cannot go down', () => {
    expect(moveUp([1, 2, 3], 1)).toEqual([2, 1, 3]);
    expect(moveDown([1, 2, 3], 1)).toEqual([1, 3, 2]);
    expect(moveUp([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(moveDown([1, 2, 3], 2)).toEqual([1, 2, 3]);
    expect(swapRows([1, 2, 3], 0, 2)).toEqual([3, 2, 1]);
  });

  it('a drag is repeated single moves: the row lands at its target, the others keep their order', () => {
    fc.assert(
      fc.property(permutation(40), fc.nat(39), fc.nat(39), (ranking, from, to) => {
        const moved = moveTo(ranking, from, to);
        expect(moved[to]).toBe(ranking[from]);
        expect(moved.filter((id) => id !== ranking[from])).toEqual(
          ranking.filter((id) => id !== ranking[from]),
        );
        expect([...moved].sort((a, b) => a - b)).toEqual(range(40));
      }),
    );
  });

  it('moves keep every prospect exactly once', () => {
    fc.assert(
      fc.property(
        permutation(36),
        fc.array(fc.tuple(fc.constantFrom('up', 'down', 'swap'), fc.nat(35), fc.nat(35))),
        (start, moves) => {
          let r: number[] = start;
          for (const [kind, a, b] of moves)
            r = kind === 'up' ? moveUp(r, a) : kind === 'down' ? moveDown(r, a) : swapRows(r, a, b);
          expect([...r].sort((x, y) => x - y)).toEqual(range(36));
        },
      ),
    );
  });

  it('a submission is exactly 32 distinct prospects of the pool', () => {
    const pool = new Set(range(50));
    expect(checkSubmission(range(32), pool, DRAFT_PICKS)).toBeNull();
    expect(checkSubmission(range(31), pool, DRAFT_PICKS)).toBe('DRAFT_PICKS_COUNT');
    expect(checkSubmission(range(33), pool, DRAFT_PICKS)).toBe('DRAFT_PICKS_COUNT');
    expect(checkSubmission([...range(31), 1], pool, DRAFT_PICKS)).toBe('DRAFT_PICK_DUPLICATE');
    expect(checkSubmission([...range(31), 99], pool, DRAFT_PICKS)).toBe('DRAFT_PICK_UNKNOWN');
  });

  it('a saved entry is shown first, in its order, then the rest of the pool in its default order', () => {
    expect(withSaved([1, 2, 3, 4, 5], [4, 2])).toEqual([4, 2, 1, 3, 5]);
    expect(withSaved([1, 2, 3], null)).toEqual([1, 2, 3]);
  });
});

describe('matching (rank equals actual draft position; TBD until picked)', () => {
  it('rows are Match!, Not Matched! or TBD by the picks made so far', () => {
    expect(rowMatches([10, 20, 30, 40], [10, 30])).toEqual(['MATCH', 'NOT_MATCHED', 'TBD', 'TBD']);
    expect(matchedCount([10, 20, 30, 40], [10, 20, 30])).toBe(3);
    expect(matchedCount([10, 20], [])).toBe(0);
  });

  it('a ranking equal to the actual round matches all 32; one swap of two rows matches 30', () => {
    fc.assert(
      fc.property(permutation(32), fc.nat(31), fc.nat(31), (actual, a, b) => {
        expect(matchedCount(actual, actual)).toBe(32);
        fc.pre(a !== b);
        expect(matchedCount(swapRows(actual, a, b), actual)).toBe(30);
      }),
    );
  });

  it('tiers: 32 → $25,000 … 28 → $100; 27 wins nothing', () => {
    expect(draftTierOf(32)?.amount).toBe(2_500_000);
    expect(draftTierOf(31)?.amount).toBe(100_000);
    expect(draftTierOf(30)?.amount).toBe(50_000);
    expect(draftTierOf(29)?.amount).toBe(20_000);
    expect(draftTierOf(28)?.amount).toBe(10_000);
    expect(draftTierOf(27)).toBeNull();
  });

  it('each tier is split equally among its winners, floored; paid plus remainder is the tier', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 32 }), { maxLength: 200 }), (matched) => {
        for (const tier of splitDraftPrizes(matched)) {
          const winners = matched.filter((m) => m === tier.hits).length;
          expect(tier.winners).toBe(winners);
          if (winners === 0) continue;
          expect(tier.payout).toBe(Math.floor(tier.total / winners));
          expect(tier.payout * winners + tier.remainder).toBe(tier.total);
        }
      }),
    );
    const [top] = splitDraftPrizes([32, 32, 32]);
    expect(top).toMatchObject({ hits: 32, winners: 3, payout: 833_333, remainder: 1 });
  });
});

describe('draft status (open → locked → live → final)', () => {
  const d = { pickDeadline: 1_000, startAt: 2_000, picksMade: 0 };
  it('follows the deadline, the start and the picks', () => {
    expect(draftStatus(d, 999)).toBe('open');
    expect(draftStatus(d, 1_000)).toBe('locked');
    expect(draftStatus(d, 2_000)).toBe('live');
    expect(draftStatus({ ...d, picksMade: 5 }, 1_500)).toBe('live');
    expect(draftStatus({ ...d, picksMade: 32 }, 2_500)).toBe('final');
  });

  it('features the live draft first, else the next open one, else the locked one, else the latest', () => {
    const c = (id: number, status: 'open' | 'locked' | 'live' | 'final', startAt: string) => ({
      id,
      status,
      startAt,
    });
    const finals = [c(1, 'final', '2026-01-01T00:00:00Z'), c(2, 'final', '2026-03-01T00:00:00Z')];
    expect(featuredDraft(finals)?.id).toBe(2);
    expect(featuredDraft([c(3, 'locked', '2026-05-01T00:00:00Z'), ...finals])?.id).toBe(3);
    expect(featuredDraft([c(3, 'locked', 'x'), c(5, 'open', 'x'), ...finals])?.id).toBe(5);
    expect(featuredDraft([c(3, 'locked', 'x'), c(4, 'live', 'x'), ...finals])?.id).toBe(4);
    // While a draft is live it is the one shown, not the next one to enter.
    expect(featuredDraft([c(4, 'live', 'x'), c(5, 'open', 'x'), c(6, 'open', 'x')])?.id).toBe(4);
    expect(featuredDraft([c(5, 'open', 'x'), c(6, 'open', 'x'), c(4, 'live', 'x')])?.id).toBe(4);
    expect(featuredDraft([c(7, 'live', 'x'), c(8, 'live', 'x'), c(9, 'open', 'x')])?.id).toBe(7);
    expect(featuredDraft([])).toBeNull();
  });

  it("addresses the old client's calls to the next draft to enter, even while one is live", () => {
    const c = (id: number, status: 'open' | 'locked' | 'live' | 'final', startAt: string) => ({
      id,
      status,
      startAt,
    });
    expect(draftToEnter([c(4, 'live', 'x'), c(5, 'open', 'x'), c(6, 'open', 'x')])?.id).toBe(5);
    expect(draftToEnter([c(3, 'locked', 'x'), c(4, 'live', 'x')])?.id).toBe(4);
    expect(draftToEnter([c(3, 'locked', 'x')])?.id).toBe(3);
    expect(
      draftToEnter([c(1, 'final', '2026-01-01T00:00:00Z'), c(2, 'final', '2026-03-01T00:00:00Z')])?.id,
    ).toBe(2);
    expect(draftToEnter([])).toBeNull();
  });
});

describe('live powerplays (Move Up, Move Down, Swap, Undo)', () => {
  const ranking = range(32, 101);
  const input = (over: Partial<DraftPowerplayInput> = {}): DraftPowerplayInput => ({
    ranking,
    picksMade: 0,
    inventory: draftKit,
    log: [],
    ...over,
  });

  it('Move Up, Move Down and Swap change the ranking and spend one', () => {
    const up = applyDraftPowerplay(input(), { powerplayId: ids.up, prospectId: 102 });
    expect(up).toMatchObject({ ranking: [102, 101, ...range(30, 103)], inventory: { 1: 9, 2: 10 } });
    const down = applyDraftPowerplay(input(), { powerplayId: ids.down, prospectId: 101 });
    expect(down).toMatchObject({ ranking: [102, 101, ...range(30, 103)], inventory: { 2: 9 } });
    const swap = applyDraftPowerplay(input(), {
      powerplayId: ids.swap,
      prospectId: 101,
      withProspectId: 132,
    });
    expect(typeof swap !== 'string' && swap.ranking[0]).toBe(132);
    expect(typeof swap !== 'string' && swap.ranking[31]).toBe(101);
  });

  it('refuses what the rules forbid', () => {
    const r = (req: Parameters<typeof applyDraftPowerplay>[1], over?: Partial<DraftPowerplayInput>) =>
      applyDraftPowerplay(input(over), req);
    expect(r({ powerplayId: 9, prospectId: 101 })).toBe('DRAFT_POWERPLAY_UNKNOWN');
    expect(r({ powerplayId: ids.up, prospectId: 102 }, { inventory: { ...draftKit, 1: 0 } })).toBe(
      'DRAFT_POWERPLAY_USED_UP',
    );
    expect(r({ powerplayId: ids.up })).toBe('DRAFT_ROW_REQUIRED');
    expect(r({ powerplayId: ids.swap, prospectId: 101 })).toBe('DRAFT_ROW_REQUIRED');
    expect(r({ powerplayId: ids.up, prospectId: 7 })).toBe('DRAFT_ROW_NOT_IN_ENTRY');
    expect(r({ powerplayId: ids.up, prospectId: 101 })).toBe('DRAFT_MOVE_UNAVAILABLE');
    expect(r({ powerplayId: ids.down, prospectId: 132 })).toBe('DRAFT_MOVE_UNAVAILABLE');
    expect(r({ powerplayId: ids.swap, prospectId: 101, withProspectId: 101 })).toBe('DRAFT_MOVE_UNAVAILABLE');
    // Decided rows (their pick made) are locked, and no row may move into one.
    expect(r({ powerplayId: ids.down, prospectId: 103 }, { picksMade: 3 })).toBe('DRAFT_ROW_DECIDED');
    expect(r({ powerplayId: ids.up, prospectId: 104 }, { picksMade: 3 })).toBe('DRAFT_ROW_DECIDED');
    expect(r({ powerplayId: ids.swap, prospectId: 110, withProspectId: 101 }, { picksMade: 1 })).toBe(
      'DRAFT_ROW_DECIDED',
    );
    expect(r({ powerplayId: ids.undo })).toBe('DRAFT_NOTHING_TO_UNDO');
  });

  /** Plays requests through the rules, keeping the log as the server does. */
  function play(
    start: Ranking,
    reqs: { powerplayId: number; prospectId?: number; withProspectId?: number }[],
  ) {
    let state = { ranking: [...start], inventory: { ...draftKit } as Record<number, number> };
    const log: PowerplayUse<Ranking>[] = [];
    const history = [state];
    for (const req of reqs) {
      const out = applyDraftPowerplay({ ...state, picksMade: 0, log }, req);
      if (typeof out === 'string') continue;
      log.push({ useNumber: nextUseNumber(log), ...out.use });
      state = { ranking: out.ranking, inventory: out.inventory };
      history.push(state);
    }
    return { state, log, history };
  }

  it('Undo restores exactly the previous ranking, gives back the undone powerplay and costs one Undo', () => {
    const { state, log } = play(ranking, [
      { powerplayId: ids.down, prospectId: 105 },
      { powerplayId: ids.swap, prospectId: 101, withProspectId: 120 },
    ]);
    const undo = applyDraftPowerplay({ ...state, picksMade: 0, log }, { powerplayId: ids.undo });
    if (typeof undo === 'string') throw new Error(undo);
    expect(undo.ranking).toEqual(moveDown(ranking, 4));
    expect(undo.inventory).toEqual({ 1: 10, 2: 9, 3: 10, 4: 9 });
    expect(undo.use.undoes).toBe(2);
  });

  it('Undo may not move a row decided since the use it reverts, and its refusal names that use', () => {
    const { state, log } = play(ranking, [{ powerplayId: ids.swap, prospectId: 101, withProspectId: 130 }]);
    expect(applyDraftPowerplay({ ...state, picksMade: 1, log }, { powerplayId: ids.undo })).toBe(
      'DRAFT_UNDO_ROW_DECIDED',
    );
    expect(undoTargetName(log)).toBe('Swap');
    const moved = play(ranking, [{ powerplayId: ids.down, prospectId: 101 }]);
    expect(
      applyDraftPowerplay({ ...moved.state, picksMade: 1, log: moved.log }, { powerplayId: ids.undo }),
    ).toBe('DRAFT_UNDO_ROW_DECIDED');
    expect(undoTargetName(moved.log)).toBe('Move Down');
    expect(undoTargetName([])).toBeNull();
  });

  it('inventories never go below zero, the ranking stays a permutation, undo walks back exactly', () => {
    const req = fc.record({
      powerplayId: fc.integer({ min: 1, max: 4 }),
      prospectId: fc.integer({ min: 101, max: 132 }),
      withProspectId: fc.integer({ min: 101, max: 132 }),
    });
    fc.assert(
      fc.property(fc.array(req, { maxLength: 60 }), (reqs) => {
        const { state, history, log } = play(ranking, reqs);
        expect(Object.values(state.inventory).every((n) => n >= 0)).toBe(true);
        expect([...state.ranking].sort((a, b) => a - b)).toEqual(ranking);
        // Each entry of the log moved the state from `before` to `after`, so the history is consistent.
        log.forEach((u, i) => {
          expect(u.before).toEqual(history[i]!.ranking);
          expect(u.after).toEqual(history[i + 1]!.ranking);
        });
        // Spent + remaining + given back = the kit, for every powerplay.
        for (const id of [1, 2, 3]) {
          const used = log.filter((u) => u.powerplayId === id).length;
          const undone = log.filter((u) => u.undoes !== null && log[u.undoes - 1]!.powerplayId === id).length;
          expect(state.inventory[id]).toBe(10 - used + undone);
        }
      }),
    );
  });
});

describe('the skill-testing question', () => {
  it('is a sum with multiplication first, whose answer is positive, from any four bytes', () => {
    expect(skillQuestion([0, 1, 2, 3])).toEqual({ text: '2 × 3 + 3 − 4', answer: 5 });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const q = skillQuestion(bytes);
        const [a, b, c, d] = q.text.split(/ [×+−] /).map(Number);
        expect(q.answer).toBe(a! * b! + c! - d!);
        expect(q.answer).toBeGreaterThan(0);
      }),
    );
  });
});
