/**
 * When a webhook delivery is tried again (docs/partner-api.md "Retries"): after 1 minute, then 5, 30,
 * 2 hours, 6, 12 and 24 — eight attempts over about two days, each wait longer, so a receiver that is
 * down for a deploy gets its events soon after and one that is gone is not hammered.
 */
export const WEBHOOK_RETRY_WAITS_S = [60, 300, 1_800, 7_200, 21_600, 43_200, 86_400] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_WAITS_S.length + 1;

/**
 * After a failed attempt (`attempts` made so far, at `at` epoch ms): when to try again, or null when
 * the delivery has had all its attempts and fails for good.
 */
export function nextWebhookAttempt(attempts: number, at: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts must be 1 or more');
  const wait = WEBHOOK_RETRY_WAITS_S[attempts - 1];
  return wait === undefined ? null : at + wait * 1000;
}

/** A receiver's answer counts as received when it is a 2xx; anything else (a redirect too) is retried. */
export const isWebhookReceived = (status: number) => status >= 200 && status < 300;
