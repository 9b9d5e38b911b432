export type { WalletService } from './service';
