import type { Config } from '../../config';
import { databaseTarget, openAppDatabase } from '../../db/open';
import type { Clock } from '../../platform/clock';
import { asPartner, DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import { createServices } from '../../services';
import { formatReport, type BooksService } from './service';

/**
 * Checks and records once for each partner, in its own books (docs/partners.md), printing its name and
 * then its summary; true when every invariant held for every partner.
 */
export async function checkBooksOnce(
  services: {
    books: BooksService;
    partners: { all(): Promise<{ id: number; name: string; slug: string }[]> };
  },
  print: (text: string) => void,
): Promise<boolean> {
  let ok = true;
  for (const partner of await services.partners.all()) {
    print(`${partner.name} (${partner.slug})`);
    const report = await asPartner(partner.id, () => services.books.checkAndRecord('cli'));
    print(formatReport(report));
    ok = report.ok && ok;
  }
  return ok;
}

/**
 * `npm run cli -- check-books`: checks every money invariant once for each partner, in its own books
 * (docs/partners.md), records each run (its back office shows it) and prints one line per check under the
 * partner's name; true when every partner's books are clean (the CLI exits 1 otherwise).
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
    return await checkBooksOnce(createServices({ config, database, clock }), print);
  } finally {
    await database.close();
  }
}
