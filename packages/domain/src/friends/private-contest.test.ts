import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinRefusal, picksShown, privateContestStatus, type PrivateContestFacts } from './private-contest';

const facts = (over: Partial<PrivateContestFacts> = {}): PrivateContestFacts => ({
  open: true,
  gameCancelled: false,
  settled: false,
  members: 3,
  minPlayers: 2,
  ...over,
});

describe('a private contest\u2019s status', () => {
  it('is open, or waiting while short of its minimum, until its game starts', () => {
    expect(privateContestStatus(facts())).toBe('open');
    expect(privateContestStatus(facts({ members: 1 }))).toBe('waiting');
  });

  it('is cancelled when the game starts short of the minimum, else live and then settled', () => {
    expect(privateContestStatus(facts({ open: false, members: 1 }))).toBe('cancelled');
    expect(privateContestStatus(facts({ open: false }))).toBe('live');
    expect(privateContestStatus(facts({ open: false, settled: true }))).toBe('settled');
    expect(privateContestStatus(facts({ open: false, settled: true, members: 1 }))).toBe('cancelled');
  });

  it('is cancelled with its game, whatever its members', () => {
    expect(privateContestStatus(facts({ gameCancelled: true, members: 50 }))).toBe('cancelled');
  });
});

describe('a join', () => {
  it('is refused when cancelled, started or full, in that order', () => {
    const size = 3;
    expect(joinRefusal({ ...facts({ members: 2 }), size })).toBeNull();
    expect(joinRefusal({ ...facts({ members: 3 }), size })).toBe('FRIENDS_CONTEST_FULL');
    expect(joinRefusal({ ...facts({ open: false, members: 3 }), size })).toBe('FRIENDS_CONTEST_STARTED');
    expect(joinRefusal({ ...facts({ open: false, members: 1 }), size })).toBe('FRIENDS_CONTEST_CANCELLED');
    expect(joinRefusal({ ...facts({ gameCancelled: true, members: 3 }), size })).toBe(
      'FRIENDS_CONTEST_CANCELLED',
    );
  });

  it('is allowed exactly while the contest is open to joins and has room (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (open, gameCancelled, settled, size, members) => {
          const f = { open, gameCancelled, settled, members: Math.min(members, size), minPlayers: 2, size };
          const status = privateContestStatus(f);
          expect(joinRefusal(f) === null).toBe(
            (status === 'open' || status === 'waiting') && f.members < size,
          );
        },
      ),
    );
  });
});

describe('picks among members', () => {
  it('are shown to their owner always, to the others once the game starts or when the contest shows them', () => {
    expect(picksShown({ status: 'open', picksVisible: false, own: true })).toBe(true);
    expect(picksShown({ status: 'open', picksVisible: false, own: false })).toBe(false);
    expect(picksShown({ status: 'waiting', picksVisible: true, own: false })).toBe(true);
    expect(picksShown({ status: 'live', picksVisible: false, own: false })).toBe(true);
    expect(picksShown({ status: 'settled', picksVisible: false, own: false })).toBe(true);
  });
});
