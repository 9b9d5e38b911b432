export { analyticsBooks } from './books-repo';
