import { defaultBrand, type OperatorGameSet } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { SportsContestForm } from './SportsContestForm';
import { catalogSport } from './testData';

const gameSet = {
  id: 4,
  league: 'baseball',
  leagueId: 15,
  title: 'MLB 2019-07-15',
  startAt: '2030-04-01T23:05:00.000Z',
  status: 'UNPLAYED',
} as OperatorGameSet;

const sports = {
  sports: [
    catalogSport(2, 'baseball', 'Baseball', 15, [
      [6, 'Chase the Ace', 'cta', 'chase_the_ace'],
      [8, 'High 5', 'high5', 'high5'],
      [9, 'Pick 5', 'pick5', 'pick5'],
      [10, 'Zones', 'zones', 'zones'],
      [11, 'Brackets', 'brackets', 'brackets'],
    ]),
  ],
};

const PATH = '/api/operator/sports/game-sets/4/contests';

function api() {
  return mockFetch((url, init) => {
    if (url === '/api/sports') return json(sports);
    if (url === PATH && init?.method === 'POST')
      return json({ contest: { id: 77, name: 'Typed', gameSetId: 4 }, prizes: [], gameSet: {} }, 201);
    return json({}, 404);
  });
}

async function openForm() {
  const u = userEvent.setup();
  renderPage(<SportsContestForm gameSet={gameSet} />);
  const form = await screen.findByRole('form', { name: 'Add a contest to game set #4' });
  // The brand's sponsor line until the operator names another.
  expect(within(form).getByLabelText('Sponsor')).toHaveValue(defaultBrand.sponsorLine);
  await u.clear(within(form).getByLabelText('Sponsor'));
  await u.type(within(form).getByLabelText('Sponsor'), 'Acme Sports');
  return { u, form };
}

describe('SportsContestForm: a grid editor per game type', () => {
  it("High 5: the type's limits, its seeded thresholds in runs, edited and a row cleared", async () => {
    const fetch = api();
    const { u, form } = await openForm();
    await u.selectOptions(within(form).getByLabelText('Game type'), 'High 5');
    expect(within(form).queryByLabelText('Minimum teams')).toBeNull();
    expect(within(form).getByText('Each entry picks exactly 5 teams.')).toBeInTheDocument();
    const total = (n: number) => within(form).getByLabelText(`Total at least (runs), row ${n}`);
    const prize = (n: number) => within(form).getByLabelText(`Prize ($), row ${n}`);
    expect([1, 2, 3, 4].map((n) => [total(n), prize(n)].map((i) => (i as HTMLInputElement).value))).toEqual([
      ['60', '1000'],
      ['45', '100'],
      ['35', '10'],
      ['', ''],
    ]);
    await u.clear(total(1));
    await u.type(total(1), '50');
    await u.clear(total(3));
    await u.clear(prize(3));
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText(/Contest #77 \(Typed\) is open for entries/)).toBeInTheDocument();
    expect(sentBodies(fetch, PATH)).toEqual([
      expect.objectContaining({
        gameTypeId: 8,
        minTeams: 5,
        maxTeams: 5,
        prizes: [
          { teams: 50, kind: 'cash', amount: 100_000 },
          { teams: 45, kind: 'cash', amount: 10_000 },
        ],
      }),
    ]);
  });

  it('High 5: a row with a prize and no total is refused before any request', async () => {
    const fetch = api();
    const { u, form } = await openForm();
    await u.selectOptions(within(form).getByLabelText('Game type'), 'High 5');
    await u.type(within(form).getByLabelText('Prize ($), row 4'), '5');
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(sentBodies(fetch, PATH)).toEqual([]);
  });

  it('Pick 5 by hand, best first; Brackets by size; Zones by teams placed', async () => {
    const fetch = api();
    const { u, form } = await openForm();
    const type = within(form).getByLabelText('Game type');

    await u.selectOptions(type, 'Pick 5');
    // A row per hand from one pair up.
    expect(within(form).getAllByLabelText(/^Prize \(\$\) for /)).toHaveLength(7);
    expect(within(form).getByLabelText('Prize ($) for Five of a Kind')).toHaveValue('1000');
    expect(within(form).getByLabelText('Prize ($) for One Pair')).toHaveValue('');
    await u.type(within(form).getByLabelText('Prize ($) for One Pair'), '1');
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    await screen.findByText(/Contest #77/);
    expect(sentBodies(fetch, PATH)[0]).toMatchObject({
      gameTypeId: 9,
      prizes: [
        { teams: 7, amount: 100_000 },
        { teams: 6, amount: 25_000 },
        { teams: 5, amount: 10_000 },
        { teams: 4, amount: 5000 },
        { teams: 3, amount: 1000 },
        { teams: 2, amount: 500 },
        { teams: 1, amount: 100 },
      ],
    });

    await u.selectOptions(type, 'Brackets');
    expect(within(form).getByText('Each entry picks 2 to 8 teams.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Prize ($) for a bracket of 8')).toHaveValue('100');

    await u.selectOptions(type, 'Zones');
    expect(within(form).getByLabelText('Prize ($) for 1 team placed')).toHaveValue('');
    expect(within(form).getByLabelText('Prize ($) for 10 teams placed')).toHaveValue('');
  });

  it("the kit editor: the type's kit (hockey's extras on a hockey set), edited, a bad count refused", async () => {
    const fetch = mockFetch((url, init) => {
      if (url === '/api/sports')
        return json({
          sports: [catalogSport(1, 'hockey', 'Hockey', 14, [[2, 'High 5', 'high5', 'high5']])],
        });
      if (url === PATH && init?.method === 'POST')
        return json({ contest: { id: 78, name: 'Kit', gameSetId: 4 }, prizes: [], gameSet: {} }, 201);
      return json({}, 404);
    });
    const u = userEvent.setup();
    renderPage(<SportsContestForm gameSet={{ ...gameSet, league: 'hockey', leagueId: 14 }} />);
    const form = await screen.findByRole('form', { name: 'Add a contest to game set #4' });
    await u.clear(within(form).getByLabelText('Sponsor'));
    await u.type(within(form).getByLabelText('Sponsor'), 'Acme Sports');
    expect(within(form).queryByRole('group', { name: /Powerplays each entry starts with/ })).toBeNull();
    await u.selectOptions(within(form).getByLabelText('Game type'), 'High 5');
    const kit = within(form).getByRole('group', { name: /Powerplays each entry starts with/ });
    const count = (name: string) => within(kit).getByLabelText(name);
    expect(count('Increase')).toHaveValue('3');
    expect(count('Double')).toHaveValue('1');
    expect(count('Triple')).toHaveValue('1');
    expect(count('No Goal')).toHaveValue('1');
    expect(count('6th Skater')).toHaveValue('1');
    expect(within(kit).queryByLabelText('Lock')).toBeNull();

    await u.clear(count('Triple'));
    await u.type(count('Triple'), 'lots');
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(sentBodies(fetch, PATH)).toEqual([]);

    await u.clear(count('Triple'));
    await u.type(count('Triple'), '0');
    await u.clear(count('Increase'));
    await u.type(count('Increase'), '5');
    await u.click(within(form).getByRole('button', { name: 'Create contest' }));
    await screen.findByText(/Contest #78/);
    expect(sentBodies(fetch, PATH)[0]).toMatchObject({
      powerplayKit: { 19: 5, 18: 1, 30: 1, 31: 0, 24: 1, 21: 2, 33: 1, 34: 1 },
    });
  });
});
