import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService, ProfileService } from '../accounts';
import type { LotteryService } from '../lottery';
import type { WalletService } from '../wallet';
import { legacyAccountRoutes } from './account-routes';
import { legacySessions } from './http';
import { legacyLotteryRoutes } from './lottery-routes';

export { isLegacyPath, registerLegacyOrigins } from './http';

/**
 * The old client's `.php` API (issue 21, docs/legacy-api.md): an adapter over the same services as the
 * JSON API — it owns no table and no rule, only the old paths, payloads and reply shapes.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{
  services: Parameters<typeof legacySessions>[0] & {
    accounts: AccountsService;
    profiles: ProfileService;
    wallet: WalletService;
    lottery: LotteryService;
  };
  authRateLimitPerMinute: number;
}> = async (app, { services, authRateLimitPerMinute }) => {
  const sessions = legacySessions(services);
  await app.register(legacyAccountRoutes, {
    accounts: services.accounts,
    profiles: services.profiles,
    wallet: services.wallet,
    sessions,
    authRateLimitPerMinute,
  });
  await app.register(legacyLotteryRoutes, { lottery: services.lottery, sessions });
};
