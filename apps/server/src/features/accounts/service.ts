import type { AuthResponse, LoginRequest, RegisterRequest, User } from '@powerplay/contracts';
import type { Clock } from '../../platform/clock';
import type { SessionRepo, SessionTokens } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { toUser, type AccountsRepo } from './repo';

// GAME-RULES "Accounts": at most 10 failed attempts per account per 15 minutes and per IP per minute.
export const LOGIN_LIMITS = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 10, windowMs: 60_000 },
} as const;

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

const UNIQUE_VIOLATION = '23505';

export function accountsService(deps: {
  repo: AccountsRepo;
  sessions: SessionRepo;
  tokens: SessionTokens;
  clock: Clock;
}) {
  const { repo, sessions, tokens, clock } = deps;

  async function startSession(user: User, meta: RequestMeta): Promise<AuthResponse> {
    const { id, token } = tokens.issue();
    await sessions.create(user.id, meta, id);
    return { user, token };
  }

  async function createUser(input: RegisterRequest, role: 'player' | 'operator'): Promise<User> {
    const taken = await repo.takenFields(input.email, input.displayName);
    if (taken.email) throw new AppError('EMAIL_TAKEN');
    if (taken.displayName) throw new AppError('DISPLAY_NAME_TAKEN');
    try {
      const row = await repo.insert({
        displayName: input.displayName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role,
        country: input.country,
        province: input.province,
        acceptedTermsAt: clock.now(),
      });
      return toUser(row);
    } catch (err) {
      // Two sign-ups racing for one name: the unique index decides, the loser gets the same message.
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        const detail = String((err as { constraint?: string }).constraint ?? '');
        throw new AppError(detail.includes('email') ? 'EMAIL_TAKEN' : 'DISPLAY_NAME_TAKEN');
      }
      throw err;
    }
  }

  return {
    async register(input: RegisterRequest, meta: RequestMeta): Promise<AuthResponse> {
      return startSession(await createUser(input, 'player'), meta);
    },

    createOperator(input: { email: string; password: string; displayName: string }): Promise<User> {
      return createUser(
        { ...input, country: 'US', province: 'NY', over18: true, acceptedTerms: true },
        'operator',
      );
    },

    async login(input: LoginRequest, meta: RequestMeta): Promise<AuthResponse> {
      const row = await repo.findByLogin(input.login);
      const now = clock.now();
      // Exact under concurrency: the attempt is counted (as a failure) before the password is checked.
      const attempt = await repo.admitAttempt({
        userId: row?.id ?? null,
        ip: meta.ip,
        at: now,
        account: {
          since: new Date(now.getTime() - LOGIN_LIMITS.perAccount.windowMs),
          max: LOGIN_LIMITS.perAccount.max,
        },
        perIp: {
          since: new Date(now.getTime() - LOGIN_LIMITS.perIp.windowMs),
          max: LOGIN_LIMITS.perIp.max,
        },
      });
      if ('refused' in attempt) {
        const windowMs =
          attempt.refused === 'account' ? LOGIN_LIMITS.perAccount.windowMs : LOGIN_LIMITS.perIp.windowMs;
        throw new AppError('LOGIN_THROTTLED', { headers: { 'retry-after': String(windowMs / 1000) } });
      }
      const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
      if (!row || !ok) throw new AppError('LOGIN_INCORRECT');
      await repo.forgetAttempt(attempt.attemptId);
      return startSession(toUser(row), meta);
    },

    logout(sessionId: string) {
      return sessions.revoke(sessionId);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
