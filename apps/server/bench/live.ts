/**
 * bench:live — a join storm on one `npm start`-like server process (embedded database, logging at
 * `info`): N SSE watchers of one live draw opened within ~2 s, and the delay from each ball's draw (its
 * drawnAt) to its receipt by every watcher. The same client measures a bare Node SSE server streaming 7
 * balls on the same schedule in the same run (bare-sse.ts), and the ratio of the p99s is printed.
 *   npm run bench:live -- --watchers 20000 --rounds 2
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). Each socket is a file
 * descriptor in the client and in the server: `ulimit -n` must exceed the watchers (checked below).
 */
import { parseArgs } from 'node:util';
import { startBench, watchBurst } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '1' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first ball: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '20000' },
    port: { type: 'string', default: '3210' },
  },
});
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const BALLS = 7;
const INTERVAL_MS = 2000;

/** Every ball is due by the last ball's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (BALLS - 1) * INTERVAL_MS + 30_000;

async function main() {
  const bench = await startBench(PORT, WATCHERS);
  try {
    const measureBare = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      bench.bare.draw(startAt, INTERVAL_MS, [4, 11, 19, 23, 30, 38, 45]);
      return watchBurst(bench.bare.url, {
        watchers: WATCHERS,
        balls: BALLS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };
    const measureOurs = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      const { game } = await bench.api<{ game: { id: number } }>('/api/operator/lottery/games', {
        gameType: '747',
        startAt: new Date(startAt).toISOString(),
        ballIntervalSeconds: INTERVAL_MS / 1000,
        delaySeconds: 1,
        finalWindowSeconds: 1,
      });
      return watchBurst(`${bench.base}/api/lottery/games/${game.id}/events`, {
        watchers: WATCHERS,
        balls: BALLS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };
    const p99Ratio = await bench.compare(ROUNDS, { bare: measureBare, powerplay: measureOurs });
    console.log(JSON.stringify({ watchers: WATCHERS, rounds: ROUNDS, p99Ratio, ...bench.serverFigures() }));
  } finally {
    bench.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
