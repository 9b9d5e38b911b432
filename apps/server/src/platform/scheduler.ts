import { errorFields } from './log-fields';
import type { Clock } from './clock';
import { asPartner, DEFAULT_PARTNER_ID } from './partner-context';

/**
 * A feature's timed work (draw the next ball, fill the demo schedule, …). Every process runs every job
 * it is configured for, so a step must claim its work in the database (a conditional UPDATE, see
 * docs/decisions/003): then it happens exactly once whichever process gets there first.
 */
export interface Job<W extends string | number = string | number> {
  name: string;
  /** The work due at `now`, and when more will be due (epoch ms), when the job knows. */
  findDue(now: Date): Promise<{ due: readonly W[]; nextAt?: number | undefined }>;
  /** Runs one step of `work`; true when it did one (the loop asks for the next step at once). */
  runStep(work: W, now: Date): Promise<boolean>;
  /**
   * Its work is every partner's at once (shared data, or it takes each partner's turn itself): it runs
   * once per pass, not once per partner.
   */
  shared?: boolean;
}

export interface SchedulerLog {
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions {
  jobs: readonly Job[];
  /**
   * The partners the jobs work for (docs/partners.md): every job runs for each, in that partner's
   * context, so it sees and writes that partner's rows only — but a `shared` job, which runs once.
   */
  partners(): Promise<readonly number[]>;
  clock: Clock;
  log: SchedulerLog;
  /** The longest sleep between passes: work scheduled meanwhile is found this fast. */
  maxSleepMs?: number;
  /** After a failure a job (or one work item) waits 1 s, 2 s, 4 s … up to this before it tries again. */
  maxBackoffMs?: number;
}

interface Failure {
  count: number;
  retryAt: number;
}

const BACKOFF_START_MS = 1000;

/**
 * The one scheduler loop of a process: runs every job's due steps, then sleeps until the earliest next
 * due time (at most `maxSleepMs`). A job that throws is logged and backed off, the others carry on; a
 * failing work item is backed off alone. Its steps run again on a later pass, which claims make safe.
 */
export function startScheduler(options: SchedulerOptions) {
  const { jobs, clock, log } = options;
  const maxSleepMs = options.maxSleepMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const failures = new Map<string, Failure>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const failed = (key: string, err: unknown, fields: object) => {
    const count = (failures.get(key)?.count ?? 0) + 1;
    const delay = Math.min(maxBackoffMs, BACKOFF_START_MS * 2 ** (count - 1));
    failures.set(key, { count, retryAt: clock.now().getTime() + delay });
    log.error(
      { ...fields, error: errorFields(err), failures: count, retryInMs: delay },
      'scheduled job failed',
    );
  };
  const waiting = (key: string, now: number) => (failures.get(key)?.retryAt ?? 0) > now;

  async function runJob(job: Job, partner: number, wake: { at: number }) {
    const now = clock.now();
    const jobKey = `${partner}:${job.name}`;
    if (waiting(jobKey, now.getTime())) return;
    let found: Awaited<ReturnType<Job['findDue']>>;
    try {
      found = await job.findDue(now);
      failures.delete(jobKey);
    } catch (err) {
      failed(jobKey, err, { job: job.name, partner });
      return;
    }
    if (found.nextAt !== undefined) wake.at = Math.min(wake.at, found.nextAt);
    for (const work of found.due) {
      const key = `${jobKey}:${work}`;
      if (waiting(key, now.getTime())) continue;
      try {
        while (!stopped && (await job.runStep(work, now)));
        failures.delete(key);
      } catch (err) {
        failed(key, err, { job: job.name, partner, work });
      }
    }
  }

  /** One pass over every job, for every partner; answers how long to sleep. */
  async function pass(): Promise<number> {
    const wake = { at: clock.now().getTime() + maxSleepMs };
    for (const job of jobs.filter((j) => j.shared))
      await asPartner(DEFAULT_PARTNER_ID, () => runJob(job, DEFAULT_PARTNER_ID, wake));
    const own = jobs.filter((j) => !j.shared);
    for (const partner of own.length > 0 ? await options.partners() : []) {
      for (const job of own) await asPartner(partner, () => runJob(job, partner, wake));
    }
    for (const f of failures.values()) wake.at = Math.min(wake.at, f.retryAt);
    return Math.max(0, wake.at - clock.now().getTime());
  }

  const loop = () => {
    if (stopped) return;
    running = pass().then(
      (delay) => {
        // A few ms late rather than early: a step due at t is not due at t − 1.
        if (!stopped) timer = setTimeout(loop, Math.min(delay + 5, maxSleepMs));
      },
      (err: unknown) => {
        // pass() catches every job's errors; this is a bug in the loop itself. Keep the loop alive.
        log.error({ error: errorFields(err) }, 'scheduler pass failed');
        if (!stopped) timer = setTimeout(loop, maxSleepMs);
      },
    );
  };
  loop();

  return {
    jobs: jobs.map((j) => j.name),
    /** Stops the loop and waits for the pass in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Runs one pass now, after the one in progress (tests with a fake clock). */
    async tickNow() {
      await running;
      await pass();
    },
  };
}
export type Scheduler = ReturnType<typeof startScheduler>;
