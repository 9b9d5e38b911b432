import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import { checkRoleName, checkRolePassword, createAppRole } from './app-role';
import { openAppDatabase } from './open';

/**
 * `npm run cli -- create-app-role --role <name> --password <password>`, run with the owner's
 * DATABASE_URL: migrates, then creates (or updates) the login role the servers serve as, with its
 * grants. Prints the outcome, never the password.
 */
export async function createAppRoleCommand(args: string[], config: Config, clock: Clock): Promise<string> {
  const { values } = parseArgs({ args, options: { role: { type: 'string' }, password: { type: 'string' } } });
  const role = values.role ?? '';
  const password = values.password ?? '';
  const problem = checkRoleName(role) ?? checkRolePassword(password);
  if (problem) throw new Error(problem);
  if (!config.databaseUrl)
    throw new Error('create-app-role needs DATABASE_URL: the embedded database has no roles');
  if (config.migrationDatabaseUrl) {
    throw new Error(
      'create-app-role runs as the owner: set DATABASE_URL to the owner, without MIGRATION_DATABASE_URL',
    );
  }
  const database = await openAppDatabase({ databaseUrl: config.databaseUrl }, clock, { asOwner: true });
  try {
    const outcome = await createAppRole(database.db, role, password);
    return `Role ${role} ${outcome}: it may read and write rows of this database, and nothing else.`;
  } finally {
    await database.close();
  }
}
