import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../../test/render';
import { delivery, error, hook, integrationsApi, sent } from './testApi';
import { WebhookDeliveries } from './WebhookDeliveries';

const delivered = delivery(30);
const refused = delivery(29, {
  event: 'prize.paid',
  status: 'failed',
  attempts: 6,
  responseStatus: 500,
  lastError: 'The receiver answered 500',
});
const unreachable = delivery(28, {
  status: 'failed',
  attempts: 2,
  responseStatus: null,
  lastError: 'connect ECONNREFUSED 203.0.113.9:443',
});
const deliveries = () => ({ [hook.id]: [delivered, refused, unreachable] });
const rowOf = (id: number) =>
  screen.findByRole('button', { name: `Replay delivery #${id}` }).then((b) => b.closest('tr')!);

describe('Webhook deliveries log (back office)', () => {
  it('shows each delivery: event, status, attempts, answer or error, time and its body on demand', async () => {
    integrationsApi({ keys: [], webhooks: [hook], deliveries: deliveries() });
    renderPage(<WebhookDeliveries webhook={hook} />);
    const table = await screen.findByRole('region', { name: `Deliveries to ${hook.url}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Event', 'Status', 'Attempts', 'Response', 'Body', 'Actions']);
    const first = await rowOf(30);
    expect(first).toHaveTextContent('Nov 26, 2026, 5:00 AM EST');
    expect(first).toHaveTextContent('Entry createdentry.created');
    expect(first).toHaveTextContent('Delivered');
    expect(first).toHaveTextContent('HTTP 200');
    const second = await rowOf(29);
    expect(second).toHaveTextContent('Prize paid');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('6');
    expect(second).toHaveTextContent('HTTP 500The receiver answered 500');

    // The body is folded away until asked for; then it is the JSON sent, indented.
    const details = within(first).getByText('Body').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(details).getByText('Body'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/"entryId": 77/)).toBeInTheDocument();
  });

  it('loads older deliveries with Load more', async () => {
    const fetch = integrationsApi({ keys: [], webhooks: [hook], deliveries: deliveries() });
    renderPage(<WebhookDeliveries webhook={hook} />);
    await rowOf(29);
    expect(screen.queryByRole('button', { name: 'Replay delivery #28' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const last = await rowOf(28);
    expect(last).toHaveTextContent('connect ECONNREFUSED 203.0.113.9:443');
    expect(last).toHaveTextContent('Failed');
    expect(last).not.toHaveTextContent('HTTP');
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `/api/operator/webhooks/${hook.id}/deliveries?before=29`,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('replays a delivery: the same event is sent again and shows at the top of the log', async () => {
    const fetch = integrationsApi({ keys: [], webhooks: [hook], deliveries: deliveries() });
    renderPage(<WebhookDeliveries webhook={hook} />);
    await userEvent.click(within(await rowOf(29)).getByRole('button', { name: 'Replay delivery #29' }));
    expect(await screen.findByText(/^Delivery #29 is sent again as delivery #\d+\.$/)).toBeInTheDocument();
    expect(sent(fetch, '/api/operator/webhook-deliveries/29/replay', 'POST')).toEqual([null]);
    // Read again: the replay is the newest, still pending (so not replayable yet), and says what it repeats.
    const rows = await waitFor(() => {
      const found = screen.getAllByRole('row').filter((r) => r.textContent?.includes('Replay of #29'));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0]).toHaveTextContent('Pending');
    expect(within(rows[0]!).queryByRole('button', { name: /Replay/ })).not.toBeInTheDocument();
  });

  it("shows a refused replay's message in the dialog", async () => {
    mockFetch((url) =>
      url.endsWith('/replay')
        ? error('WEBHOOK_DELIVERY_NOT_FOUND')
        : json({ deliveries: [delivered], next: null }),
    );
    renderPage(<WebhookDeliveries webhook={hook} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Replay delivery #30' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      catalogue.WEBHOOK_DELIVERY_NOT_FOUND.message,
    );
  });

  it('says so when nothing was sent yet', async () => {
    integrationsApi({ keys: [], webhooks: [hook], deliveries: {} });
    renderPage(<WebhookDeliveries webhook={hook} />);
    expect(
      await screen.findByText('Nothing sent yet: “Send test event” tries the webhook.'),
    ).toBeInTheDocument();
  });
});
