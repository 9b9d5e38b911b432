import { liveTopics } from '@powerplay/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { accountRoutes } from './features/accounts/account-routes';
import { accountsRoutes } from './features/accounts/routes';
import { auditRoutes } from './features/audit/routes';
import { booksRoutes } from './features/books';
import { brandReads, brandRoutes, brandStyle } from './features/brand';
import { leadsRoutes } from './features/leads';
import { platformRoutes, registerPartnerResolution } from './features/partners';
import { playerCareRoutes } from './features/player-care';
import { analyticsRoutes } from './features/analytics/routes';
import { analyticsService } from './features/analytics/service';
import { mailOutboxRoutes } from './platform/mail';
import { contentRoutes } from './features/content/routes';
import { draftRoutes } from './features/draft';
import { apiKeysRoutes } from './features/api-keys';
import { friendsRoutes, leagueRoutes } from './features/friends';
import { notificationsRoutes } from './features/notifications';
import { entriesRoutes } from './features/entries';
import { webhooksRoutes } from './features/webhooks';
import { embedRepo } from './features/embed/repo';
import { embedRoutes } from './features/embed/routes';
import { embedService } from './features/embed/service';
import { legacyRoutes, registerLegacyOrigins } from './features/legacy';
import { lotteryGamesRead, lotteryRoutes } from './features/lottery';
import { sportsRoutes } from './features/sports/routes';
import { sportsContestReads } from './features/sports/contests-read';
import { draftReads } from './features/draft/board-read';
import { fantasyRoutes, sportsOperatorRoutes } from './features/sports';
import { sportsLiveRoutes } from './features/sports/live-routes';
import { storeRoutes } from './features/store/routes';
import { walletRoutes } from './features/wallet/routes';
import { authPlugin } from './platform/auth';
import { type Clock } from './platform/clock';
import { registerCsrfCheck } from './platform/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors';
import { capConnectionsPerIp, registerRequestPolicy, serverOptions } from './platform/http-hardening';
import { registerLive, registerPlayerStream, type LiveHub } from './platform/live';
import { registerObservability } from './platform/observability';
import { createPublicReads } from './platform/public-reads';
import { serverTimeRoutes } from './platform/server-time';
import { redactedLogger } from './platform/log-fields';
import { RequestLogController } from './platform/request-logging';
import { startScheduler, type Scheduler } from './platform/scheduler';
import { requestValidatorCompiler, refuseDeepBodies } from './platform/validation';
import { registerWebApp } from './platform/web';
import { registerHttpPlugins } from './http-plugins';
import { schedulerJobs } from './jobs';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler of this process (undefined when it runs no job: JOBS=none, LOTTERY_ENGINE=off). */
    scheduler: Scheduler | undefined;
    /** The same scheduler, under the name the lottery's tests know it by. */
    lotteryEngine: Scheduler | undefined;
    /** This process's live hub: what it hears, in the order the relay sent it (tests wait on it). */
    liveHub: LiveHub;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The services to serve; built from the other deps by `createServices` when absent. */
  services?: Services;
  /** pino logger options; false in tests (or a stream to read the lines from). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Builds the whole HTTP app: platform plugins, then feature routes. Used by main.ts and tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const services = deps.services ?? createServices(deps);
  const { db, clock } = services;

  const app = Fastify({
    // No log line may carry a credential: URLs, headers, bodies and errors are redacted (log-fields.ts).
    logger: redactedLogger(deps.logger ?? { level: config.logLevel }),
    logController: new RequestLogController(),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (bad percent-encoding, over-long parameters) and requests Node's
    // parser refuses answer in the catalogue's error shape too.
    frameworkErrors,
    clientErrorHandler,
    ...serverOptions(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerIp(app.server, config.http.maxConnectionsPerIp);
  app.setValidatorCompiler(requestValidatorCompiler);
  refuseDeepBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  database.setLogger(app.log);

  await registerHttpPlugins(app, config);

  registerRequestPolicy(app);
  // The old client's paths answer only the origins it is listed on; its writes carry their own jwt.
  const legacyOrigins = registerLegacyOrigins(app, {
    origins: config.legacyOrigins,
    publicOrigin: config.publicOrigin,
  });
  registerCsrfCheck(app, config.publicOrigin, legacyOrigins.allows);
  const live = await registerLive(app, {
    database,
    clock,
    maxStreamsPerIp: config.sseMaxStreamsPerIp,
    nats: config.liveBus,
  });
  // The per-process session cache hears revocations and user changes from every process.
  live.hub.subscribeAll(
    (topic, event) => topic === liveTopics.sessions && services.sessions.heard(event),
    () => services.sessions.heard('listener-reconnected'),
  );
  app.decorate('liveHub', live.hub);
  const publicReads = createPublicReads({ hub: live.hub, clock, log: app.log });
  app.addHook('onClose', async () => publicReads.stop());
  // Every request's partner, from its host; a suspended partner's site answers nothing else.
  const partners = registerPartnerResolution(app, { service: services.partners, publicReads });
  // Webhooks being sent finish and record their outcome before the database closes.
  app.addHook('onClose', () => services.webhookSender.settled());
  await app.register(serverTimeRoutes, { clock });
  registerObservability(app, db, {
    metricsToken: config.metricsToken,
    liveEventsFlowing: () => live.hub.listening,
  });

  const { tokens, sessions } = services;
  await app.register(authPlugin, { tokens, sessions, apiKeys: services.apiKeys });

  await app.register(accountsRoutes, {
    service: services.accounts,
    resets: services.passwordResets,
    verifications: services.emailVerifications,
    tokens,
    secureCookies: config.secureCookies,
    rateLimitPerMinute: config.rateLimits.auth,
  });
  await app.register(contentRoutes, {
    service: services.content,
    rateLimitPerMinute: config.rateLimits.forms,
    publicReads,
  });
  // The brand from memory, for its routes and for the HTML shell of every page (decision 028).
  const brand = brandReads(publicReads, services.brand);
  await app.register(brandRoutes, { service: services.brand, reads: brand, publicReads });
  await app.register(accountRoutes, { profiles: services.profiles, rg: services.rg, tokens });
  await app.register(mailOutboxRoutes, { mailer: services.mailer });
  await app.register(auditRoutes, { db });
  await app.register(booksRoutes, { service: services.books });
  await app.register(leadsRoutes, {
    service: services.leads,
    rateLimitPerMinute: config.rateLimits.forms,
    clock,
  });
  await app.register(playerCareRoutes, { service: services.playerCare });
  // Live watchers now: this process's open event streams (docs/decisions/025).
  await app.register(analyticsRoutes, {
    service: analyticsService({ db, clock, watchers: () => live.streams.count() }),
  });
  await app.register(walletRoutes, { service: services.wallet });
  await app.register(storeRoutes, { service: services.store, publicReads });
  await app.register(fantasyRoutes, { service: services.fantasy });
  await app.register(platformRoutes, { service: services.partners });
  await app.register(apiKeysRoutes, { service: services.apiKeys });
  await app.register(entriesRoutes, { service: services.entries });
  await app.register(webhooksRoutes, { service: services.webhooks });

  // One model of the public draw list per process, for the JSON API and the old client's calls.
  const lotteryGames = lotteryGamesRead(publicReads, services.lottery);
  await app.register(lotteryRoutes, {
    games: lotteryGames,
    service: services.lottery,
    streams: live.streams,
    publicReads,
  });
  registerPlayerStream(app, live.streams, tokens);
  await app.register(friendsRoutes, { service: services.friends, streams: live.streams, tokens });
  await app.register(leagueRoutes, { service: services.leagues });
  await app.register(notificationsRoutes, { service: services.notifications });
  // The sports lobby's public reads, for the players' routes and the back office's (which forgets them).
  const sportsReads = sportsContestReads(publicReads, services.sports, clock);
  await app.register(sportsRoutes, {
    service: services.sports,
    streams: live.streams,
    publicReads,
    reads: sportsReads,
  });
  await app.register(sportsOperatorRoutes, {
    operator: services.sportsOperator,
    sports: services.sports,
    reads: sportsReads,
    feedApiKey: config.sports.feedApiKey,
  });
  await app.register(sportsLiveRoutes, { service: services.sportsLive });
  await app.register(draftRoutes, {
    service: services.draft,
    operator: services.draftOperator,
    streams: live.streams,
    publicReads,
    reads: draftReads(publicReads, services.draft, clock),
  });

  // The embeddable widgets and the origins that may frame them (decision 029).
  await app.register(embedRoutes, {
    service: embedService({ repo: embedRepo(db), siteOrigin: () => services.partners.siteOrigin() }),
    publicReads,
    distDir: config.webDistDir,
    // The widgets follow the brand: its name in their titles, its colours in their shell.
    brand: async () => {
      const current = (await brand.read.get()).value.brand;
      return { siteName: current.siteName, css: brandStyle(current) };
    },
  });

  await app.register(legacyRoutes, {
    services,
    lotteryGames,
    authRateLimitPerMinute: config.rateLimits.auth,
    formRateLimitPerMinute: config.rateLimits.forms,
  });

  // Every plugin is in before the jobs start: a busy first run of the demo schedules (a new embedded
  // database) must not hold up the registration of the rest (avvio's plugin timeout).
  await registerWebApp(app, config.webDistDir, (template) => brand.shell(template));

  const jobs = schedulerJobs(services, config);
  const scheduler =
    config.jobs.length > 0
      ? startScheduler({
          jobs: config.jobs.map((name) => jobs[name]()),
          partners: partners.serving,
          clock,
          log: app.log,
        })
      : undefined;
  app.decorate('scheduler', scheduler);
  app.decorate('lotteryEngine', scheduler);
  app.addHook('onClose', async () => scheduler?.stop());
  return app;
}
