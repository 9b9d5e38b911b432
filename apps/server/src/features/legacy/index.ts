import type { GameListResponse } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReadModel } from '../../platform/public-reads';
import type { BrandService } from '../brand';
import type { AccountsService, ProfileService } from '../accounts';
import type { ContentService } from '../content';
import type { DraftService } from '../draft';
import type { LotteryService } from '../lottery';
import type { SportsService } from '../sports';
import type { WalletService } from '../wallet';
import { legacyAccountRoutes } from './account-routes';
import { legacyContentRoutes } from './content-routes';
import { legacyDraftRoutes } from './draft-routes';
import { legacySessions } from './http';
import { legacyLotteryRoutes } from './lottery-routes';
import { isLegacyPath } from './paths';
import { legacyReplays } from './replays';
import { legacySportsRoutes, type LegacySportsDeps } from './sports-routes';

export { registerLegacyOrigins } from './http';
export { legacyPaths } from './paths';

/**
 * The old client's `.php` API (docs/legacy-api.md): an adapter over the same services as the
 * JSON API — it owns no table and no rule, only the old paths, payloads and reply shapes.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{
  services: Parameters<typeof legacySessions>[0] & {
    accounts: AccountsService;
    profiles: ProfileService;
    wallet: WalletService;
    lottery: LotteryService;
    draft: DraftService;
    content: ContentService;
    sports: SportsService;
    /** Read for the powerplay replays' first answers only (replays.ts). */
    db: Kysely<DB>;
    brand: BrandService;
  } & Omit<LegacySportsDeps, 'sessions' | 'replays' | 'sponsorLine'>;
  /** The public draw list from memory (the JSON API's own model). */
  lotteryGames: ReadModel<GameListResponse>;
  authRateLimitPerMinute: number;
  /** The partner form's per-IP budget, as the JSON API's. */
  formRateLimitPerMinute: number;
}> = async (app, { services, lotteryGames, authRateLimitPerMinute, formRateLimitPerMinute }) => {
  // Only the listed paths get the old client's cross-origin exemption: a route off the list is a mistake.
  app.addHook('onRoute', (route) => {
    if (!isLegacyPath(route.url))
      throw new Error(`legacy route ${route.url} is not in legacyPaths (paths.ts)`);
  });
  const sessions = legacySessions(services);
  const replays = legacyReplays(services.db);
  await app.register(legacyAccountRoutes, {
    accounts: services.accounts,
    profiles: services.profiles,
    wallet: services.wallet,
    sessions,
    authRateLimitPerMinute,
  });
  await app.register(legacyLotteryRoutes, { lottery: services.lottery, lotteryGames, sessions, replays });
  await app.register(legacyDraftRoutes, { draft: services.draft, sessions });
  await app.register(legacyContentRoutes, {
    content: services.content,
    lotteryGames,
    sports: services.sports,
    formRateLimitPerMinute,
  });
  await app.register(legacySportsRoutes, {
    sports: services.sports,
    sportsLive: services.sportsLive,
    store: services.store,
    wallet: services.wallet,
    membership: services.membership,
    content: services.content,
    lottery: services.lottery,
    clock: services.clock,
    sessions,
    replays,
    sponsorLine: async () => (await services.brand.current()).sponsorLine,
  });
};
