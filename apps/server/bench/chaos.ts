/**
 * npm run chaos — database faults against a real server process on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), each during a live draw with SSE watchers:
 *   1. every backend of the server terminated mid-draw;
 *   2. the same, then PostgreSQL refusing the server's connections for 3 s.
 * Prints what survived; exits 1 when anything did not.
 *   npm run chaos -- --watchers 20 --refuse-ms 3000
 */
import { parseArgs } from 'node:util';
import { runChaos, type ChaosReport } from '../test/chaos';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '20' },
    'refuse-ms': { type: 'string', default: '3000' },
  },
});
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const watchers = Number(values.watchers);

const survived = (r: ChaosReport) =>
  r.processAlive &&
  r.drawnOnce &&
  r.settled &&
  r.watchersComplete === r.watchers &&
  r.readyAgainAfterMs !== null &&
  (r.scenario === 'terminate' || r.readyzDuringOutage.includes(503));

async function main() {
  console.log(`Chaos on ${adminUrl}, ${watchers} SSE watchers per scenario`);
  let ok = true;
  for (const refuseMs of [0, Number(values['refuse-ms'])]) {
    const r = await runChaos({ adminUrl, refuseMs, watchers, log: (line) => console.log(`  ${line}`) });
    const notReady = r.readyzDuringOutage.filter((s) => s === 503).length;
    console.log(
      [
        `${r.scenario}: ${survived(r) ? 'SURVIVED' : 'FAILED'}`,
        `  process alive: ${r.processAlive ? 'yes' : 'NO'} (${r.backendsTerminated} backends terminated)`,
        `  balls drawn: ${r.balls.join(',')} — ${r.drawnOnce ? 'each exactly once, the seed’s numbers' : 'NOT once each'}; settled: ${r.settled ? 'yes' : 'NO'}`,
        `  watchers with every ball and the settlement: ${r.watchersComplete}/${r.watchers}`,
        `  /readyz during the outage: ${notReady}/${r.readyzDuringOutage.length} answers 503; ready again ${r.readyAgainAfterMs ?? 'never'} ms after it`,
      ].join('\n'),
    );
    ok &&= survived(r);
  }
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
