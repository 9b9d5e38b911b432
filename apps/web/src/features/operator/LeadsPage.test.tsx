import { notices, type Lead, type LeadsResponse } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { Leads } from './LeadsPage';

const enquiry: Lead = {
  kind: 'partner',
  id: 12,
  createdAt: '2026-11-26T15:00:00.000Z',
  email: 'dana@charity.org',
  status: 'new',
  name: 'Dana Reyes',
  phone: '14165550100',
  message: 'We run a 50/50.',
  topic: null,
  topicName: null,
  mailedAt: null,
  unsubscribedAt: null,
  notes: [],
};
const fan: Lead = {
  ...enquiry,
  kind: 'notify',
  id: 7,
  email: 'fan@example.com',
  name: null,
  phone: null,
  message: null,
  topic: 'draft-day',
  topicName: 'Draft Day',
  mailedAt: '2026-11-26T16:00:00.000Z',
  notes: [{ id: 1, body: 'VIP', operatorId: 3, operatorName: 'Olivia Ops', at: '2026-11-26T16:30:00.000Z' }],
};
const pageOf = (leads: Lead[], total = leads.length, page = 1): LeadsResponse => ({
  leads,
  total,
  page,
  pageSize: 50,
});
const pathOf = (url: string) => url.split('?')[0];
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

describe('Leads (back office)', () => {
  it('lists both kinds with their contact, details, status and notes', async () => {
    mockFetch(() => json(pageOf([fan, enquiry])));
    renderPage(<Leads />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Received', 'Lead', 'Contact', 'Details', 'Status', 'Notes']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Notify Me #7');
    expect(first).toHaveTextContent('Notify me about Draft Day');
    expect(first).toHaveTextContent('Launch mail sent');
    expect(within(first!).getByRole('list', { name: 'Notes on Notify Me #7' })).toHaveTextContent(
      'Olivia Ops',
    );
    expect(second).toHaveTextContent('Dana Reyes');
    expect(second).toHaveTextContent('We run a 50/50.');
    expect(within(second!).getByLabelText('Status of Partner enquiry #12')).toHaveValue('new');
    expect(screen.getByText('Page 1 of 1 (2 leads)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/operator/leads/export.csv',
    );
  });

  it('filters by kind, status and text; the CSV link follows the filters', async () => {
    const fetch = mockFetch(() => json(pageOf([])));
    renderPage(<Leads />);
    expect(await screen.findByText(notices.NO_LEADS.message)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Partner enquiries');
    await user.selectOptions(screen.getByLabelText('Status'), 'Contacted');
    await user.type(screen.getByLabelText('Search'), ' casino {Enter}');
    await waitFor(() => {
      const last = fetch.mock.calls.at(-1)![0] as string;
      expect(Object.fromEntries(queryOf(last))).toEqual({
        kind: 'partner',
        status: 'contacted',
        search: 'casino',
        page: '1',
      });
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/operator/leads/export.csv?kind=partner&status=contacted&search=casino',
    );
  });

  it('saves a status on change and adds a note, saying so', async () => {
    let current = enquiry;
    const fetch = mockFetch((url, init) => {
      const path = pathOf(url);
      if (path === '/api/operator/leads/partner/12/status' && init?.method === 'PUT') {
        current = { ...current, status: 'contacted' };
        return json({ lead: current });
      }
      if (path === '/api/operator/leads/partner/12/notes') {
        current = {
          ...current,
          notes: [
            { id: 5, body: 'Called', operatorId: 3, operatorName: 'Olivia Ops', at: current.createdAt },
          ],
        };
        return json({ lead: current }, 201);
      }
      return json(pageOf([current]));
    });
    renderPage(<Leads />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status of Partner enquiry #12'), 'Contacted');
    expect(await screen.findByText('Partner enquiry #12 is now Contacted.')).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/operator/leads/partner/12/status')).toEqual([{ status: 'contacted' }]);

    // An empty note is refused before it is sent; a real one is sent trimmed.
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A note is 1 to 2000 characters');
    await user.type(screen.getByLabelText('Note on Partner enquiry #12'), '  Called  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added to Partner enquiry #12.')).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/operator/leads/partner/12/notes')).toEqual([{ body: 'Called' }]);
    expect(await screen.findByRole('list', { name: 'Notes on Partner enquiry #12' })).toHaveTextContent(
      'Called',
    );
    expect(screen.getByLabelText('Note on Partner enquiry #12')).toHaveValue('');
  });

  it('pages through the leads', async () => {
    const fetch = mockFetch((url) =>
      queryOf(url).get('page') === '2' ? json(pageOf([fan], 51, 2)) : json(pageOf([enquiry], 51)),
    );
    renderPage(<Leads />);
    expect(await screen.findByText('Page 1 of 2 (51 leads)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (51 leads)')).toBeInTheDocument();
    expect(await screen.findByText('Notify Me #7')).toBeInTheDocument();
    expect(queryOf(fetch.mock.calls.at(-1)![0] as string).get('page')).toBe('2');
  });

  it('shows the error with a way to try again', async () => {
    mockFetch(() => json({ error: { code: 'FORBIDDEN', title: 'Sorry!', message: 'Operators only' } }, 403));
    renderPage(<Leads />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Operators only');
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
