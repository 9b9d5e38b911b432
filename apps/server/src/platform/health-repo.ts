import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Whether the database answers (the readiness probe); throws when it does not. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
