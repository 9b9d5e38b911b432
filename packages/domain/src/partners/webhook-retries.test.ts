import { describe, expect, it } from 'vitest';
import {
  isWebhookReceived,
  nextWebhookAttempt,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_WAITS_S,
} from './webhook-retries';

describe('webhook retries', () => {
  it('waits longer after each failed attempt, then gives up after the last', () => {
    const at = Date.UTC(2026, 0, 1);
    const waits: number[] = [];
    for (let attempts = 1; attempts < WEBHOOK_MAX_ATTEMPTS; attempts++)
      waits.push((nextWebhookAttempt(attempts, at)! - at) / 1000);
    expect(waits).toEqual([...WEBHOOK_RETRY_WAITS_S]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
    expect(nextWebhookAttempt(WEBHOOK_MAX_ATTEMPTS, at)).toBeNull();
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
  });

  it('refuses a count that is not an attempt', () => {
    expect(() => nextWebhookAttempt(0, 0)).toThrow(RangeError);
    expect(() => nextWebhookAttempt(1.5, 0)).toThrow(RangeError);
  });

  it('counts only a 2xx as received', () => {
    expect([200, 201, 204, 299].every(isWebhookReceived)).toBe(true);
    expect([199, 301, 302, 400, 404, 500, 503].some(isWebhookReceived)).toBe(false);
  });
});
