export { entriesService, type ContestRef, type EntriesService } from './service';
