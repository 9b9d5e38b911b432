import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEYS_MAX,
  type ApiKeyCreated,
  type ApiScope,
  type User,
} from '@powerplay/contracts';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { ApiKeysRepo } from './repo';

/** A key's last use is written at most this often: a busy integration does not write on every call. */
const TOUCH_EVERY_MS = 60_000;
const TOKEN_LENGTH = API_KEY_PREFIX.length + 43;

/** The token's SHA-256: what is stored and looked up (the token has 256 random bits, so no salt is needed). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a bearer token is meant as an API key (not a session token): decides which check it gets. */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * A partner's API keys (docs/partner-api.md): an operator creates one with scopes and sees its token
 * once; the key then acts as that operator on the operator routes that name one of its scopes, until it
 * is revoked or its operator is suspended or no longer an operator.
 */
export function apiKeysService(deps: { repo: ApiKeysRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async list(actor: Actor) {
      assertOperator(actor);
      return { keys: await repo.list() };
    },

    async create(
      actor: Actor,
      request: { name: string; scopes: readonly ApiScope[] },
    ): Promise<ApiKeyCreated> {
      assertOperator(actor);
      const token = API_KEY_PREFIX + randomBytes(32).toString('base64url');
      const key = await repo.create(
        {
          name: request.name,
          prefix: token.slice(0, API_KEY_PREFIX.length + 8),
          tokenHash: hashOf(token),
          scopes: request.scopes,
          by: actor.id,
          at: clock.now(),
        },
        API_KEYS_MAX,
        (trx, created) =>
          recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'api_key.created',
            target: { type: 'api_key', id: created.id },
            after: { name: created.name, prefix: created.prefix, scopes: created.scopes },
          }),
      );
      if (key === 'full') throw new AppError('API_KEYS_TOO_MANY');
      return { key, token };
    },

    /** Revokes a key at once, for every process (each call looks the key up); a second revoke changes nothing. */
    async revoke(actor: Actor, id: number): Promise<void> {
      assertOperator(actor);
      const revoked = await repo.revoke(id, clock.now(), (trx, key) =>
        recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'api_key.revoked',
          target: { type: 'api_key', id: key.id },
          before: { name: key.name, prefix: key.prefix },
        }),
      );
      if (revoked === undefined) throw new AppError('API_KEY_NOT_FOUND');
    },

    /**
     * The operator a key acts as, for a route that needs `scope` (undefined: no key may call it). An
     * unknown, revoked or another partner's key, or one whose operator lost the role, is not valid; a
     * valid key without the scope is refused.
     */
    async authenticate(token: string, scope: ApiScope | undefined): Promise<User> {
      if (token.length !== TOKEN_LENGTH) throw new AppError('API_KEY_INVALID');
      const row = await repo.findLive(hashOf(token));
      if (!row || row.role !== 'operator') throw new AppError('API_KEY_INVALID');
      if (!scope || !row.scopes.includes(scope)) throw new AppError('API_KEY_SCOPE');
      const now = clock.now();
      if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= TOUCH_EVERY_MS)
        await repo.touch(row.key_id, now);
      return { id: row.id, displayName: row.display_name, email: row.email, role: row.role, club: row.club };
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
