/**
 * The pick save's own statement under pgbench, for bench:api's PostgreSQL comparison: the statement the
 * server runs for an edit of saved picks, its event to the outbox included (the lottery repo's, compiled
 * here exactly as the server compiles it), each transaction one player's save, the players picked at
 * random. pgbench connects as
 * the URL's role: a superuser skips row-level security, which only makes the baseline faster.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { liveTopics } from '@powerplay/contracts';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/db/schema';
import { lotteryInventory } from '../src/features/lottery/picks';
import { lotteryRepo } from '../src/features/lottery/repo';
import { powerplaysRepo } from '../src/features/powerplays/repo';

/** A user id no player has: where it lands in the parameters is where pgbench's `:uid` goes. */
const MARK = 987_654_321;

/** A parameter as SQL text. */
function literal(value: unknown): string {
  if (value === MARK) return ':uid';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  // The player's own event topic (`player:<id>`): the same player's.
  if (typeof value === 'string' && value.endsWith(`:${MARK}`))
    return `('${value.slice(0, -String(MARK).length)}' || :uid)`;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no literal for ${typeof value}`);
}

/** The pgbench script: a random player of [first, last], then the statement with that player's id. */
async function script(gameId: number, picks: number[], first: number, last: number) {
  // Compiled only: the pool never connects.
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
  let compiled: CompiledQuery | undefined;
  await lotteryRepo(db, async (query) => {
    compiled = query;
    return [];
  }).editPicksAtOnce({
    gameId,
    userId: MARK,
    picks,
    now: new Date(),
    inventoryOf: powerplaysRepo.inventoryOf,
    noPowerplays: lotteryInventory({}),
    event: { topic: liveTopics.player(MARK), type: 'lottery-entry' },
  });
  await db.destroy();
  if (!compiled) throw new Error('the pick edit ran no statement');
  // Without the comment that names the prepared statement for our client: pgbench reads `:name` as a variable.
  let text = compiled.sql.replace(/^\/\*.*?\*\/\s*/, '');
  // Last first, so that $1 does not eat the start of $12.
  for (let i = compiled.parameters.length; i >= 1; i--)
    text = text.replace(new RegExp(`\\$${i}(?!\\d)`, 'g'), literal(compiled.parameters[i - 1]));
  return `\\set uid random(${first}, ${last})\n${text};\n`;
}

/** Runs the pick edit under pgbench against `url`: every player of the game in turn at random. */
export async function pgbenchPickSaves(v: {
  url: string;
  gameId: number;
  picks: number[];
  clients: number;
  seconds: number;
}): Promise<{ tps: number; latencyMs: number }> {
  const client = new pg.Client({ connectionString: v.url });
  await client.connect();
  const { rows } = await client.query<{ first: number; last: number; n: number }>(
    'select min(user_id)::int as first, max(user_id)::int as last, count(*)::int as n from lottery_entries where game_id = $1',
    [v.gameId],
  );
  await client.end();
  const { first, last, n } = rows[0]!;
  // pgbench draws ids from a range: the players must be every id of it (they are: registered in a row).
  if (n === 0 || last - first + 1 !== n)
    throw new Error(`players' ids not contiguous (${first}–${last}, ${n})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'powerplay-pgbench-'));
  const file = path.join(dir, 'pick-edit.sql');
  writeFileSync(file, await script(v.gameId, v.picks, first, last));
  try {
    const { stdout } = await promisify(execFile)('pgbench', [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(v.clients),
      '-j',
      '2',
      '-T',
      String(v.seconds),
      '-f',
      file,
      v.url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (!tps || !latency) throw new Error(`pgbench said:\n${stdout}`);
    return { tps: Number(tps), latencyMs: Number(latency) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
