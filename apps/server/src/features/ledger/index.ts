export { ledgerBooks } from './books-repo';
export {
  ledgerKey,
  ledgerService,
  toTransaction,
  type CreditRows,
  type LedgerService,
  type LedgerSource,
  type Posting,
} from './service';
