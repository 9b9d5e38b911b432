import { z } from 'zod';

/** Every scheduler job a process can run (see jobs.ts for what each one is). */
export const jobNames = [
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
  'mail-relay',
  'notifications',
] as const;
export type JobName = (typeof jobNames)[number];

function parseJobs(text: string): JobName[] | { error: string } {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'all') return [...jobNames];
  if (words.length === 0 || (words.length === 1 && words[0] === 'none')) return [];
  const unknown = words.filter((w) => !(jobNames as readonly string[]).includes(w));
  if (unknown.length > 0) {
    return { error: `unknown job "${unknown[0]}" (known: ${jobNames.join(', ')}, or all, none)` };
  }
  return jobNames.filter((name) => words.includes(name));
}

/** The `JOBS` variable: job names, `all` or `none`. */
export const jobsVariable = z
  .string()
  .default('all')
  .transform((text, ctx) => {
    const parsed = parseJobs(text);
    if (Array.isArray(parsed)) return parsed;
    ctx.addIssue({ code: 'custom', message: parsed.error, input: text });
    return z.NEVER;
  });

type OnOff = 'on' | 'off';

/** The jobs `JOBS` names that the feature switches leave to this process. */
export function jobsToRun(e: {
  JOBS: readonly JobName[];
  LOTTERY_ENGINE: OnOff;
  LOTTERY_DEMO_SCHEDULE: OnOff;
  SPORTS_ENGINE: OnOff;
  DRAFT_ENGINE: OnOff;
  LAUNCH_MAIL: OnOff;
  BOOKS_CHECK: OnOff;
  WEBHOOKS: OnOff;
  NOTIFICATIONS: OnOff;
  SMTP_URL?: string | undefined;
}): JobName[] {
  // The older switches keep working: LOTTERY_ENGINE=off (an API-only process) runs neither lottery job.
  return e.JOBS.filter(
    (job) =>
      !(e.LOTTERY_ENGINE === 'off' && job.startsWith('lottery-')) &&
      !(e.LOTTERY_DEMO_SCHEDULE === 'off' && job === 'lottery-demo-schedule') &&
      !(e.SPORTS_ENGINE === 'off' && job.startsWith('sports-')) &&
      // A league's recurring contests are on game sets or draws: with neither engine, none are made.
      !(e.SPORTS_ENGINE === 'off' && e.LOTTERY_ENGINE === 'off' && job === 'league-contests') &&
      !(e.DRAFT_ENGINE === 'off' && job.startsWith('draft-')) &&
      !(e.LAUNCH_MAIL === 'off' && job === 'leads-launch-mail') &&
      !(e.BOOKS_CHECK === 'off' && job === 'books-check') &&
      !(e.WEBHOOKS === 'off' && job === 'webhook-deliveries') &&
      !(e.NOTIFICATIONS === 'off' && job === 'notifications') &&
      // Without SMTP, mail stays in the outbox for the back office: nothing to relay.
      !(e.SMTP_URL === undefined && job === 'mail-relay'),
  );
}
