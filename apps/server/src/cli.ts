import { parseArgs } from 'node:util';
import { registerRequestSchema, catalogue, isMessageCode } from '@powerplay/contracts';
import { loadConfig } from './config';
import { createAppRoleCommand } from './db/app-role-command';
import { databaseTarget, openAppDatabase } from './db/open';
import { checkBooksCommand } from './features/books/command';
import { isPartnerCommand, partnerCommand } from './features/partners/command';
import { systemClock } from './platform/clock';
import { AppError } from './platform/errors';
import { createServices } from './services';

const usage = `Usage:
  npm run cli -- create-operator --email <email> --password <password> --name <display name>
  npm run cli -- check-books   (every money invariant; exits 1 on any break)
  npm run cli -- create-app-role --role <name> --password <password>   (DATABASE_URL: the owner)
  npm run cli -- create-partner --slug <short name> --name <name> --domain <host> [--domain <host> ...]
  npm run cli -- suspend-partner --slug <short name>   |   resume-partner --slug <short name>`;

async function createOperator(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  // The same rules as a sign-up: one schema for every way an account is made.
  const parsed = registerRequestSchema.safeParse({
    displayName: values.name,
    email: values.email,
    password: values.password,
    country: 'US',
    province: 'NY',
    over18: true,
    acceptedTerms: true,
  });
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message;
    throw new Error(isMessageCode(code) ? catalogue[code].message : 'Invalid arguments');
  }
  const config = loadConfig();
  const database = await openAppDatabase(databaseTarget(config), systemClock);
  try {
    const { accounts } = createServices({ config, database });
    const user = await accounts.createOperator(parsed.data);
    console.log(`Operator #${user.id} "${user.displayName}" <${user.email}> created.`);
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const run =
  command === 'create-operator'
    ? createOperator(rest)
    : command === 'check-books'
      ? checkBooksCommand(loadConfig(), systemClock).then((ok) => {
          if (!ok) process.exitCode = 1;
        })
      : command === 'create-app-role'
        ? (async () => console.log(await createAppRoleCommand(rest, loadConfig(), systemClock)))()
        : isPartnerCommand(command)
          ? partnerCommand(command, rest, loadConfig(), systemClock).then((line) => console.log(line))
          : Promise.reject(new Error(usage));
run.catch((err: unknown) => {
  const message =
    err instanceof AppError ? catalogue[err.code].message : err instanceof Error ? err.message : String(err);
  console.error(message);
  process.exit(1);
});
