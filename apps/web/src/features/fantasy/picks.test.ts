import { describe, expect, it } from 'vitest';
import { benchToggled, restoredPicks, starred, toggled } from './picks';
import { fantasyPlayers } from './testData';

const players = new Map(fantasyPlayers.map((p) => [p.key, p]));
const [c1, c2, , , , g1] = fantasyPlayers.map((p) => p.key);

describe('fantasy picks on the page (docs/rules/fantasy.md "Picks")', () => {
  it('makes the first active skater the Star Player, never a goalie, and passes the star on', () => {
    let picks = toggled([], g1!, players);
    expect(picks).toEqual([{ key: g1, bench: false, star: false }]);
    picks = toggled(picks, c1!, players);
    picks = toggled(picks, c2!, players);
    expect(picks.filter((p) => p.star).map((p) => p.key)).toEqual([c1]);
    picks = starred(picks, c2!);
    expect(picks.filter((p) => p.star).map((p) => p.key)).toEqual([c2]);
    // Benching or removing the Star Player passes the star to the first active skater left.
    picks = benchToggled(picks, c2!, players);
    expect(picks.filter((p) => p.star).map((p) => p.key)).toEqual([c1]);
    picks = toggled(picks, c1!, players);
    expect(picks.some((p) => p.star)).toBe(false);
  });

  it('restores well-formed picks from navigation state, each player once', () => {
    expect(restoredPicks({ selected: [{ key: c1, star: true }, { key: c1 }, { key: 3 }, 'x'] })).toEqual([
      { key: c1, bench: false, star: true },
    ]);
    expect(restoredPicks({ selected: [] })).toBeNull();
    expect(restoredPicks(null)).toBeNull();
  });
});
