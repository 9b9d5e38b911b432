/**
 * bench:live — a join storm on one `npm start`-like server process (embedded database, logging at
 * `info`): N SSE watchers of one live draw opened within ~2 s, and the delay from each ball's draw (its
 * drawnAt) to its receipt by every watcher. The same client measures a bare Node SSE server streaming 7
 * balls on the same schedule in the same run (bare-sse.ts), and the ratio of the p99s is printed.
 *   npm run bench:live -- --watchers 20000 --rounds 2
 * With `--partners N` (N > 1) the server is a deployment of N partners (docs/partners.md), and a third
 * side is measured in the same run: a draw on every partner's site at once, the same watchers spread
 * over them (each on its partner's host), against the one partner's draw.
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). Each socket is a file
 * descriptor in the client and in the server: `ulimit -n` must exceed the watchers (checked below).
 */
import { parseArgs } from 'node:util';
import { scheduleShortDraw } from './http-json';
import { runBench, watchBurst } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '1' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first ball: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '20000' },
    port: { type: 'string', default: '3210' },
    partners: { type: 'string', default: '1' },
  },
});
const PARTNERS = Number(values.partners);
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const BALLS = 7;
const INTERVAL_MS = 2000;

/** Every ball is due by the last ball's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (BALLS - 1) * INTERVAL_MS + 30_000;

runBench([PORT, WATCHERS, undefined, PARTNERS], async (bench) => {
  /** Schedules a draw on each site (as its operator) starting at `startAt`: its events' URL and host. */
  const schedule = (startAt: number, sites: typeof bench.sites) =>
    Promise.all(
      sites.map(async (site) => {
        const id = await scheduleShortDraw(bench.base, {
          operator: site.operator,
          host: site.host,
          startAt,
          intervalMs: INTERVAL_MS,
        });
        return { url: `${bench.base}/api/lottery/games/${id}/events`, host: site.host };
      }),
    );
  const burst = (targets: string | { url: string; host: string }[], startAt: number) =>
    watchBurst(targets, {
      watchers: WATCHERS,
      balls: BALLS,
      burstMs: BURST_MS,
      deadline: deadlineOf(startAt),
    });
  const measureBare = async () => {
    const startAt = Date.now() + BURST_MS + LEAD_MS;
    bench.bare.draw(startAt, INTERVAL_MS, [4, 11, 19, 23, 30, 38, 45]);
    return burst(bench.bare.url, startAt);
  };
  const measureOurs = async () => {
    const startAt = Date.now() + BURST_MS + LEAD_MS;
    return burst(await schedule(startAt, bench.sites.slice(0, 1)), startAt);
  };
  if (PARTNERS === 1) {
    const p99Ratio = await bench.compare(ROUNDS, { bare: measureBare, powerplay: measureOurs });
    console.log(JSON.stringify({ watchers: WATCHERS, rounds: ROUNDS, p99Ratio, ...bench.serverFigures() }));
    return;
  }
  const measurePartners = async () => {
    const startAt = Date.now() + BURST_MS + LEAD_MS;
    return burst(await schedule(startAt, bench.sites), startAt);
  };
  const rounds = await bench.compareSides(ROUNDS, {
    bare: measureBare,
    powerplay: measureOurs,
    partners: measurePartners,
  });
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  console.log(
    JSON.stringify({
      watchers: WATCHERS,
      partners: PARTNERS,
      rounds: ROUNDS,
      p99Ratio: rounds.map((r) => ratio(r.powerplay, r.bare)),
      partnersP99Ratio: rounds.map((r) => ratio(r.partners, r.powerplay)),
      partnersVsBare: rounds.map((r) => ratio(r.partners, r.bare)),
      ...bench.serverFigures(),
    }),
  );
});
