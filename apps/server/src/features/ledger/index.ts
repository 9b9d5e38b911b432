export {
  ledgerBooks,
  ledgerKey,
  ledgerService,
  toTransaction,
  type CreditRows,
  type LedgerService,
  type LedgerSource,
  type Posting,
} from './service';
