import { notices } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { transactionsQueryString } from './api';
import { TransactionsPage } from './TransactionsPage';

const row = (id: number, amount: number, status: string) => ({
  id,
  date: '2026-01-05T15:00:00.000Z',
  description: `Entry ${id}`,
  amount,
  currency: 'cash',
  kind: 'adjustment',
  status,
});

describe('TransactionsPage', () => {
  it('builds the query string of the filters', () => {
    expect(transactionsQueryString({ period: '3m', page: 1 })).toBe('period=3m&page=1');
    expect(transactionsQueryString({ period: '1y', status: 'refund', page: 3 })).toBe(
      'period=1y&status=refund&page=3',
    );
  });

  it('asks the server with the chosen period, status and page and shows the rows', async () => {
    const fetch = mockFetch((url) => {
      if (url.includes('status=cancel')) return json({ transactions: [], page: 1, pageSize: 20, total: 0 });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json({
        transactions: [row(page * 10, -10010, 'pending'), row(page * 10 + 1, 2500, 'complete')],
        page,
        pageSize: 20,
        total: 45,
      });
    });
    const u = userEvent.setup();
    renderPage(<TransactionsPage />, { path: '/my-account/my-powerplays' });

    expect(await screen.findByText('Entry 10')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByText('-$100.10')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 45 transactions')).toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Period'), 'Last 6 months');
    await u.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await u.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Entry 20')).toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(await screen.findByText(notices.NO_TRANSACTIONS.message)).toBeInTheDocument();

    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/api/wallet/transactions?period=3m&page=1',
      '/api/wallet/transactions?period=6m&page=1',
      '/api/wallet/transactions?period=6m&status=pending&page=1',
      '/api/wallet/transactions?period=6m&status=pending&page=2',
      '/api/wallet/transactions?period=6m&status=cancel&page=1',
    ]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last 3 months',
      'Last 6 months',
      'Last 9 months',
      'Last Year',
      'All',
      'Complete',
      'Pending',
      'Cancelled',
      'Refunded',
    ]);
  });
});
