import { catalogue, type DraftContest, type DraftContestResponse } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { DraftPanel } from './DraftPanel';

const operator = { id: 1, displayName: 'Op', email: 'op@example.com', role: 'operator', club: 'basic' };
const club = (n: number) => ({ abbr: `T${n}`, name: `Team ${n}`, city: `City ${n}`, gearLink: '' });

function draft(patch: Partial<DraftContest>): DraftContest {
  return {
    id: 5,
    name: '2020 NFL Power Draft',
    status: 'live',
    mode: 'operator',
    pickDeadline: '2030-04-23T23:59:00.000Z',
    startAt: '2030-04-24T00:00:00.000Z',
    pickIntervalSeconds: 30,
    picksMade: 1,
    entries: 2,
    prizes: [],
    settledAt: null,
    myEntryId: null,
    ...patch,
  };
}

const pool: DraftContestResponse = {
  contest: draft({}),
  skillQuestion: null,
  prospects: [1, 2, 3].map((n) => ({
    id: 100 + n,
    name: `Player ${n}`,
    position: 'QB',
    heightInches: 74,
    weightLbs: 220,
    school: `School ${n}`,
    preDraftRank: n,
    schoolGearLink: '',
  })),
  slots: [],
  picks: [{ pick: 1, team: club(1), prospectId: 101, madeAt: '2030-04-24T00:00:00.000Z' }],
  myEntry: null,
};

function api() {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/auth/me') return json({ user: operator });
    if (key === 'GET /api/operator/draft/contests')
      return json({
        contests: [draft({}), draft({ id: 4, name: 'Old Draft', status: 'final', picksMade: 32 })],
      });
    if (key === 'POST /api/operator/draft/contests')
      return json({ contest: draft({ id: 6, status: 'open', picksMade: 0 }) });
    if (key === 'GET /api/draft/contests/5') return json(pool);
    if (key === 'GET /api/operator/draft/contests/5/entries')
      return json({
        entries: [
          {
            id: 9,
            userId: 7,
            displayName: 'Lucky',
            matched: 1,
            result: null,
            wonCents: 0,
            submittedAt: '2030-04-20T00:00:00.000Z',
          },
        ],
      });
    if (key === 'POST /api/operator/draft/contests/5/picks') return json({});
    if (key === 'POST /api/operator/draft/contests/5/replay')
      return json({ contest: draft({ mode: 'replay' }) });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

describe('DraftPanel', () => {
  it('lists the drafts, opens one, posts its next pick from the undrafted players and starts a replay', async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<DraftPanel />, { path: '/operator' });
    const table = await screen.findByRole('region', { name: 'Drafts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('In Progress');
    expect(rows[0]).toHaveTextContent('Operator-run');
    expect(rows[0]).toHaveTextContent('1 / 32');
    expect(rows[1]).toHaveTextContent('Final');

    await u.click(within(rows[0]!).getByRole('button', { name: 'Open draft #5' }));
    const detail = await screen.findByRole('group', { name: 'Draft #5: 2020 NFL Power Draft' });
    const select = await within(detail).findByRole('combobox', { name: 'Pick 2: player taken' });
    // Player 1 went first: not offered again.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a player', 'Player 2, QB, School 2', 'Player 3, QB, School 3']);
    await u.selectOptions(select, '103');
    await u.click(within(detail).getByRole('button', { name: 'Post pick 2' }));
    expect(sentBodies(fetch, '/api/operator/draft/contests/5/picks')).toEqual([{ pick: 2, prospectId: 103 }]);
    expect(await within(detail).findByText('Pick 2 of draft #5: Player 3.')).toBeInTheDocument();

    const interval = within(detail).getByRole('textbox', { name: 'Replay: seconds between picks' });
    await u.clear(interval);
    await u.type(interval, '5');
    await u.click(within(detail).getByRole('button', { name: 'Start replay' }));
    expect(sentBodies(fetch, '/api/operator/draft/contests/5/replay')).toEqual([{ pickIntervalSeconds: 5 }]);

    const entries = await within(detail).findByRole('region', { name: 'Entries of draft #5' });
    expect(entries).toHaveTextContent('Lucky (#7)');
  });

  it('opens a draft from New York times', async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<DraftPanel />, { path: '/operator' });
    await screen.findByRole('region', { name: 'Drafts' });
    await u.click(screen.getByRole('button', { name: 'Open draft' }));
    expect(await screen.findByRole('alertdialog', { name: 'Alert' })).toHaveTextContent(
      'Please choose the pick deadline and the time of the first pick',
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));

    await u.type(screen.getByLabelText('Pick deadline (New York time)'), '2030-04-23T19:59');
    await u.type(screen.getByLabelText('First pick (New York time)'), '2030-04-23T20:00');
    await u.selectOptions(screen.getByLabelText('Picks'), 'operator');
    await u.click(screen.getByRole('button', { name: 'Open draft' }));
    expect(sentBodies(fetch, '/api/operator/draft/contests').filter(Boolean)).toEqual([
      {
        pickDeadline: '2030-04-23T23:59:00.000Z',
        startAt: '2030-04-24T00:00:00.000Z',
        mode: 'operator',
        pickIntervalSeconds: 30,
      },
    ]);
    expect(await screen.findByText(/^Draft #6/)).toHaveTextContent('is open for entries');
  });
});
