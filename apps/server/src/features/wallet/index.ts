export type { WalletService } from './service';
export { walletBooks } from './books-repo';
