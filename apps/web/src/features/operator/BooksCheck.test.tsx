import { notices, type BookCheckRun } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { BooksCheck } from './BooksCheck';

const run = (over: Partial<BookCheckRun>): BookCheckRun => ({
  id: 2,
  checkedAt: '2026-12-02T15:00:00.000Z',
  ok: true,
  source: 'job',
  durationMs: 84,
  checks: [
    { name: 'ledger.balances-not-negative', examined: 1520, breaks: 0, samples: [] },
    { name: 'store.orders-match-debits', examined: 310, breaks: 0, samples: [] },
  ],
  ...over,
});

describe('Books check (back office)', () => {
  it('shows the last run: balanced, when and by what, each check with the rows it examined', async () => {
    mockFetch((url) => (url === '/api/operator/books/checks' ? json({ runs: [run({})] }) : json({}, 404)));
    renderPage(<BooksCheck />);
    const table = await screen.findByRole('table');
    expect(screen.getByText('Balanced')).toBeInTheDocument();
    expect(screen.getByText(/by the hourly check in 84 ms/)).toBeInTheDocument();
    const [, balances] = within(table).getAllByRole('row');
    expect(balances).toHaveTextContent('ledger.balances-not-negative');
    expect(balances).toHaveTextContent('1,520');
  });

  it('shows what broke and where, and the earlier runs', async () => {
    const broken = run({
      id: 3,
      ok: false,
      source: 'cli',
      checks: [
        { name: 'ledger.balances-not-negative', examined: 1520, breaks: 0, samples: [] },
        {
          name: 'store.orders-match-debits',
          examined: 311,
          breaks: 1,
          samples: ['order #311: total 4000, debited - in 0 rows'],
        },
      ],
    });
    mockFetch(() => json({ runs: [broken, run({})] }));
    renderPage(<BooksCheck />);
    expect(await screen.findByText('1 breaks')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /store\.orders-match-debits/ });
    expect(row).toHaveTextContent('order #311: total 4000, debited - in 0 rows');
    expect(screen.getByText(/check-books \(CLI\)/)).toBeInTheDocument();
    expect(screen.getByText(/Earlier:.*balanced/)).toBeInTheDocument();
  });

  it('says when the books were never checked', async () => {
    mockFetch(() => json({ runs: [] }));
    renderPage(<BooksCheck />);
    expect(await screen.findByText(notices.NO_BOOK_CHECKS.message)).toBeInTheDocument();
  });

  it('shows a failed load with a way to retry', async () => {
    mockFetch(() => json({ error: { code: 'SOMETHING_WRONG', title: 'Sorry!', message: 'x' } }, 500));
    renderPage(<BooksCheck />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
