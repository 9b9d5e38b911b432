export { analyticsBooks } from './books-repo';
export { analyticsRepo } from './repo';
