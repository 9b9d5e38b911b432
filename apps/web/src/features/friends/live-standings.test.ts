import type { PrivateContest } from '@powerplay/contracts';
import { describe, expect, it } from 'vitest';
import { rescored, withBall, withMatch } from './live-standings';
import { entryState, liveMatch, member, privateContest } from './testData';

const game = liveMatch;
const state = entryState;

/** A live Chase the Ace among three: Ann holds G1-H, Bob G1-A and G2-H; Cat entered no picks. */
function live(): PrivateContest {
  return privateContest({
    status: 'live',
    live: {
      kind: 'sports',
      rule: 'chase_the_ace',
      league: 'baseball',
      matches: [game('G1', 0, 0, 1), game('G2', 0, 0, 1)],
      grid: [],
    },
    members: [
      member({ displayName: 'Ann', entryOrder: 2, entry: { state: state(['G1-H']), zones: {} } }),
      member({ displayName: 'Bob', entryOrder: 1, entry: { state: state(['G1-A', 'G2-H']), zones: {} } }),
      member({ displayName: 'Cat', entryOrder: 3, entry: { state: state([]), zones: {} } }),
      member({ displayName: 'Dan', entryOrder: null, score: null, place: null, result: null }),
    ],
  });
}
const table = (c: PrivateContest) => c.members.map((m) => [m.displayName, m.score, m.place]);

describe("a live private contest's standings, scored on the page", () => {
  it('rank equal scores by entry order, members without an entry last', () => {
    expect(table(rescored(live()))).toEqual([
      ['Bob', 0, 1],
      ['Ann', 0, 1],
      ['Cat', 0, 1],
      ['Dan', null, null],
    ]);
  });

  it('move with each match event by the contest type’s score (Chase the Ace: the share of picks at 1)', () => {
    const first = withMatch(live(), game('G1', 1, 0, 2));
    expect(table(first)).toEqual([
      ['Ann', 100, 1],
      ['Bob', 0, 2],
      ['Cat', 0, 2],
      ['Dan', null, null],
    ]);
    const second = withMatch(first, game('G2', 1, 0, 3));
    expect(table(second)).toEqual([
      ['Ann', 100, 1],
      ['Bob', 50, 2],
      ['Cat', 0, 3],
      ['Dan', null, null],
    ]);
    // An older event changes nothing; nor does one of a match not in the set.
    expect(withMatch(second, game('G2', 0, 0, 1))).toBe(second);
    expect(withMatch(second, game('G9', 1, 0, 9))).toBe(second);
  });

  it('count each drawn ball once against every member’s numbers', () => {
    const draw = privateContest({
      status: 'live',
      live: { kind: 'lottery', drawn: [] },
      members: [
        member({ displayName: 'Ann', entryOrder: 1, picks: ['1', '2', '3'] }),
        member({ displayName: 'Bob', entryOrder: 2, picks: ['7', '8', '9'] }),
      ],
    });
    const after = withBall(withBall(withBall(draw, 8), 8), 9);
    expect(table(after)).toEqual([
      ['Bob', 2, 1],
      ['Ann', 0, 2],
    ]);
    expect(after.live).toEqual({ kind: 'lottery', drawn: [8, 9] });
  });
});
