export type { StoreService } from './service';
