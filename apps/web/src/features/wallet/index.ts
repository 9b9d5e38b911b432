// The wallet feature's public surface: the balance summary other pages show (the store's checkout).
export { useWallet } from './api';
export { TransactionsTable } from './TransactionsTable';
export { TransactionPages } from './TransactionPages';
export { statusLabels } from './statusLabels';
