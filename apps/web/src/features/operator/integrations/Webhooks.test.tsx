import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { integrationsApi, hook, SECRET, sent, type State } from './testApi';
import { Webhooks } from './Webhooks';

const HOOKS = '/api/operator/webhooks';
const NEW_URL = 'https://new.example.org/powerplay';
const state = (over: Partial<State> = {}): State => ({ keys: [], webhooks: [hook], deliveries: {}, ...over });
const cardOf = (url: string) => screen.findByRole('article', { name: url });

/** Submits the add form and returns the message dialog it opens. */
async function addExpectingRefusal() {
  await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
  return screen.findByRole('alertdialog');
}

describe('Webhooks (back office)', () => {
  it('shows each webhook with its events and last delivery', async () => {
    integrationsApi(state());
    renderPage(<Webhooks />);
    const card = await cardOf(hook.url);
    expect(card).toHaveTextContent('EventsEntry created, Prize paid');
    expect(card).toHaveTextContent('Last deliveryFailed Nov 26, 2026, 5:00 AM EST');
    expect(within(card).getByRole('switch', { name: `Enabled (${hook.url})` })).toBeChecked();
  });

  it('says so when there is no webhook yet', async () => {
    integrationsApi(state({ webhooks: [] }));
    renderPage(<Webhooks />);
    expect(
      await screen.findByText('No webhook yet: add one above to hear about events as they happen.'),
    ).toBeInTheDocument();
  });

  it('refuses an empty or bad URL and no event with the catalogue messages, before asking the server', async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    const url = await screen.findByRole('textbox', { name: 'URL' });
    let dialog = await addExpectingRefusal();
    expect(dialog).toHaveAccessibleDescription(catalogue.WEBHOOK_URL_REQUIRED.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    // No scheme, then a password in it: neither is an address the server may post to.
    for (const bad of ['partner.example.org/hooks', 'https://user:pw@partner.example.org/']) {
      await userEvent.clear(url);
      await userEvent.type(url, bad);
      dialog = await addExpectingRefusal();
      expect(dialog).toHaveAccessibleDescription(catalogue.WEBHOOK_URL_INVALID.message);
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(url).toHaveAttribute('aria-invalid', 'true');
      expect(url).toHaveAccessibleDescription(new RegExp(`^${catalogue.WEBHOOK_URL_INVALID.message}`));
    }

    await userEvent.clear(url);
    await userEvent.type(url, NEW_URL);
    dialog = await addExpectingRefusal();
    expect(dialog).toHaveAccessibleDescription(catalogue.WEBHOOK_EVENTS_REQUIRED.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      catalogue.WEBHOOK_EVENTS_REQUIRED.message,
    );
    expect(url).not.toHaveAttribute('aria-invalid');
    expect(sent(fetch, HOOKS, 'POST')).toEqual([]);
  });

  it('adds a webhook: the signing secret is shown once and the list is read again', async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'URL' }), NEW_URL);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Withdrawal changed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Entry created' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(dialog).toHaveAccessibleDescription(/You will not see this signing secret again\.$/);
    expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(sent(fetch, HOOKS, 'POST')).toEqual([
      { url: NEW_URL, events: ['entry.created', 'withdrawal.changed'] },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(document.body).not.toHaveTextContent(SECRET);
    const card = await cardOf(NEW_URL);
    expect(card).toHaveTextContent('Nothing sent yet');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveValue('');
  });

  it('turns a webhook off and on in place; a test event waits while it is off', async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    const toggle = within(await cardOf(hook.url)).getByRole('switch', { name: /^Enabled/ });
    await userEvent.click(toggle);
    expect(
      await screen.findByText(`${hook.url} is off: no events are sent to it until you turn it on.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    // Off, a test event waits: the server sends nothing to a webhook that is off.
    await userEvent.click(screen.getByRole('button', { name: `Send test event to ${hook.url}` }));
    expect(
      await screen.findByText(`A test event waits for ${hook.url}: it is sent once the webhook is on.`),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByText(`Events are sent to ${hook.url} again.`)).toBeInTheDocument();
    expect(sent(fetch, `${HOOKS}/5`, 'PATCH')).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it("changes a webhook's events in the edit dialog", async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    await userEvent.click(within(await cardOf(hook.url)).getByRole('button', { name: `Edit ${hook.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveValue(hook.url);
    expect(within(dialog).getByRole('checkbox', { name: 'Prize paid' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Prize paid' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Contest settled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${hook.url} is saved.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fetch, `${HOOKS}/5`, 'PATCH')).toEqual([
      { url: hook.url, events: ['entry.created', 'contest.settled'] },
    ]);
    expect(await cardOf(hook.url)).toHaveTextContent('Entry created, Contest settled');
  });

  it('asks before removing a webhook', async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    await userEvent.click(within(await cardOf(hook.url)).getByRole('button', { name: `Remove ${hook.url}` }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove this webhook?' });
    expect(question).toHaveTextContent(`Remove the webhook to ${hook.url}?`);
    expect(sent(fetch, `${HOOKS}/5`, 'DELETE')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`No more events are sent to ${hook.url}.`)).toBeInTheDocument();
    expect(sent(fetch, `${HOOKS}/5`, 'DELETE')).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it('sends a test event and opens the log, where its delivery shows', async () => {
    const fetch = integrationsApi(state());
    renderPage(<Webhooks />);
    const card = await cardOf(hook.url);
    const logButton = within(card).getByRole('button', { name: `Deliveries log of ${hook.url}` });
    expect(logButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(card).getByRole('button', { name: `Send test event to ${hook.url}` }));
    expect(
      await screen.findByText(`A test event is on its way to ${hook.url}: its delivery shows in the log.`),
    ).toBeInTheDocument();
    expect(logButton).toHaveAttribute('aria-expanded', 'true');
    const log = await within(card).findByRole('region', { name: `Deliveries to ${hook.url}` });
    const row = await within(log).findByRole('row', { name: /Test event/ });
    expect(row).toHaveTextContent('Pending');
    expect(sent(fetch, `${HOOKS}/5/ping`, 'POST')).toEqual([null]);
  });
});
