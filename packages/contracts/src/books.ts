import { z } from 'zod';

/**
 * The books' self-check (docs/decisions/038): each run of every money invariant, as the back office
 * shows the latest. A check names what it compares, how many rows (or keys) it examined and how many
 * broke, with the first few breaks described.
 */
export const bookCheckSchema = z.object({
  name: z.string(),
  examined: z.number().int().nonnegative(),
  breaks: z.number().int().nonnegative(),
  samples: z.array(z.string()),
});
export type BookCheck = z.infer<typeof bookCheckSchema>;

export const bookCheckRunSchema = z.object({
  id: z.number().int(),
  checkedAt: z.string(),
  ok: z.boolean(),
  /** `job`: the hourly scheduler job; `cli`: `npm run cli -- check-books`. */
  source: z.enum(['cli', 'job']),
  durationMs: z.number().int().nonnegative(),
  checks: z.array(bookCheckSchema),
});
export type BookCheckRun = z.infer<typeof bookCheckRunSchema>;

/** The last runs, newest first (none before the first check). */
export const operatorBookChecksResponseSchema = z.object({ runs: z.array(bookCheckRunSchema) });
export type OperatorBookChecksResponse = z.infer<typeof operatorBookChecksResponseSchema>;
