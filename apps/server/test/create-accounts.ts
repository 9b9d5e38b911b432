// Makes operator accounts as `npm run cli -- create-operator` / `create-platform-operator` do, several in
// one process (one start of the code, not a CLI per account): `node --import tsx create-accounts.ts
// '<json>'`, the JSON a list of { role, email, password, name }, on the database the environment names.
import { loadConfig } from '../src/config';
import { databaseTarget, openAppDatabase } from '../src/db/open';
import { operatorCommand } from '../src/features/accounts';
import { systemClock } from '../src/platform/clock';
import { DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import { createServices } from '../src/services';

const accounts = JSON.parse(process.argv[2] ?? '[]') as {
  role: 'operator' | 'platform';
  email: string;
  password: string;
  name: string;
}[];
const config = loadConfig();
const database = await openAppDatabase(databaseTarget(config), systemClock, {
  unboundPartner: DEFAULT_PARTNER_ID,
});
try {
  const services = createServices({ config, database });
  for (const a of accounts) {
    const args = ['--email', a.email, '--password', a.password, '--name', a.name];
    console.log(await operatorCommand(args, a.role, services));
  }
} finally {
  await database.close();
}
