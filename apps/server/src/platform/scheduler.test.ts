import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { loadConfig } from '../config';
import { fakeClock, systemClock } from './clock';
import { currentPartnerId } from './partner-context';
import { startScheduler, type Job } from './scheduler';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

// One partner unless a test says otherwise.
function start(
  options: Omit<Parameters<typeof startScheduler>[0], 'partners'> & { partners?: () => Promise<number[]> },
) {
  const scheduler = startScheduler({ partners: () => Promise.resolve([1]), ...options });
  stops.push(() => scheduler.stop());
  return scheduler;
}

/** A job over a counter per item: `steps[item]` steps are due, each run claims one. */
function countingJob(
  name: string,
  steps: Record<string, number>,
  nextAt?: () => number,
): Job<string> & {
  done: Record<string, number>;
} {
  const done: Record<string, number> = {};
  return {
    name,
    done,
    findDue: () =>
      Promise.resolve({
        due: Object.keys(steps).filter((k) => (done[k] ?? 0) < steps[k]!),
        nextAt: nextAt?.(),
      }),
    runStep: (item) => {
      if ((done[item] ?? 0) >= steps[item]!) return Promise.resolve(false);
      done[item] = (done[item] ?? 0) + 1;
      return Promise.resolve(true);
    },
  };
}

