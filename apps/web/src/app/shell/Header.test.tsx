import { catalogue } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('has the nav links and a menu toggle that controls the navigation', async () => {
    mockFetch(() => json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401));
    const u = userEvent.setup();
    renderPage(<Header />, { path: '*', at: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Solutions', '/solutions'],
      ['our services', '/services'],
      ['about us', '/about-us'],
      ['Partner with us', '/partner'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // The Play menu leads to the live draft.
    expect(screen.getByRole('link', { name: 'Watch Live Draft', hidden: true })).toHaveAttribute(
      'href',
      '/draft-day-live',
    );

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('open');
    // Following a link closes the menu.
    await u.click(screen.getByRole('link', { name: 'Solutions' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers the back office in an operator's menu, the platform console in the platform operator's, and neither in a player's", async () => {
    const u = userEvent.setup();
    for (const role of ['operator', 'platform', 'player'] as const) {
      mockFetch((url) =>
        url.endsWith('/api/auth/me')
          ? json({ user: { id: 1, displayName: 'Ops', email: 'o@example.com', role, club: 'basic' } })
          : json({}, 404),
      );
      const view = renderPage(<Header />, { path: '*', at: '/' });
      // The lazy menu's trigger (the fallback while it loads has no aria-expanded).
      await u.click(await screen.findByRole('button', { name: 'Ops', expanded: false }));
      await screen.findByRole('menuitem', { name: 'My Account' });
      const backOffice = screen.queryByRole('menuitem', { name: 'Back office' });
      const console = screen.queryByRole('menuitem', { name: 'Platform console' });
      if (role === 'operator') expect(backOffice).toHaveAttribute('href', '/operator');
      else expect(backOffice).toBeNull();
      if (role === 'platform') expect(console).toHaveAttribute('href', '/platform');
      else expect(console).toBeNull();
      view.unmount();
    }
  });

  it("puts a signed-in player's notification bell in the header's row, outside the navigation that folds away", async () => {
    mockFetch((url) =>
      url.endsWith('/api/auth/me')
        ? json({ user: { id: 1, displayName: 'Ann', email: 'a@example.com', role: 'player', club: 'basic' } })
        : url === '/api/notifications'
          ? json({ notifications: [], unread: 4 })
          : json({}, 404),
    );
    renderPage(<Header />, { path: '*', at: '/' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(screen.getByRole('banner')).toContainElement(bell);
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(bell);
  });
});
