import {
  formatWait,
  type FirstOperator,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@powerplay/contracts';
import { decideLoginAttempt } from '@powerplay/domain';
import type { Clock } from '../../platform/clock';
import type { SessionRepo, SessionTokens } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { accountsRepo, toUser, type AccountsRepo } from './repo';

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
  /** Refuses a sign-up with an email any partner's self-exclusion covers (the registry). */
  assertEmailNotExcluded: (email: string) => Promise<void>;
  /** Mails a new player the link that confirms the email. */
  sendEmailConfirmation: (userId: number) => Promise<unknown>;
}) {
  const { repo, sessions, tokens, clock } = deps;

  async function startSession(user: User, meta: RequestMeta): Promise<AuthResponse> {
    const { id, token } = tokens.issue();
    await sessions.create(user.id, meta, id);
    return { user, token };
  }

  async function createUser(input: RegisterRequest, role: User['role']): Promise<User> {
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
      await deps.assertEmailNotExcluded(input.email);
      const user = await createUser(input, 'player');
      // The account exists whether or not the mail goes: a lost one is sent again from My Account.
      await deps.sendEmailConfirmation(user.id).catch(() => undefined);
      return startSession(user, meta);
    },

    /**
     * A new partner's first operator (docs/partners.md): the password hashed now, the row written later
     * by the returned step, in the transaction that creates the partner (as the new partner's).
     */
    async firstOperator(input: FirstOperator): Promise<(trx: Transaction<DB>) => Promise<void>> {
      const passwordHash = await hashPassword(input.password);
      return async (trx) => {
        await accountsRepo(trx).insert({
          displayName: input.displayName,
          email: input.email,
          passwordHash,
          role: 'operator',
          country: 'US',
          province: 'NY',
          acceptedTermsAt: clock.now(),
        });
      };
    },

    /** A partner's operator, or with `platform` the platform's (docs/partners.md): from the command line. */
    createOperator(
      input: { email: string; password: string; displayName: string },
      role: 'operator' | 'platform' = 'operator',
    ): Promise<User> {
      return createUser({ ...input, country: 'US', province: 'NY', over18: true, acceptedTerms: true }, role);
    },

    async login(input: LoginRequest, meta: RequestMeta): Promise<AuthResponse> {
      const row = await repo.findByLogin(input.login);
      // Exact under concurrency: the attempt is counted (as a failure) before the password is checked.
      const attempt = await repo.admitAttempt(
        { userId: row?.id ?? null, ip: meta.ip, at: clock.now() },
        (failures) => decideLoginAttempt(failures, clock.now()),
      );
      if (!attempt.admit) {
        // The account's progressive delay is seconds long; the source and address limits are the hard ones.
        // One figure for the header and the words, so the message never promises another wait.
        const seconds = attempt.retryAfterSeconds;
        throw new AppError(attempt.scope === 'account' ? 'LOGIN_SLOWED' : 'LOGIN_THROTTLED', {
          params: { wait: formatWait(seconds) },
          headers: { 'retry-after': String(seconds) },
        });
      }
      const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
      if (!row || !ok) throw new AppError('LOGIN_INCORRECT');
      await repo.forgetAttempt(attempt.attemptId);
      // Told only to whoever knows the password: the account exists and is suspended (player care).
      if (row.suspended_at) throw new AppError('ACCOUNT_SUSPENDED');
      return startSession(toUser(row), meta);
    },

    logout(sessionId: string) {
      return sessions.revoke(sessionId);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