describe('scheduler', () => {
  it("runs every job for each serving partner, in that partner's context", async () => {
    const clock = fakeClock('2026-11-22T12:00:00Z');
    const seen: (number | undefined)[] = [];
    const job: Job = {
      name: 'who',
      findDue: () => {
        seen.push(currentPartnerId());
        return Promise.resolve({ due: [] });
      },
      runStep: () => Promise.resolve(false),
    };
    let partners = [1, 4];
    const s = start({
      jobs: [job],
      clock,
      log: { error: vi.fn() },
      partners: () => Promise.resolve(partners),
    });
    await s.tickNow();
    expect(seen.slice(-2)).toEqual([1, 4]);
    partners = [4];
    const before = seen.length;
    await s.tickNow();
    expect(seen.slice(before)).toEqual([4]);
  });

  it('runs a shared job once per pass, whatever the partners', async () => {
    const clock = fakeClock('2026-11-22T12:00:00Z');
    const seen: (number | undefined)[] = [];
    const job: Job = {
      name: 'shared',
      shared: true,
      findDue: () => {
        seen.push(currentPartnerId());
        return Promise.resolve({ due: [] });
      },
      runStep: () => Promise.resolve(false),
    };
    const s = start({
      jobs: [job],
      clock,
      log: { error: vi.fn() },
      partners: () => Promise.resolve([1, 4, 7]),
    });
    // After the first pass (the one the start runs), so that only the next one is counted.
    await s.tickNow();
    const before = seen.length;
    await s.tickNow();
    expect(seen.slice(before)).toEqual([1]);
  });

  it('runs every due step of every job until none is left', async () => {
    const clock = fakeClock('2026-11-22T12:00:00Z');
    const a = countingJob('a', { x: 3, y: 1 });
    const b = countingJob('b', { z: 2 });
    const s = start({ jobs: [a, b], clock, log: { error: vi.fn() } });
    await s.tickNow();
    expect(a.done).toEqual({ x: 3, y: 1 });
    expect(b.done).toEqual({ z: 2 });
    expect(s.jobs).toEqual(['a', 'b']);
  });

  it('logs a failing job and backs it off (1 s, 2 s, …) while the others carry on', async () => {
    const clock = fakeClock('2026-11-22T12:00:00Z');
    const error = vi.fn();
    const findDue = vi.fn(() => Promise.reject(new Error('connection terminated')));
    const broken: Job = { name: 'broken', findDue, runStep: () => Promise.resolve(false) };
    const steps = { x: 1 };
    const good = countingJob('good', steps);
    const s = start({ jobs: [broken, good], clock, log: { error } });
    await s.tickNow();
    const calls = findDue.mock.calls.length;
    expect(good.done).toEqual({ x: 1 });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        job: 'broken',
        error: { message: 'connection terminated' },
        retryInMs: 1000,
      }),
      'scheduled job failed',
    );
    steps.x = 2;
    await s.tickNow(); // within its back-off: not asked
    expect(findDue.mock.calls.length).toBe(calls);
    expect(good.done).toEqual({ x: 2 });
    clock.advance(1000);
    await s.tickNow();
    expect(findDue.mock.calls.length).toBe(calls + 1);
    expect(error).toHaveBeenLastCalledWith(
      expect.objectContaining({ retryInMs: 2000 }),
      'scheduled job failed',
    );
    // Recovered: the back-off is forgotten.
    findDue.mockImplementation(() => Promise.resolve({ due: [] as string[] }) as never);
    clock.advance(2000);
    await s.tickNow();
    clock.advance(1);
    await s.tickNow();
    expect(findDue.mock.calls.length).toBe(calls + 3);
  });

  it('backs off a failing work item alone; the job’s other items still run', async () => {
    const clock = fakeClock('2026-11-22T12:00:00Z');
    const runs: string[] = [];
    const job: Job<string> = {
      name: 'games',
      findDue: () => Promise.resolve({ due: ['bad', 'good'] }),
      runStep: (item) => {
        runs.push(item);
        if (item === 'bad') return Promise.reject(new Error('poison'));
        return Promise.resolve(false);
      },
    };
    const s = start({ jobs: [job], clock, log: { error: vi.fn() } });
    await s.tickNow();
    runs.length = 0;
    await s.tickNow();
    expect(runs).toEqual(['good']);
    clock.advance(5000);
    await s.tickNow();
    expect(runs).toEqual(['good', 'bad', 'good']);
  });

  it('sleeps until the earliest next due time, and stops cleanly', async () => {
    // Fake timers (and Date): the loop's sleeps are stepped through, not waited for.
    vi.useFakeTimers();
    try {
      let due = Date.now() + 150;
      const times: number[] = [];
      const job: Job<string> = {
        name: 'timed',
        findDue: (now) => {
          const ready = now.getTime() >= due;
          if (ready) {
            times.push(now.getTime());
            due = now.getTime() + 150;
          }
          return Promise.resolve({ due: [], nextAt: due });
        },
        runStep: () => Promise.resolve(false),
      };
      let passes = 0;
      const counted: Job<string> = { ...job, findDue: (now) => ((passes += 1), job.findDue(now)) };
      const s = start({ jobs: [counted], clock: systemClock, log: { error: vi.fn() }, maxSleepMs: 10_000 });
      await vi.advanceTimersByTimeAsync(1000);
      // One pass per due time (each a few ms late), not a busy loop nor the 10 s cap.
      expect(times.length).toBeGreaterThanOrEqual(5);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(150);
      expect(passes).toBeLessThanOrEqual(times.length + 1);
      await s.stop();
      const count = passes;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(passes).toBe(count);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('JOBS (configuration)', () => {
  const jobsOf = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 's'.repeat(32), ...env }).jobs;

  it('runs every job by default; names, all and none choose', () => {
    const all = [
      'lottery-draws',
      'lottery-demo-schedule',
      'sports-feed',
      'sports-demo-schedule',
      'draft-live',
      'draft-demo-schedule',
      'leads-launch-mail',
      'books-check',
      'webhook-deliveries',
      'league-contests',
      'notifications',
    ];
    // Mail is relayed only where there is an SMTP server to relay it to.
    expect(jobsOf({})).toEqual(all);
    expect(jobsOf({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([
      ...all.slice(0, -1),
      'mail-relay',
      'notifications',
    ]);
    expect(jobsOf({ JOBS: 'all' })).toEqual(all);
    expect(jobsOf({ JOBS: 'none' })).toEqual([]);
    expect(jobsOf({ JOBS: ' lottery-demo-schedule ' })).toEqual(['lottery-demo-schedule']);
  });

  it('keeps LOTTERY_ENGINE=off and LOTTERY_DEMO_SCHEDULE=off working; SPORTS_ENGINE=off and DRAFT_ENGINE=off drop theirs', () => {
    const draft = ['draft-live', 'draft-demo-schedule'];
    expect(
      jobsOf({ LOTTERY_ENGINE: 'off', LAUNCH_MAIL: 'off', BOOKS_CHECK: 'off', WEBHOOKS: 'off' }),
    ).toEqual(['sports-feed', 'sports-demo-schedule', ...draft, 'league-contests', 'notifications']);
    expect(jobsOf({ LOTTERY_DEMO_SCHEDULE: 'off', SPORTS_ENGINE: 'off', DRAFT_ENGINE: 'off' })).toEqual([
      'lottery-draws',
      'leads-launch-mail',
      'books-check',
      'webhook-deliveries',
      'league-contests',
      'notifications',
    ]);
    expect(
      jobsOf({
        SPORTS_ENGINE: 'off',
        DRAFT_ENGINE: 'off',
        LAUNCH_MAIL: 'off',
        WEBHOOKS: 'off',
        NOTIFICATIONS: 'off',
      }),
    ).toEqual(['lottery-draws', 'lottery-demo-schedule', 'books-check', 'league-contests']);
    // Leagues play draws and game sets: only with both engines off are no league contests made.
    expect(jobsOf({ SPORTS_ENGINE: 'off', LOTTERY_ENGINE: 'off' })).not.toContain('league-contests');
    expect(jobsOf({ BOOKS_CHECK: 'off' })).not.toContain('books-check');
    expect(jobsOf({ WEBHOOKS: 'off' })).not.toContain('webhook-deliveries');
    expect(jobsOf({ DRAFT_ENGINE: 'off' })).not.toContain('draft-live');
    expect(jobsOf({ JOBS: 'lottery-demo-schedule', LOTTERY_DEMO_SCHEDULE: 'off' })).toEqual([]);
  });

  it('refuses an unknown job with the names it knows', () => {
    expect(() => jobsOf({ JOBS: 'lottery-draws,draft-engine' })).toThrow(
      'Invalid configuration: JOBS: unknown job "draft-engine" (known: lottery-draws, lottery-demo-schedule, sports-feed, sports-demo-schedule, draft-live, draft-demo-schedule, leads-launch-mail, books-check, webhook-deliveries, league-contests, mail-relay, notifications, or all, none)',
    );
  });

  it('an app runs the jobs it is configured for, on one scheduler', async () => {
    const t = await createTestApp({ env: { JOBS: 'lottery-draws', LOTTERY_ENGINE: 'on' } });
    try {
      expect(t.app.scheduler?.jobs).toEqual(['lottery-draws']);
    } finally {
      await t.close();
    }
    const none = await createTestApp({ env: { JOBS: 'none', LOTTERY_ENGINE: 'on' } });
    try {
      expect(none.app.scheduler).toBeUndefined();
    } finally {
      await none.close();
    }
  });
});
