import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';

// How `prepared` marks a statement for the client below: a comment at the very start of its text.
const MARK = /^\/\* prepared:([a-z0-9-]+) \*\//;

/**
 * Runs `statement` as a named prepared statement: each connection parses and plans it once, then only
 * binds and executes it. For the hottest writes (a pick save): parsing and planning a statement cost
 * PostgreSQL more than running it (docs/decisions/031). Its text must not change
 * from call to call — values go in as parameters — and `name` must be unique; the driver refuses a name
 * reused for another text.
 */
export const prepared = <T>(name: string, statement: RawBuilder<T>): RawBuilder<T> => {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad prepared statement name "${name}"`);
  return sql<T>`/* prepared:${sql.raw(name)} */ ${statement}`;
};

/** node-postgres's client, sending a statement marked by `prepared` under its name. */
export class PreparingClient extends pg.Client {
  // pg's `query` has many overloads; this forwards every call, naming only a marked text.
  override query(config: unknown, ...rest: unknown[]): never {
    const plain = super.query.bind(this) as (...args: unknown[]) => never;
    const name = typeof config === 'string' ? MARK.exec(config)?.[1] : undefined;
    if (name === undefined) return plain(config, ...rest);
    const [values, callback] = rest;
    return plain({ name, text: config, values }, callback);
  }
}
