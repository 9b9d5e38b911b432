export { BalancePage } from './BalancePage';
export { TransactionsPage } from './TransactionsPage';
