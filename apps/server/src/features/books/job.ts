import type { Job } from '../../platform/scheduler';
import type { BooksService } from './service';

/**
 * The books-check job (docs/decisions/038): every `everyMs` (an hour by default) one process checks the
 * books and records the run, so the back office's panel is current without anyone running the CLI. The
 * last run's time is the database's (any process's run counts); between runs the job asks nothing of the
 * database: it remembers when the next is due.
 */
export function booksCheckJob(deps: {
  books: Pick<BooksService, 'lastCheckedAt' | 'checkIfDue'>;
  everyMs: number;
}): Job<string> {
  const { books, everyMs } = deps;
  let nextAt = -Infinity;
  return {
    name: 'books-check',
    async findDue(now) {
      if (now.getTime() < nextAt) return { due: [], nextAt };
      const last = await books.lastCheckedAt();
      nextAt = last ? last.getTime() + everyMs : now.getTime();
      return now.getTime() >= nextAt ? { due: ['books'] } : { due: [], nextAt };
    },
    async runStep(_work, now) {
      // Whoever runs it (this process or another), the next is an interval on; a run that fails is
      // logged and tried again then, not at the scheduler's back-off pace (the queries are a full pass).
      nextAt = now.getTime() + everyMs;
      await books.checkIfDue(everyMs);
      return false;
    },
  };
}
