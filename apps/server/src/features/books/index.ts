export { booksService, bookChecks, formatReport, type BooksReport, type BooksService } from './service';
