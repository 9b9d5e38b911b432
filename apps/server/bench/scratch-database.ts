import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A bench's own database on DATABASE_URL's server (a superuser's URL), dropped when the bench is done. */
export async function scratchDatabase() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `powerplay_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  await admin(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { name, url: dbUrl.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
