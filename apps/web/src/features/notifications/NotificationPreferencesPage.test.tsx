import { catalogue, type NotificationPreferences } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { NotificationPreferencesPage } from './NotificationPreferencesPage';

afterEach(() => vi.unstubAllGlobals());

const path = '/api/notifications/preferences';
const defaults: NotificationPreferences = {
  email: {
    starts_soon: true,
    locked: false,
    live: false,
    cancelled: false,
    settled: true,
    friend_joined: false,
    league_contest: false,
    withdrawal: false,
  },
};
const player = { id: 7, displayName: 'Ann', email: 'ann@example.com', role: 'player', club: 'basic' };

function api(put: () => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === path && init?.method === 'PUT') return put();
    if (url === path) return json(defaults);
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

describe('NotificationPreferencesPage', () => {
  it('shows one switch per kind and saves only what changed', async () => {
    const fetch = api(() => json({ email: { ...defaults.email, starts_soon: false, live: true } }));
    const u = userEvent.setup();
    renderPage(<NotificationPreferencesPage />);
    const startsSoon = await screen.findByRole('switch', { name: 'Starts soon' });
    expect(startsSoon).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Results' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Withdrawals' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(save).toBeDisabled();

    await u.click(startsSoon);
    await u.click(screen.getByRole('switch', { name: 'Gone live' }));
    await u.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your email choices are saved.');
    // The page's read has no body: only the PUT's is sent.
    expect(sentBodies(fetch, path).filter(Boolean)).toEqual([{ email: { starts_soon: false, live: true } }]);
    expect(screen.getByRole('switch', { name: 'Starts soon' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save choices' })).toBeDisabled();
  });

  it("shows the catalogue's message when the server refuses", async () => {
    const refusal = catalogue.NOTIFICATION_KIND_INVALID;
    api(() => json({ error: { code: 'NOTIFICATION_KIND_INVALID', ...refusal } }, 400));
    const u = userEvent.setup();
    renderPage(<NotificationPreferencesPage />);
    await u.click(await screen.findByRole('switch', { name: 'Withdrawals' }));
    await u.click(screen.getByRole('button', { name: 'Save choices' }));
    const dialog = await screen.findByRole('alertdialog', { name: refusal.title });
    expect(dialog).toHaveTextContent(refusal.message);
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    // Still the player's unsaved choice, to try again.
    expect(screen.getByRole('switch', { name: 'Withdrawals' })).toBeChecked();
  });
});
