export { entriesRoutes } from './routes';
export { entriesService, type ContestRef, type EntriesService } from './service';
export { entriesBooks } from './books-repo';
