import { catalogue } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = '2b1f9a56-3c1e-4b7a-9d7e-0f3b8f1d2a4c';
const URL = '/api/notify-requests/unsubscribe';

describe('UnsubscribePage', () => {
  it('asks first (opening the link changes nothing), then unsubscribes and says so', async () => {
    const fetch = mockFetch(() => json({ result: 'unsubscribed', topic: 'nba', game: 'NBA' }));
    renderPage(<UnsubscribePage />, { path: '/unsubscribe', at: `/unsubscribe?token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: we will not mail you about NBA.');
    expect(sentBodies(fetch, URL)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says when the address was already unsubscribed', async () => {
    mockFetch(() => json({ result: 'already', topic: 'draft-day', game: 'Draft Day' }));
    renderPage(<UnsubscribePage />, { path: '/unsubscribe', at: `/unsubscribe?token=${TOKEN}` });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This address was already unsubscribed from Draft Day: nothing more to do.',
    );
  });

  it('shows the catalogue text for an unknown link, and a missing token', async () => {
    const e = catalogue.UNSUBSCRIBE_LINK_INVALID;
    mockFetch(() =>
      json({ error: { code: 'UNSUBSCRIBE_LINK_INVALID', title: e.title, message: e.message } }, 404),
    );
    const first = renderPage(<UnsubscribePage />, {
      path: '/unsubscribe',
      at: `/unsubscribe?token=${TOKEN}`,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(e.message);
    first.unmount();
    renderPage(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the unsubscribe link of your mail.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("turns a notification mail's kind off, after asking, with the token of its link", async () => {
    const fetch = mockFetch(() => json({ kind: 'starts_soon', kindName: 'Starts soon' }));
    renderPage(<UnsubscribePage />, {
      path: '/unsubscribe',
      at: '/unsubscribe?mail=7_0_abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: no more "Starts soon" mail.');
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method])).toContainEqual([
      '/api/notifications/unsubscribe?token=7_0_abcdefghijklmnopqrstuvwxyz012345',
      'POST',
    ]);
  });
});
