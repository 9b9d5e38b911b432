import {
  catalogue,
  isWebPage,
  notificationKinds,
  sportsLayoutNames,
  webPagePatterns,
} from '@powerplay/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { createTestQueryClient, json, mockFetch } from '../test/render';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Page not found', () => {
  it('renders inside the shell for an unknown route, with a way home', async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401)
        : json({
            page: {
              slug: 'home',
              title: 'Live-play games',
              intro: 'Intro',
              bodyHtml: '<p>Body</p>',
              blocks: [],
              updatedAt: '',
            },
          }),
    );
    const u = userEvent.setup();
    const router = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Powerplay. All rights reserved.`,
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Page not found · Powerplay');

    await u.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live-play games' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is also shown when a content page does not exist on the server', async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({
            user: {
              id: 1,
              displayName: 'Lucky Seven',
              email: 'l@example.com',
              role: 'player',
              club: 'basic',
            },
          })
        : json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404),
    );
    renderApp('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // Signed in: the shell shows My Game Center and the profile menu instead of Sign in.
    expect(await screen.findByRole('link', { name: 'My Game Center' })).toHaveAttribute(
      'href',
      '/game-central',
    );
    // The profile button is first the menu's loading placeholder, then the menu's own trigger: a found
    // element may be swapped out before the assertion runs, so the query and the assertion go together.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lucky Seven' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('/select-teams-powerplay', () => {
  it('is a route of the table: without a chosen game, "Please Select A Game To Edit"', async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401)
        : json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404),
    );
    renderApp('/select-teams-powerplay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your teams' })).toBeInTheDocument();
    expect(screen.getByText('Please Select A Game To Edit')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});

describe('/account/notifications', () => {
  it("leads to My Account's Notifications tab (the notification mails' address of the email choices)", async () => {
    const player = { id: 7, displayName: 'Ann', email: 'ann@example.com', role: 'player', club: 'basic' };
    const email = Object.fromEntries(notificationKinds.map((kind) => [kind, kind === 'starts_soon']));
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : url === '/api/notifications/preferences'
          ? json({ email })
          : json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404),
    );
    const router = renderApp('/account/notifications');
    expect(await screen.findByRole('switch', { name: 'Starts soon' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/my-account/notifications');
    const tabs = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(tabs).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  });
});

/** Every path of the route table, joined to its parents' ("my-account/results"); the catch-alls left out. */
function tablePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.index
      ? parent
      : [parent, route.path ?? ''].filter(Boolean).join('/').replace(/^\//, '');
    const here = route.path && route.path !== '*' && route.path !== '/' ? [own] : route.index ? [own] : [];
    return [...here, ...tablePaths(route.children ?? [], route.path && route.path !== '/' ? own : parent)];
  });
}

describe("the server's list of pages", () => {
  it('is the route table, so the server answers 404 exactly where the app says "Page not found"', () => {
    expect([...new Set(tablePaths(routes))].sort()).toEqual([...webPagePatterns].sort());
    // Every contest type's team selection page has its route (a new type with a page of its own adds one).
    for (const layout of sportsLayoutNames) expect(tablePaths(routes)).toContain(`select-teams-${layout}`);
    expect(isWebPage('/')).toBe(true);
    expect(isWebPage('/Select-Games/7')).toBe(true);
    expect(isWebPage('/draft-day')).toBe(true);
    expect(isWebPage('/select-games/7/8')).toBe(false);
    expect(isWebPage('/no/such/page')).toBe(false);
  });
});
