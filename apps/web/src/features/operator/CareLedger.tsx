import { useState } from 'react';
import { TransactionPages } from '../wallet';
import { usePlayerTransactions } from './careApi';

/** The player's ledger over the last year, newest first, 20 a page: every balance change, and why. */
export function CareLedger({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePlayerTransactions(playerId, page);

  return (
    <section className="account-card" aria-labelledby="care-ledger">
      <h2 id="care-ledger">Ledger (last year)</h2>
      <TransactionPages
        query={ledger}
        labelledBy="care-ledger"
        pagerLabel="Ledger pages"
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
