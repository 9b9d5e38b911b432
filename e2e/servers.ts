/**
 * One server per Playwright worker (docs/decisions/042-journeys-own-their-data.md): the runner starts
 * `WORKERS` servers, each on its own port and its own embedded database, and every worker process talks
 * only to the server of its parallel index. A worker runs one journey at a time, so nothing another
 * worker schedules (a draw, a game set, a draft) can change what a journey's pages show.
 */

/** The first server's port; worker i's is `BASE_PORT + i`. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The number of workers, read from the command line as Playwright takes it (`--workers=2`, `-j 2`), so
 * that a run with one worker starts one server. Percentages are not supported here.
 */
function workersFromArgs(argv: readonly string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^--workers=(\d+)$/.exec(arg) ?? /^-j(\d+)$/.exec(arg);
    if (inline) return Number(inline[1]);
    if ((arg === '--workers' || arg === '-j') && /^\d+$/.test(argv[i + 1] ?? '')) return Number(argv[i + 1]);
  }
  return undefined;
}

export const WORKERS = Number(process.env.E2E_WORKERS ?? workersFromArgs(process.argv) ?? 4);

/**
 * This process's server: a worker's by its parallel index (set before the config and the tests are
 * loaded; unique among the running workers, reused by a worker that replaces a failed one), the first
 * in the runner itself.
 */
export const PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const ORIGIN = `http://localhost:${PORT}`;

/**
 * Each server's mail: a real SMTP server beside it (`SMTP_PORT_OFFSET` above its port) that keeps what
 * it receives, and a small HTTP reader of those mails (`MAIL_READER_OFFSET` above), for the journeys.
 */
export const SMTP_PORT_OFFSET = 1000;
export const MAIL_READER_OFFSET = 2000;
export const MAIL_READER = `http://127.0.0.1:${PORT + MAIL_READER_OFFSET}`;
