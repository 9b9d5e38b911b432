export type { StoreService } from './service';
export { storeBooks } from './books-repo';
