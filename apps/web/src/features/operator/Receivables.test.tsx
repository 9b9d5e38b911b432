import { notices, type Receivable } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { Receivables } from './Receivables';

const owed: Receivable = {
  userId: 42,
  currency: 'cash',
  claim: 'sports-prize:7:9',
  reference: 'sports:7',
  owed: 20_000,
  since: '2026-12-05T15:00:00.000Z',
  description:
    'Chase the Ace #7: prize reversed after a score correction; owed, the balance could not cover it',
};

describe('Receivables (back office)', () => {
  it('lists what each player owes, with the amount and why', async () => {
    mockFetch((url) => (url === '/api/operator/receivables' ? json({ receivables: [owed] }) : json({}, 404)));
    renderPage(<Receivables />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('#42');
    expect(row).toHaveTextContent('$200');
    expect(row).toHaveTextContent('Chase the Ace #7: prize reversed after a score correction');
  });

  it('says when nobody owes anything', async () => {
    mockFetch(() => json({ receivables: [] }));
    renderPage(<Receivables />);
    expect(await screen.findByText(notices.NO_RECEIVABLES.message)).toBeInTheDocument();
  });

  it('shows a failed load with a way to retry', async () => {
    mockFetch(() => json({ error: { code: 'SOMETHING_WRONG', title: 'Sorry!', message: 'x' } }, 500));
    renderPage(<Receivables />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
