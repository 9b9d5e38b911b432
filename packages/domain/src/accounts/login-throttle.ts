/**
 * Sign-in throttling (GAME-RULES "Accounts"; decision 008). Failures are counted per *source* — one
 * account from one address — so an attacker's ten wrong passwords shut out the attacker's address,
 * not the owner signing in from another. Two more limits keep guessing slow:
 * - per address (any accounts): 10 failures a minute, so one address cannot spray many accounts;
 * - per account (all addresses): past 10 failures in 15 minutes, each further attempt must wait a delay
 *   after the last failure that doubles with every failure (1 s, 2 s, 4 s … at most 60 s), so a
 *   distributed attack gets about one guess a minute while the owner waits seconds, never 15 minutes.
 */
export const LOGIN_THROTTLE = {
  perSource: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 10, windowMs: 60_000 },
  perAccount: { windowMs: 15 * 60_000, freeFailures: 10, firstDelayMs: 1000, maxDelayMs: 60_000 },
} as const;

/** Recent failures, each within its scope's window. */
export interface RecentLoginFailures {
  /** This account from this address (none for an unknown account). */
  source: { count: number; oldestAt: Date | null };
  /** This address, any account. */
  ip: { count: number; oldestAt: Date | null };
  /** This account from every address (none for an unknown account). */
  account: { count: number; lastAt: Date | null };
}

export type LoginAttemptDecision =
  { admit: true } | { admit: false; scope: 'source' | 'ip' | 'account'; retryAfterSeconds: number };

/** The delay the account's n-th failure imposes on the next attempt, from any address. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE.perAccount;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 16));
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** Whether a sign-in attempt may have its password checked now; if not, which limit and for how long. */
export function decideLoginAttempt(failures: RecentLoginFailures, now: Date): LoginAttemptDecision {
  const { perSource, perIp } = LOGIN_THROTTLE;
  if (failures.source.count >= perSource.max) {
    const frees = (failures.source.oldestAt?.getTime() ?? now.getTime()) + perSource.windowMs;
    return { admit: false, scope: 'source', retryAfterSeconds: secondsUntil(frees, now) };
  }
  if (failures.ip.count >= perIp.max) {
    const frees = (failures.ip.oldestAt?.getTime() ?? now.getTime()) + perIp.windowMs;
    return { admit: false, scope: 'ip', retryAfterSeconds: secondsUntil(frees, now) };
  }
  const delay = accountDelayMs(failures.account.count);
  const lastAt = failures.account.lastAt?.getTime();
  if (delay > 0 && lastAt !== undefined && now.getTime() < lastAt + delay) {
    return { admit: false, scope: 'account', retryAfterSeconds: secondsUntil(lastAt + delay, now) };
  }
  return { admit: true };
}
