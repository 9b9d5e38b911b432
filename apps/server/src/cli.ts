import { catalogue } from '@powerplay/contracts';
import { loadConfig } from './config';
import { createAppRoleCommand } from './db/app-role-command';
import { databaseTarget, openAppDatabase } from './db/open';
import { operatorCommand } from './features/accounts';
import { checkBooksCommand } from './features/books/command';
import { isPartnerCommand, partnerCommand } from './features/partners/command';
import { systemClock } from './platform/clock';
import { DEFAULT_PARTNER_ID } from './platform/partner-context';
import { AppError } from './platform/errors';
import { createServices } from './services';

const usage = `Usage:
  npm run cli -- create-operator --email <email> --password <password> --name <display name> [--partner <short name>]
  npm run cli -- create-platform-operator --email <email> --password <password> --name <display name>
  npm run cli -- check-books   (every money invariant; exits 1 on any break)
  npm run cli -- create-app-role --role <name> --password <password>   (DATABASE_URL: the owner)
  npm run cli -- create-partner --slug <short name> --name <name> --domain <host> [--domain <host> ...]
  npm run cli -- suspend-partner --slug <short name>   |   resume-partner --slug <short name>`;

/** Runs `work` on the configured database's services, closing it after. */
async function withServices<T>(
  work: (services: ReturnType<typeof createServices>) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  // The command line acts for the default partner (docs/decisions/050).
  const database = await openAppDatabase(databaseTarget(config), systemClock, {
    unboundPartner: DEFAULT_PARTNER_ID,
  });
  try {
    return await work(createServices({ config, database }));
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const run =
  command === 'create-operator' || command === 'create-platform-operator'
    ? withServices((services) =>
        operatorCommand(rest, command === 'create-operator' ? 'operator' : 'platform', services),
      ).then((line) => console.log(line))
    : command === 'check-books'
      ? checkBooksCommand(loadConfig(), systemClock).then((ok) => {
          if (!ok) process.exitCode = 1;
        })
      : command === 'create-app-role'
        ? (async () => console.log(await createAppRoleCommand(rest, loadConfig(), systemClock)))()
        : isPartnerCommand(command)
          ? withServices((services) => partnerCommand(command, rest, services.partners)).then((line) =>
              console.log(line),
            )
          : Promise.reject(new Error(usage));
run.catch((err: unknown) => {
  const message =
    err instanceof AppError ? catalogue[err.code].message : err instanceof Error ? err.message : String(err);
  console.error(message);
  process.exit(1);
});
