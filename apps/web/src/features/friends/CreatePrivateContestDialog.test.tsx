import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { CreatePrivateContestButton } from './CreatePrivateContestDialog';
import { player, privateContest, refusal } from './testData';

const game = { id: 5, name: 'Monday Chase the Ace' };

function api(create: () => Response = () => json(privateContest(), 201)) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/private-contests' && init?.method === 'POST') return create();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

async function openDialog(on: { kind?: 'sports' | 'lottery'; id: number; name: string } = game) {
  const u = userEvent.setup();
  const rendered = renderPage(<CreatePrivateContestButton game={on} />);
  await u.click(screen.getByRole('button', { name: `Create a private contest on ${on.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a private contest' });
  return { u, dialog, ...rendered };
}

describe('CreatePrivateContestDialog', () => {
  it("tells each field's problem in the form's order, with the catalogue's words, and sends nothing", async () => {
    const fetch = api();
    const { u, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Create contest' });
    const name = within(dialog).getByLabelText('Contest name');
    const size = within(dialog).getByLabelText('Size (players)');
    const min = within(dialog).getByLabelText('Minimum players');

    const expectProblem = async (input: HTMLElement, text: string) => {
      await u.click(submit);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    };

    await expectProblem(name, catalogue.FRIENDS_NAME_REQUIRED.message);
    await u.type(name, 'x!');
    await expectProblem(name, catalogue.FRIENDS_NAME_INVALID.message);
    await u.clear(name);
    await u.type(name, 'Office Pool');

    await u.clear(size);
    await u.type(size, '101');
    await expectProblem(size, catalogue.FRIENDS_SIZE_INVALID.message);
    expect(name).not.toHaveAttribute('aria-invalid');
    await u.clear(size);
    await u.type(size, 'ten');
    await expectProblem(size, catalogue.FRIENDS_SIZE_INVALID.message);
    await u.clear(size);
    await u.type(size, '5');

    await u.clear(min);
    await u.type(min, '6');
    await expectProblem(min, catalogue.FRIENDS_MIN_PLAYERS_INVALID.message);
    await u.clear(min);
    await u.type(min, '1');
    await expectProblem(min, catalogue.FRIENDS_MIN_PLAYERS_INVALID.message);

    expect(sentBodies(fetch, '/api/private-contests')).toEqual([]);
  });

  it("sends the request on this game and opens the new contest's page", async () => {
    const fetch = api();
    const { u, dialog, router } = await openDialog();
    await u.type(within(dialog).getByLabelText('Contest name'), '  Office Pool ');
    const size = within(dialog).getByLabelText('Size (players)');
    await u.clear(size);
    await u.type(size, '6');
    const min = within(dialog).getByLabelText('Minimum players');
    await u.clear(min);
    await u.type(min, '3');
    await u.click(within(dialog).getByLabelText("Members see each other's picks before the start"));
    await u.click(within(dialog).getByRole('button', { name: 'Create contest' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/private-contests/31');
    expect(router.state.location.pathname).toBe('/private-contests/31');
    expect(sentBodies(fetch, '/api/private-contests')).toEqual([
      {
        game: { kind: 'sports', contestId: 5 },
        name: 'Office Pool',
        size: 6,
        minPlayers: 3,
        picksVisible: true,
      },
    ]);
  });

  it('creates one on a draw as well, named as a draw', async () => {
    const fetch = api();
    const { u, dialog } = await openDialog({ kind: 'lottery', id: 77, name: 'Lotto 747 draw' });
    await u.type(within(dialog).getByLabelText('Contest name'), 'Lotto Nights');
    await u.click(within(dialog).getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/private-contests/31');
    expect(sentBodies(fetch, '/api/private-contests')).toEqual([
      {
        game: { kind: 'lottery', contestId: 77 },
        name: 'Lotto Nights',
        size: 10,
        minPlayers: 2,
        picksVisible: false,
      },
    ]);
  });

  it("shows the server's refusal (an entry rule) with the catalogue's title and message", async () => {
    api(() => refusal('FRIENDS_GAME_STARTED'));
    const { u, dialog } = await openDialog();
    await u.type(within(dialog).getByLabelText('Contest name'), 'Office Pool');
    await u.click(within(dialog).getByRole('button', { name: 'Create contest' }));

    const message = await screen.findByRole('alertdialog', { name: catalogue.FRIENDS_GAME_STARTED.title });
    expect(message).toHaveAccessibleDescription(catalogue.FRIENDS_GAME_STARTED.message);
    await u.click(within(message).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Create a private contest' })).toBeInTheDocument();
  });
});
