import { notices, type OperatorAuditEntry } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { AuditLog, filtersOf } from './AuditLog';

const credit: OperatorAuditEntry = {
  id: 12,
  at: '2026-11-26T15:00:00.000Z',
  operatorId: 3,
  operatorName: 'Olivia Ops',
  action: 'wallet.adjustment',
  targetType: 'user',
  targetId: '42',
  before: { cashCents: 0 },
  after: { cashCents: 5000, amountCents: 5000, reason: 'Goodwill' },
};
const saved: OperatorAuditEntry = {
  id: 11,
  at: '2026-11-26T14:00:00.000Z',
  operatorId: 3,
  operatorName: 'Olivia Ops',
  action: 'content.page.saved',
  targetType: 'content_page',
  targetId: 'about-us',
  before: { title: 'About' },
  after: { title: 'About us' },
};

const edited: OperatorAuditEntry = {
  id: 10,
  at: '2026-11-26T13:00:00.000Z',
  operatorId: 3,
  operatorName: 'Olivia Ops',
  action: 'content.page.saved',
  targetType: 'content_page',
  targetId: 'how-to-play',
  before: {
    bodyHtml: '<p>Pick <strong>seven</strong> numbers and watch the draw live.</p>',
    blocks: [{ heading: 'Prizes', html: '<p>Prizes are paid at once.</p>' }],
    version: 3,
  },
  after: {
    bodyHtml: '<p>Pick <strong>eight</strong> numbers and watch the draw live.</p>',
    blocks: [{ heading: 'Prizes', html: '<p>Prizes are credited at once.</p>' }],
    version: 4,
  },
};
const logo: OperatorAuditEntry = {
  id: 9,
  at: '2026-11-26T12:00:00.000Z',
  operatorId: 3,
  operatorName: 'Olivia Ops',
  action: 'brand.saved',
  targetType: 'brand',
  targetId: '1',
  before: { logo: null, version: 1 },
  after: { logo: { type: 'image/png', bytes: 12_595, sha256: 'ab12cd34ef56ab12' }, version: 2 },
};

const pathOf = (url: string) => url.split('?')[0];
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

describe('AuditLog (back office)', () => {
  it('shows a content edit as the words changed and a logo as an image, never HTML or JSON', async () => {
    mockFetch(() => json({ entries: [edited, logo], nextCursor: null }));
    renderPage(<AuditLog />);
    const body = await screen.findByText('Body html:');
    const bodyChange = body.closest('div')!;
    expect(within(bodyChange).getByText('seven', { selector: 'del' })).toBeInTheDocument();
    expect(within(bodyChange).getByText('eight', { selector: 'ins' })).toBeInTheDocument();
    expect(bodyChange).not.toHaveTextContent('<p>');
    // Inside the blocks: the one field that changed, by its place.
    const block = screen.getByText('Blocks › 1 › Html:').closest('div')!;
    expect(within(block).getByText('paid', { selector: 'del' })).toBeInTheDocument();
    expect(within(block).getByText('credited', { selector: 'ins' })).toBeInTheDocument();
    expect(screen.queryByText(/Heading/)).not.toBeInTheDocument();
    const image = screen.getByText('Logo:').closest('div')!;
    expect(image).toHaveTextContent('Logo:— → PNG image, 12.3 KB');
    expect(document.body).not.toHaveTextContent('sha256');
  });

  it('shows who did what to which target, with each value before and after', async () => {
    mockFetch((url) =>
      pathOf(url) === '/api/operator/audit' ? json({ entries: [credit], nextCursor: null }) : json({}, 404),
    );
    renderPage(<AuditLog />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Operator', 'Action', 'Target', 'Before → After']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Olivia Ops #3');
    expect(row).toHaveTextContent('Wallet adjustment');
    expect(row).toHaveTextContent('wallet.adjustment');
    expect(row).toHaveTextContent('user #42');
    // Field names in words, amounts in money.
    expect(row).toHaveTextContent('Cash:$0.00 → $50.00');
    expect(row).toHaveTextContent('Amount:— → $50.00');
    expect(row).toHaveTextContent('Reason:— → Goodwill');
    expect(within(row!).getByText(/Nov 26, 2026/)).toHaveAttribute('datetime', credit.at);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older lines by cursor with "Load more"', async () => {
    const fetch = mockFetch((url) =>
      queryOf(url).get('cursor') === '12'
        ? json({ entries: [saved], nextCursor: null })
        : json({ entries: [credit], nextCursor: 12 }),
    );
    renderPage(<AuditLog />);
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('about-us', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(queryOf(fetch.mock.calls[1]![0] as string).get('limit')).toBe('50');
  });

  it('sends the filters: the action, the operator and whole New York days', async () => {
    const fetch = mockFetch(() => json({ entries: [], nextCursor: null }));
    renderPage(<AuditLog />);
    expect(await screen.findByText(notices.NO_AUDIT_ENTRIES.message)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Withdrawal decided');
    await user.type(screen.getByLabelText('Operator id'), '3');
    await user.type(screen.getByLabelText('From'), '2026-11-26');
    await user.type(screen.getByLabelText('To'), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = queryOf(fetch.mock.calls[1]![0] as string);
    expect(Object.fromEntries(sent)).toEqual({
      action: 'withdrawal.decided',
      operatorId: '3',
      from: '2026-11-26T05:00:00.000Z',
      to: '2026-11-27T04:59:59.999Z',
      limit: '50',
    });
  });

  it('refuses a bad filter before asking the server', async () => {
    const fetch = mockFetch(() => json({ entries: [], nextCursor: null }));
    renderPage(<AuditLog />);
    await screen.findByText(notices.NO_AUDIT_ENTRIES.message);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Operator id'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notices.AUDIT_FILTER_INVALID.message);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(filtersOf({ action: '', operatorId: '', from: '2026-11-27', to: '2026-11-26' })).toBeNull();
    expect(filtersOf({ action: '', operatorId: ' 7 ', from: '', to: '' })).toEqual({ operatorId: '7' });
  });

  it('shows a failed load with a way to retry', async () => {
    mockFetch(() => json({ error: { code: 'SOMETHING_WRONG', title: 'Sorry!', message: 'x' } }, 500));
    renderPage(<AuditLog />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
