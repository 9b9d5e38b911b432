import { notices, type ResponsibleGamingResponse } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const base: ResponsibleGamingResponse = {
  limits: {
    dailyEntries: 5,
    weeklyEntries: null,
    monthlyEntries: null,
    dailySpendCents: 5000,
    weeklySpendCents: null,
    monthlySpendCents: null,
  },
  pending: [],
  selfExcludedUntil: null,
  permanentlyExcluded: false,
  emailVerified: false,
};

describe('ResponsibleGamingPage', () => {
  it('asks to confirm the email, and sends a new link on request; nothing once it is confirmed', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/email-verifications') ? json({ email: 'me@example.com' }, 202) : json(base),
    );
    const u = userEvent.setup();
    const { unmount } = renderPage(<ResponsibleGamingPage />);
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText(notices.EMAIL_UNCONFIRMED.message)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('We sent a new link to me@example.com, for 7 days.');
    expect(sentBodies(fetch, '/api/auth/email-verifications')).toHaveLength(1);
    unmount();

    mockFetch(() => json({ ...base, emailVerified: true }));
    renderPage(<ResponsibleGamingPage />);
    expect(await screen.findByRole('heading', { name: 'Self-exclusion' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });

  it('self-excludes only after the confirmation', async () => {
    const fetch = mockFetch((url, init) =>
      url.endsWith('/self-exclusion') && init?.method === 'POST'
        ? json({ ...base, selfExcludedUntil: '2026-01-12T15:00:00.000Z' })
        : json(base),
    );
    const u = userEvent.setup();
    renderPage(<ResponsibleGamingPage />);

    const exclude = await screen.findByRole('button', { name: 'Exclude me' });
    expect(exclude).toBeDisabled();
    for (const label of ['24 hours', '7 days', '30 days', '6 months', 'Permanently'])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: '7 days' }));
    await u.click(exclude);

    // Going back sends nothing.
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You will not be able to enter games or spend for 7 days');
    await u.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentBodies(fetch, '/api/account/responsible-gaming/self-exclusion')).toEqual([]);

    await u.click(exclude);
    dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Yes, exclude me for 7 days' }));
    expect(await screen.findByText(/You are self-excluded until Jan 12, 2026/)).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/account/responsible-gaming/self-exclusion')).toEqual([{ period: '7d' }]);
  });

  it('sends only the changed limits, in cents, and shows the pending raise', async () => {
    const fetch = mockFetch((url, init) =>
      init?.method === 'PUT'
        ? json({
            ...base,
            limits: { ...base.limits, weeklySpendCents: 2550 },
            pending: [{ key: 'dailyEntries', value: 8, effectiveAt: '2026-01-07T15:00:00.000Z' }],
          })
        : json(base),
    );
    const u = userEvent.setup();
    renderPage(<ResponsibleGamingPage />);
    const daily = await screen.findByLabelText('Daily entries (games)');
    expect(daily).toHaveValue('5');
    expect(screen.getByLabelText('Daily spend (USD)')).toHaveValue('50');
    await u.clear(daily);
    await u.type(daily, '8');
    await u.type(screen.getByLabelText('Weekly spend (USD)'), '25.50');
    await u.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(notices.LIMITS_SAVED.message)).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/account/responsible-gaming/limits')).toEqual([
      { dailyEntries: 8, weeklySpendCents: 2550 },
    ]);
    expect(screen.getByText(/Changes to 8 entries on Jan 7, 2026/)).toBeInTheDocument();
  });
});
