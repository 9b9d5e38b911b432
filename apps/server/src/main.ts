import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseInUseError } from './db/lock';
import { databaseTarget, openAppDatabase } from './db/open';
import { systemClock } from './platform/clock';

const LISTEN_BACKLOG = 4096;

/** Process entry: config → database → app → listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  // Where a start's time goes, in the "is up" line: loading the code, the database (created, migrated,
  // demo content), the app (read models, static files), listening. Measured from the process's start.
  const loaded = performance.now();
  const config = loadConfig();
  const database = await openAppDatabase(databaseTarget(config), systemClock);
  const opened = performance.now();
  const app = await buildApp({ config, database });
  const built = performance.now();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // Watchers join a draw in bursts (thousands a second): Node's default accept queue (511) overflows
  // and the kernel drops their handshakes, which retry only after 1 s, 3 s, 7 s. Linux caps it at
  // net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const up = performance.now();
  const startup = {
    codeMs: Math.round(loaded),
    databaseMs: Math.round(opened - loaded),
    appMs: Math.round(built - opened),
    listenMs: Math.round(up - built),
    totalMs: Math.round(up),
  };
  app.log.info({ origin: config.publicOrigin, database: database.kind, startup }, 'Powerplay is up');
}

main().catch((err: unknown) => {
  // Another process on the embedded database: its message says which one and what to do.
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
});
