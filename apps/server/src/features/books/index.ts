export { booksService, bookChecks, formatReport, type BooksReport, type BooksService } from './service';
export { booksCheckJob } from './job';
export { booksRoutes } from './routes';
