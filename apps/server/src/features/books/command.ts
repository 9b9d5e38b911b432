import type { Config } from '../../config';
import { databaseTarget, openAppDatabase } from '../../db/open';
import type { Clock } from '../../platform/clock';
import { DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import { createServices } from '../../services';
import { formatReport, type BooksService } from './service';

/** Checks and records once, prints the summary; true when every invariant held. */
export async function checkBooksOnce(books: BooksService, print: (text: string) => void): Promise<boolean> {
  const report = await books.checkAndRecord('cli');
  print(formatReport(report));
  return report.ok;
}

/**
 * `npm run cli -- check-books`: checks every money invariant once, records the run (the back office
 * shows it) and prints one line per check; true when the books are clean (the CLI exits 1 otherwise).
 */
export async function checkBooksCommand(
  config: Config,
  clock: Clock,
  print: (text: string) => void = console.log,
): Promise<boolean> {
  const database = await openAppDatabase(databaseTarget(config), clock, {
    unboundPartner: DEFAULT_PARTNER_ID,
  });
  try {
    return await checkBooksOnce(createServices({ config, database, clock }).books, print);
  } finally {
    await database.close();
  }
}
