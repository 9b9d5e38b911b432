/**
 * bench:draft — live-draft watchers on one `npm start`-like server process (embedded database, logging at
 * `info`, every job on): N SSE watchers of one draft (`/api/draft/contests/:id/events`, the stream of
 * /draft-day-live) opened within ~2 s, then the replay of the real 2020 first round makes pick 1 → 32, one
 * every `--interval-seconds`, from the server's own scheduler. For every pick, the delay from its `madeAt` (the
 * server's time when its step ran, before the transaction commits) to its receipt by every watcher, and
 * whether every watcher received all 32. The same client measures a bare Node SSE server (bare-sse.ts)
 * writing 32 frames of the same size on the same schedule in the same run; the ratio of the p99s is
 * printed. Each round opens a fresh draft through the back office (an operator's session).
 *   npm run bench:draft -- --watchers 5000 --rounds 3
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). Localhost only; it stops by
 * itself (a measurement gives up 30 s after its last pick was due).
 */
import { parseArgs } from 'node:util';
import type { DraftActualPick, DraftContest } from '@powerplay/contracts';
import { runBench, watchBurst } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '1' },
    'interval-seconds': { type: 'string', default: '1' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first pick: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '10000' },
    port: { type: 'string', default: '3230' },
  },
});
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const INTERVAL_MS = Number(values['interval-seconds']) * 1000;
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const PICKS = 32;

/** Every pick is due by the 32nd's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (PICKS - 1) * INTERVAL_MS + 30_000;

runBench([PORT, WATCHERS], async (bench) => {
  // A real pick as the bare server's frame, so its frames are as large as a `pick` event.
  const sample: DraftActualPick = {
    pick: 1,
    team: {
      abbr: 'CIN',
      name: 'Cincinnati Bengals',
      city: 'Cincinnati',
      gearLink: 'https://www.fanatics.com/?query=Cincinnati%20Bengals',
    },
    prospectId: 2,
    madeAt: new Date().toISOString(),
  };
  const measureBare = async () => {
    const startAt = Date.now() + BURST_MS + LEAD_MS;
    bench.bare.draw(
      startAt,
      INTERVAL_MS,
      Array.from({ length: PICKS }, (_, i) => i + 1),
      sample,
    );
    return watchBurst(bench.bare.url, {
      watchers: WATCHERS,
      balls: PICKS,
      burstMs: BURST_MS,
      deadline: deadlineOf(startAt),
    });
  };
  const measureOurs = async () => {
    const startAt = Date.now() + BURST_MS + LEAD_MS;
    const { contest } = await bench.api<{ contest: DraftContest }>('/api/operator/draft/contests', {
      pickDeadline: new Date(startAt - 1000).toISOString(),
      startAt: new Date(startAt).toISOString(),
      mode: 'replay',
      pickIntervalSeconds: INTERVAL_MS / 1000,
    });
    return watchBurst(`${bench.base}/api/draft/contests/${contest.id}/events`, {
      watchers: WATCHERS,
      balls: PICKS,
      burstMs: BURST_MS,
      deadline: deadlineOf(startAt),
      event: 'pick',
      sentAt: (data) => Date.parse((JSON.parse(data) as DraftActualPick).madeAt),
    });
  };
  const p99Ratio = await bench.compare(ROUNDS, { bare: measureBare, powerplay: measureOurs });
  console.log(
    JSON.stringify({
      watchers: WATCHERS,
      rounds: ROUNDS,
      picksPerRound: PICKS,
      p99Ratio,
      ...bench.serverFigures(),
    }),
  );
});
