import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountDelayMs,
  decideLoginAttempt,
  LOGIN_THROTTLE,
  throttleWaitSeconds,
  type RecentLoginFailures,
} from './login-throttle';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: RecentLoginFailures = {
  source: { count: 0, oldestAt: null },
  ip: { count: 0, oldestAt: null },
  account: { count: 0, lastAt: null },
};

describe('sign-in throttle', () => {
  it('admits until a source has 10 failures, then refuses until the oldest leaves the 15-minute window', () => {
    const nine = {
      ...none,
      source: { count: 9, oldestAt: ago(60_000) },
      account: { count: 9, lastAt: ago(0) },
    };
    expect(decideLoginAttempt(nine, now)).toEqual({ admit: true });
    const ten = {
      ...none,
      source: { count: 10, oldestAt: ago(60_000) },
      account: { count: 10, lastAt: ago(0) },
    };
    expect(decideLoginAttempt(ten, now)).toEqual({
      admit: false,
      scope: 'source',
      retryAfterSeconds: 14 * 60,
    });
  });

  it('limits an address to 100 failures in 15 minutes across accounts, ten times one source', () => {
    expect(LOGIN_THROTTLE.perIp.max).toBeGreaterThanOrEqual(10 * LOGIN_THROTTLE.perSource.max);
    const shared = { ...none, ip: { count: 99, oldestAt: ago(45_000) } };
    expect(decideLoginAttempt(shared, now)).toEqual({ admit: true });
    const sprayed = { ...none, ip: { count: 100, oldestAt: ago(45_000) } };
    // 14 min 15 s left: told as 15 whole minutes.
    expect(decideLoginAttempt(sprayed, now)).toEqual({
      admit: false,
      scope: 'ip',
      retryAfterSeconds: 15 * 60,
    });
    const nearlyFree = { ...none, ip: { count: 100, oldestAt: ago(15 * 60_000 - 45_000) } };
    expect(decideLoginAttempt(nearlyFree, now)).toEqual({ admit: false, scope: 'ip', retryAfterSeconds: 45 });
  });

  it('tells a wait in seconds under two minutes, in whole minutes (rounded up) from two minutes', () => {
    const later = (ms: number) => throttleWaitSeconds(now.getTime() + ms, now);
    expect([0, 1, 999, 1000, 1001, 119_000, 119_001, 120_000, 120_001, 899_000].map(later)).toEqual([
      1, 1, 1, 1, 2, 119, 120, 120, 180, 900,
    ]);
  });

  it("delays an account's attempts from other addresses progressively, never for 15 minutes", () => {
    expect([9, 10, 11, 12, 13, 15, 16, 40].map(accountDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 32_000, 60_000, 60_000,
    ]);
    const attacked = { ...none, account: { count: 12, lastAt: ago(1500) } };
    expect(decideLoginAttempt(attacked, now)).toEqual({
      admit: false,
      scope: 'account',
      retryAfterSeconds: 3,
    });
    expect(decideLoginAttempt({ ...attacked, account: { count: 12, lastAt: ago(4000) } }, now)).toEqual({
      admit: true,
    });
  });

  it('never asks anyone to wait longer than its window, nor less than a second', () => {
    const count = fc.integer({ min: 0, max: 1000 });
    const age = fc.integer({ min: 0, max: LOGIN_THROTTLE.perSource.windowMs - 1 });
    fc.assert(
      fc.property(count, age, count, age, count, age, (sc, sa, ic, ia, ac, aa) => {
        const d = decideLoginAttempt(
          {
            source: { count: sc, oldestAt: ago(sa) },
            ip: { count: ic, oldestAt: ago(ia % LOGIN_THROTTLE.perIp.windowMs) },
            account: { count: ac, lastAt: ago(aa) },
          },
          now,
        );
        if (d.admit) return sc < 10 && ic < 100;
        const cap = { source: 15 * 60, ip: 15 * 60, account: 60 }[d.scope];
        const told = d.retryAfterSeconds;
        return told >= 1 && told <= cap && (told < 120 || told % 60 === 0);
      }),
    );
  });
});
