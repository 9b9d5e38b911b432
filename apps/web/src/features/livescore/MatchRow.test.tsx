import type { SportsLiveMatch } from '@powerplay/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchRow } from './MatchRow';
import { match } from './testData';

// Basketball and football rows: the quarter and its clock, the breaks, no starter line.
function quarterMatch(league: 'basketball' | 'football', progress: SportsLiveMatch['progress']) {
  const prefix = league === 'basketball' ? 'nba' : 'nfl';
  const base = match('2022-NBA-1', [`${prefix}-BOS`, 'Boston'], [`${prefix}-PHI`, 'Philadelphia'], {
    league,
    status: 'LIVE',
    homeScore: 61,
    awayScore: 58,
    progress,
  });
  return {
    ...base,
    home: { ...base.home, starter: null },
    away: { ...base.away, starter: null },
    mine: {
      home: { held: false, locked: false, myScore: 0 },
      away: { held: false, locked: false, myScore: 0 },
    },
  } as SportsLiveMatch;
}

function row(league: 'basketball' | 'football', progress: SportsLiveMatch['progress']) {
  const { unmount } = render(
    <ul>
      <MatchRow
        match={quarterMatch(league, progress)}
        league={league}
        left={new Map()}
        moments={new Map()}
        off={null}
        busy={false}
        onUse={() => {}}
      />
    </ul>,
  );
  const item = screen.getByRole('listitem', { name: 'Philadelphia at Boston' });
  const text = item.textContent ?? '';
  unmount();
  return text;
}

describe('basketball and football match rows', () => {
  it('show the quarter with its clock, the breaks and overtime, and no pitcher or goalie', () => {
    expect(row('basketball', { league: 'basketball', period: 3, clockSeconds: 425 })).toContain('3rd 7:05');
    expect(row('basketball', { league: 'basketball', period: 2, clockSeconds: 0 })).toContain('Halftime');
    expect(row('football', { league: 'football', period: 1, clockSeconds: 0 })).toContain('End of Q1');
    expect(row('football', { league: 'football', period: 4, clockSeconds: 0 })).toContain(
      'End of Regulation',
    );
    expect(row('football', { league: 'football', period: 5, clockSeconds: 312 })).toContain('OT 5:12');
    expect(row('basketball', { league: 'basketball', period: 6, clockSeconds: 60 })).toContain('2OT 1:00');
    const text = row('basketball', { league: 'basketball', period: 4, clockSeconds: 10 });
    expect(text).toContain('4th 0:10');
    expect(text).not.toMatch(/Pitcher|Goalie|TBD/);
    expect(within(document.body).queryByText(/Pitcher/)).toBeNull();
  });
});

describe("a held team's powerplays", () => {
  it("are the entry's kit's only: a High 5 kit shows no Lock, Refresh or Remove", () => {
    const base = quarterMatch('basketball', { league: 'basketball', period: 2, clockSeconds: 300 });
    const held = {
      ...base,
      mine: { ...base.mine, home: { held: true, locked: false, myScore: 30 } },
    } as SportsLiveMatch;
    // High 5's kit (docs/rules/sports.md): Increase 3, Decrease 1, Double 1, Triple 1, Swap 1, Undo 2.
    const kit = new Map([
      [19, 3],
      [18, 1],
      [30, 1],
      [31, 1],
      [24, 1],
      [21, 2],
    ]);
    render(
      <ul>
        <MatchRow
          match={held}
          league="basketball"
          left={kit}
          moments={new Map()}
          off={null}
          busy={false}
          onUse={() => {}}
        />
      </ul>,
    );
    const group = screen.getByRole('group', { name: 'Powerplays for Boston' });
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent?.trim());
    expect(names.join(' ')).not.toMatch(/Lock|Refresh|Remove/);
    expect(names.join(' ')).toMatch(/Increase.*Decrease.*Undo.*Swap.*Double.*Triple/);
  });
});
