import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountDelayMs,
  decideLoginAttempt,
  LOGIN_THROTTLE,
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

  it('limits an address to 10 failures a minute across accounts', () => {
    const sprayed = { ...none, ip: { count: 10, oldestAt: ago(45_000) } };
    expect(decideLoginAttempt(sprayed, now)).toEqual({ admit: false, scope: 'ip', retryAfterSeconds: 15 });
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
        if (d.admit) return sc < 10 && ic < 10;
        const cap = { source: 15 * 60, ip: 60, account: 60 }[d.scope];
        return d.retryAfterSeconds >= 1 && d.retryAfterSeconds <= cap;
      }),
    );
  });
});
