import {
  catalogue,
  liveEventPaths,
  type Notification,
  type NotificationsResponse,
} from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import NotificationBell from './NotificationBell';

afterEach(() => vi.unstubAllGlobals());

const recent = new Date(Date.now() - 5 * 60_000).toISOString();

function notification(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'settled',
    title: `Results are in ${id}`,
    message: `Lotto 747 #${id}: no prize this time.`,
    link: `/lotto-result/${id}`,
    createdAt: recent,
    read: false,
    ...over,
  };
}

/** The centre's API: `pages` answers each `GET` in turn (the last one again once they run out). */
function api(pages: (NotificationsResponse | Response)[], read = () => json({ unread: 0 })) {
  let asked = 0;
  return mockFetch((url, init) => {
    if (url.startsWith('/api/notifications?before=') || url === '/api/notifications') {
      const page = pages[Math.min(asked++, pages.length - 1)]!;
      return page instanceof Response ? page : json(page);
    }
    if (url === '/api/notifications/read' && init?.method === 'POST') return read();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

describe('NotificationBell', () => {
  it('shows the unread count on its badge and in its name', async () => {
    api([{ notifications: [notification(2), notification(1)], unread: 3 }]);
    renderPage(<NotificationBell />);
    const button = await bell('Notifications, 3 unread');
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no badge with nothing unread, opens an empty panel, and Escape closes it back to the bell', async () => {
    api([{ notifications: [], unread: 0 }]);
    const u = userEvent.setup();
    renderPage(<NotificationBell />);
    const button = await bell('Notifications, 0 unread');
    expect(button).toHaveTextContent('');

    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(panel).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('lists the notifications, unread ones marked, and marks them all read', async () => {
    const fetch = api([
      { notifications: [notification(2), notification(1, { read: true, title: 'Live now' })], unread: 1 },
    ]);
    const u = userEvent.setup();
    renderPage(<NotificationBell />);
    await u.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [first, second] = await within(panel).findAllByRole('link');
    expect(first).toHaveAccessibleName(
      /^Unread: Results are in 2 Lotto 747 #2: no prize this time\. 5 minutes ago$/,
    );
    expect(first).toHaveAttribute('href', '/lotto-result/2');
    expect(second).toHaveAccessibleName(/^Live now/);

    await u.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/notifications/read')).toEqual([{ all: true }]);
    expect(within(panel).getAllByRole('link')[0]).toHaveAccessibleName(/^Results are in 2/);
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks a notification read when it is followed, and closes', async () => {
    const fetch = api([{ notifications: [notification(2)], unread: 1 }]);
    const u = userEvent.setup();
    renderPage(<NotificationBell />);
    await u.click(await bell('Notifications, 1 unread'));
    await u.click(await screen.findByRole('link', { name: /Results are in 2/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/lotto-result/2');
    await waitFor(() => expect(sentBodies(fetch, '/api/notifications/read')).toEqual([{ ids: [2] }]));
  });

  it('pages older notifications with `before`', async () => {
    const full = Array.from({ length: 20 }, (_, i) => notification(40 - i, { read: true }));
    const fetch = api([
      { notifications: full, unread: 0 },
      { notifications: [notification(3, { read: true, title: 'Oldest' })], unread: 0 },
    ]);
    const u = userEvent.setup();
    renderPage(<NotificationBell />);
    await u.click(await bell('Notifications, 0 unread'));
    // Text queries: role queries over twenty links are slow in happy-dom.
    await u.click(await screen.findByText('Show older'));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/notifications?before=21');
    expect(screen.getAllByText(/no prize this time/)).toHaveLength(21);
    expect(screen.queryByText('Show older')).not.toBeInTheDocument();
  });

  it('shows why the list could not be read', async () => {
    api([json({ error: { code: 'SOMETHING_WRONG', ...catalogue.SOMETHING_WRONG } }, 500)]);
    const u = userEvent.setup();
    renderPage(<NotificationBell />);
    await u.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(catalogue.SOMETHING_WRONG.message)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads the list again when its stream opens: one made before it opened is not missed', async () => {
    const streams = stubEventSource();
    const fetch = api([
      { notifications: [], unread: 0 },
      { notifications: [notification(9)], unread: 1 },
    ]);
    renderPage(<NotificationBell />);
    await bell('Notifications, 0 unread');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/notifications')).toHaveLength(1);
    act(() => streams[0]!.open());
    expect(await bell('Notifications, 1 unread')).toHaveTextContent('1');
  });

  it("reads the list again when the player's stream says a notification was made", async () => {
    const streams = stubEventSource();
    const fetch = api([
      { notifications: [], unread: 0 },
      { notifications: [notification(9)], unread: 1 },
    ]);
    renderPage(<NotificationBell />);
    await bell('Notifications, 0 unread');
    expect(streams.map((s) => s.url)).toEqual([liveEventPaths.me]);
    act(() => streams[0]!.emit('notification', JSON.stringify({ id: 9 })));
    expect(await bell('Notifications, 1 unread')).toHaveTextContent('1');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/notifications')).toHaveLength(2);
  });
});
