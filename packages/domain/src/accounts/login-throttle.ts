/**
 * Sign-in throttling (decision 008, figures of decision 040). Failures are counted per *source* — one
 * account from one address — so an attacker's ten wrong passwords shut out the attacker's address,
 * not the owner signing in from another, nor anyone else's account from that address. Two more limits
 * keep guessing slow:
 * - per address (any accounts): 100 failures in 15 minutes. Ten times the source limit, because many
 *   people may share one address (a NAT, a proxy without `TRUST_PROXY`): one of them mistyping is stopped
 *   at 10 on their own account long before this, so only spraying many accounts from one address
 *   reaches it (at most 100 guesses per 15 minutes, well under the 30-a-minute request limit's 450);
 * - per account (all addresses): past 10 failures in 15 minutes, each further attempt must wait a delay
 *   after the last failure that doubles with every failure (1 s, 2 s, 4 s … at most 60 s), so a
 *   distributed attack gets about one guess a minute while the owner waits seconds, never 15 minutes.
 */
export const LOGIN_THROTTLE = {
  perSource: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 100, windowMs: 15 * 60_000 },
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

/**
 * The wait until `at`, in whole seconds, at least one. From two minutes up it is rounded up to whole
 * minutes: the refusal's message says the same figure as its `Retry-After` ("14 minutes", never
 * "13 minutes 21 seconds"), and waiting that long is always enough.
 */
export function throttleWaitSeconds(at: number, now: Date): number {
  const seconds = Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  return seconds < 120 ? seconds : Math.ceil(seconds / 60) * 60;
}

/** Whether a sign-in attempt may have its password checked now; if not, which limit and for how long. */
export function decideLoginAttempt(failures: RecentLoginFailures, now: Date): LoginAttemptDecision {
  const { perSource, perIp } = LOGIN_THROTTLE;
  if (failures.source.count >= perSource.max) {
    const frees = (failures.source.oldestAt?.getTime() ?? now.getTime()) + perSource.windowMs;
    return { admit: false, scope: 'source', retryAfterSeconds: throttleWaitSeconds(frees, now) };
  }
  if (failures.ip.count >= perIp.max) {
    const frees = (failures.ip.oldestAt?.getTime() ?? now.getTime()) + perIp.windowMs;
    return { admit: false, scope: 'ip', retryAfterSeconds: throttleWaitSeconds(frees, now) };
  }
  const delay = accountDelayMs(failures.account.count);
  const lastAt = failures.account.lastAt?.getTime();
  if (delay > 0 && lastAt !== undefined && now.getTime() < lastAt + delay) {
    return { admit: false, scope: 'account', retryAfterSeconds: throttleWaitSeconds(lastAt + delay, now) };
  }
  return { admit: true };
}
