import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { ApiKeys } from './ApiKeys';
import { error, exportKey, integrationsApi, sent, TOKEN, type State } from './testApi';

const KEYS = '/api/operator/api-keys';
const state = (over: Partial<State> = {}): State => ({
  keys: [exportKey],
  webhooks: [],
  deliveries: {},
  ...over,
});
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('API keys (back office)', () => {
  it('lists each key with its prefix, scopes, creator, last use and status', async () => {
    integrationsApi(
      state({ keys: [{ ...exportKey, id: 4, name: 'Old', revokedAt: exportKey.createdAt }, exportKey] }),
    );
    renderPage(<ApiKeys />);
    const row = await rowOf('Accounting export');
    expect(row).toHaveTextContent('ppk_a1b2…');
    expect(row).toHaveTextContent('Read results (prizes paid)');
    expect(row).toHaveTextContent('Read entries');
    expect(row).toHaveTextContent('by Olivia Ops');
    expect(row).toHaveTextContent('Nov 26, 2026, 4:30 AM EST');
    expect(row).toHaveTextContent('Active');
    // A revoked key stays listed, without a Revoke button.
    const old = await rowOf('Old');
    expect(old).toHaveTextContent('Revoked');
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no key yet', async () => {
    integrationsApi(state({ keys: [] }));
    renderPage(<ApiKeys />);
    expect(await screen.findByText('No API key yet: create one above.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('creates a key: the token is shown once, with Copy, and the list is read again', async () => {
    const fetch = integrationsApi(state());
    renderPage(<ApiKeys />);
    await rowOf('Accounting export');
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Nightly sync ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read leads' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read entries' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(dialog).toHaveAccessibleDescription(/You will not see this token again\.$/);
    expect(within(dialog).getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Token copied.');
    // Scopes in the contracts' order, the name trimmed, as the schema hands them over.
    expect(sent(fetch, KEYS, 'POST')).toEqual([
      { name: 'Nightly sync', scopes: ['entries:read', 'leads:read'] },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(TOKEN);
    const row = await rowOf('Nightly sync');
    expect(row).toHaveTextContent('Read leads');
    expect(row).toHaveTextContent('Never');
    expect(screen.getByText('The key “Nightly sync” is created.')).toBeInTheDocument();
    // The form is empty again for the next key.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Read leads' })).not.toBeChecked();
  });

  it('refuses a key without a name, then without a scope, with the catalogue messages', async () => {
    const fetch = integrationsApi(state());
    renderPage(<ApiKeys />);
    await rowOf('Accounting export');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(catalogue.API_KEY_NAME_REQUIRED.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sync');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(catalogue.API_KEY_SCOPES_REQUIRED.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const group = screen.getByRole('group', { name: 'What the key may do' });
    expect(group).toHaveAccessibleDescription(catalogue.API_KEY_SCOPES_REQUIRED.message);
    expect(within(group).getByRole('checkbox', { name: 'Read leads' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(sent(fetch, KEYS, 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    integrationsApi(state({ refuse: error('API_KEYS_TOO_MANY') }));
    renderPage(<ApiKeys />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'One more');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      catalogue.API_KEYS_TOO_MANY.message,
    );
    expect(screen.queryByRole('dialog', { name: 'API key created' })).not.toBeInTheDocument();
  });

  it('asks before revoking a key; Back keeps it, Revoke revokes it', async () => {
    const fetch = integrationsApi(state());
    renderPage(<ApiKeys />);
    const row = await rowOf('Accounting export');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Accounting export' }));
    let question = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    expect(question).toHaveTextContent('Revoke the key “Accounting export”?');
    // The safe answer has the focus: Enter does not revoke by accident.
    expect(within(question).getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Back' }));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Accounting export' }));
    question = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText(
        'The key “Accounting export” is revoked: calls with it are refused from now on.',
      ),
    ).toBeInTheDocument();
    expect(sent(fetch, `${KEYS}/3`, 'DELETE')).toEqual([null]);
    await waitFor(async () => expect(await rowOf('Accounting export')).toHaveTextContent('Revoked'));
    expect(within(await rowOf('Accounting export')).queryByRole('button')).not.toBeInTheDocument();
  });
});
