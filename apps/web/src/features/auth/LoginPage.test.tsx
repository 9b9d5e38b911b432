import { catalogue, formatMessage } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LoginPage } from './LoginPage';

/** The player who signs in. */
const lucky = { id: 1, displayName: 'Lucky Seven', email: 'l@example.com', role: 'player', club: 'basic' };

describe('LoginPage', () => {
  it('validates in order, shows the server error, then returns to the backlink with the selection', async () => {
    let attempts = 0;
    const fetch = mockFetch(() =>
      ++attempts === 1
        ? json({ error: { code: 'LOGIN_INCORRECT', ...catalogue.LOGIN_INCORRECT } }, 401)
        : json({
            user: lucky,
            token: 't',
          }),
    );
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login', state: { backlink: '747', selected: [4, 8] } });

    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');

    const expectDialog = async (message: string) => {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(message);
      await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    };

    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectDialog(catalogue.LOGIN_EMAIL_REQUIRED.message);
    await u.type(screen.getByLabelText('Email or Display Name'), 'Lucky Seven');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectDialog(catalogue.LOGIN_PASSWORD_REQUIRED.message);
    await u.type(screen.getByLabelText('Password'), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectDialog(catalogue.LOGIN_INCORRECT.message);

    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/747 {"selected":[4,8]}');
    expect(sentBodies(fetch, '/api/auth/login')[0]).toEqual({
      login: 'Lucky Seven',
      password: 'wrong-password',
    });
  });

  it('carries the navigation state to Get Started', async () => {
    mockFetch(() => json({}, 500));
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login', state: { backlink: 'draft-day-teams', selected: 'x' } });
    await u.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/register {"backlink":"draft-day-teams","selected":"x"}',
    );
  });

  it("shows the server's sign-in refusal with the wait it states, not a wait of its own", async () => {
    const message = formatMessage(catalogue.LOGIN_THROTTLED.message, { wait: '14 minutes' });
    mockFetch(() =>
      json({ error: { code: 'LOGIN_THROTTLED', title: catalogue.LOGIN_THROTTLED.title, message } }, 429),
    );
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Email or Display Name'), 'Lucky Seven');
    await u.type(screen.getByLabelText('Password'), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(catalogue.LOGIN_THROTTLED.title);
    expect(dialog).toHaveTextContent('Please wait 14 minutes and try again.');
  });

  it('lands an operator in the back office, unless a page sent them to sign in', async () => {
    const operator = { id: 2, displayName: 'Ops', email: 'o@example.com', role: 'operator', club: 'basic' };
    mockFetch(() => json({ user: operator, token: 't' }));
    const u = userEvent.setup();
    const signIn = async () => {
      await u.type(screen.getByLabelText('Email or Display Name'), 'Ops');
      await u.type(screen.getByLabelText('Password'), 'operator-password');
      await u.click(screen.getByRole('button', { name: 'Sign In' }));
    };
    const first = renderPage(<LoginPage />, { path: '/login' });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/operator');
    first.unmount();

    renderPage(<LoginPage />, { path: '/login', state: { backlink: '747' } });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/747');
  });

  it('lands the platform operator in the platform console', async () => {
    const platform = {
      id: 3,
      displayName: 'Platform',
      email: 'p@example.com',
      role: 'platform',
      club: 'basic',
    };
    mockFetch(() => json({ user: platform, token: 't' }));
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Email or Display Name'), 'Platform');
    await u.type(screen.getByLabelText('Password'), 'platform-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/platform');
  });
});
