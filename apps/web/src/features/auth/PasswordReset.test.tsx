import { catalogue, notices } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const expectDialog = async (u: ReturnType<typeof userEvent.setup>, message: string) => {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(message);
  await u.click(within(dialog).getByRole('button', { name: 'OK' }));
};

describe('forgot password', () => {
  it('links from sign-in, validates the email, then confirms without saying whether it is registered', async () => {
    const fetch = mockFetch(() => json({ accepted: true }, 202));
    const u = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });

    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectDialog(u, catalogue.RESET_EMAIL_REQUIRED.message);
    await u.type(screen.getByLabelText('Email'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectDialog(u, catalogue.RESET_EMAIL_INVALID.message);
    expect(sentBodies(fetch, '/api/auth/password-resets')).toEqual([]);

    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'me@example.com');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(notices.RESET_REQUESTED.message);
    expect(sentBodies(fetch, '/api/auth/password-resets')).toEqual([{ email: 'me@example.com' }]);
  });

  it('shows "Forgot password?" on the sign-in page, and the reset notice when sent there', () => {
    mockFetch(() => json({}));
    renderPage(<LoginPage />, { path: '/login', state: { notice: 'PASSWORD_RESET_DONE' } });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('status')).toHaveTextContent(notices.PASSWORD_RESET_DONE.message);
  });
});

describe('reset password', () => {
  it('checks the rules and the repeat, shows a refused link, then goes to sign-in with a notice', async () => {
    let calls = 0;
    const fetch = mockFetch(() =>
      ++calls === 1
        ? json({ error: { code: 'RESET_LINK_INVALID', ...catalogue.RESET_LINK_INVALID } }, 400)
        : new Response(null, { status: 204 }),
    );
    const u = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=abc123' });

    await u.type(screen.getByLabelText('New password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectDialog(u, catalogue.REGISTER_PASSWORD_TOO_SHORT.message);
    await u.type(screen.getByLabelText('New password'), ' but longer now');
    await u.type(screen.getByLabelText('Confirm new password'), 'something else');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectDialog(u, catalogue.RESET_PASSWORDS_DIFFER.message);
    expect(calls).toBe(0);

    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'short but longer now');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectDialog(u, catalogue.RESET_LINK_INVALID.message);

    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"notice":"PASSWORD_RESET_DONE"}',
    );
    expect(sentBodies(fetch, '/api/auth/password-resets/confirm')[1]).toEqual({
      token: 'abc123',
      password: 'short but longer now',
    });
  });

  it('refuses a page opened without a token before asking the server', async () => {
    const fetch = mockFetch(() => json({}));
    const u = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await u.type(screen.getByLabelText('New password'), 'long enough pw');
    await u.type(screen.getByLabelText('Confirm new password'), 'long enough pw');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectDialog(u, catalogue.RESET_LINK_INVALID.message);
    expect(fetch).not.toHaveBeenCalled();
  });
});
