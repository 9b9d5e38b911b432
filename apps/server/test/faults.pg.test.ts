import { expect, it } from 'vitest';
import { runChaos } from './chaos';
import { appRoleUrl } from './helpers';

// Runs only in the PostgreSQL suite (see vitest.config.ts): a real server process, a live draw with SSE
// watchers, its backends terminated mid-draw and PostgreSQL refusing its connections for 3 s (decision 008).
it('survives its backends terminated mid-draw and 3 s of refused connections: every ball once, to every watcher', async () => {
  const report = await runChaos({
    adminUrl: process.env.DATABASE_URL!,
    appUrl: appRoleUrl,
    refuseMs: 3000,
    watchers: 5,
  });
  expect(report.processAlive).toBe(true);
  expect(report.backendsTerminated).toBeGreaterThan(0);
  expect(report.balls).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(report.drawnOnce).toBe(true);
  expect(report.settled).toBe(true);
  // Not ready while the live listener is down (after its first reconnect attempts), ready again after.
  expect(report.readyzDuringOutage.filter((s) => s === 503).length).toBeGreaterThan(0);
  expect(report.readyzDuringOutage.every((s) => s === 503 || s === 200)).toBe(true);
  expect(report.readyAgainAfterMs).not.toBeNull();
  // The API meanwhile: 503 with Retry-After while the database refuses it (never a 500), or the answer.
  expect(report.apiDuringOutage.filter((r) => r.status === 503).length).toBeGreaterThan(0);
  for (const r of report.apiDuringOutage) {
    expect([401, 503]).toContain(r.status);
    if (r.status === 503) expect(r.retryAfter).toBe('5');
  }
  expect(report.watchersComplete).toBe(report.watchers);
}, 60_000);
