import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { accountsRepo } from './features/accounts/repo';
import { accountsRoutes } from './features/accounts/routes';
import { accountsService } from './features/accounts/service';
import { contentRepo } from './features/content/repo';
import { contentRoutes } from './features/content/routes';
import { authPlugin, createSessionTokens, sessionRepo } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import { registerCsrfCheck } from './platform/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors';
import { registerObservability } from './platform/observability';
import { registerWebApp } from './platform/web';
import { startLotteryEngine, type LotteryEngine } from './features/lottery/engine';
import { createLiveHub } from './features/lottery/live-hub';
import { lotteryRepo } from './features/lottery/repo';
import { lotteryRoutes } from './features/lottery/routes';
import { lotteryService } from './features/lottery/service';
import { walletRoutes } from './features/wallet/routes';
import { walletService } from './features/wallet/service';
import { storeRoutes } from './features/store/routes';
import { storeService } from './features/store/service';
import { accountRoutes } from './features/accounts/account-routes';
import { profileService } from './features/accounts/profile';
import { responsibleGamingService } from './features/responsible-gaming/service';
import { fantasyRepo } from './features/fantasy/repo';
import { fantasyRoutes } from './features/fantasy/routes';
import { fantasyService } from './features/fantasy/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw engine of this process (undefined when LOTTERY_ENGINE=off). */
    lotteryEngine: LotteryEngine | undefined;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** pino logger options; false in tests. */
  logger?: boolean | { level: string };
}

/** Builds the whole HTTP app: platform plugins, then feature routes. Used by main.ts and tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (bad percent-encoding, over-long parameters) and requests Node's
    // parser refuses answer in the catalogue's error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(fastifyRateLimit, {
    max: config.rateLimits.global,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'rate limited',
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Powerplay API', version: '1.0.0', description: 'Live-play gaming platform API' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'jwt' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI's static CSP asks browsers to upgrade every request to https: over plain http (not
    // localhost) that breaks its scripts and styles, so keep the directive for https origins only.
    transformStaticCSP: (header) =>
      config.secureCookies ? header : header.replace(/\s*upgrade-insecure-requests\s*;?/gi, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  registerCsrfCheck(app, config.publicOrigin);
  registerObservability(app, db);

  const tokens = createSessionTokens(config.sessionSecret);
  const sessions = sessionRepo(db, clock);
  await app.register(authPlugin, { tokens, sessions });

  const accounts = accountsService({ repo: accountsRepo(db), sessions, tokens, clock });
  await app.register(accountsRoutes, {
    service: accounts,
    tokens,
    secureCookies: config.secureCookies,
    rateLimitPerMinute: config.rateLimits.auth,
  });
  await app.register(contentRoutes, {
    repo: contentRepo(db),
    clock,
    site: { phone: config.supportPhone, supportEmail: config.supportEmail },
    rateLimitPerMinute: config.rateLimits.forms,
  });

  const rg = responsibleGamingService({ db, clock });
  await app.register(accountRoutes, { profiles: profileService({ db, sessions }), rg, tokens });
  await app.register(walletRoutes, {
    service: walletService({ db, clock, withdrawalMinimumCents: config.withdrawalMinimumCents }),
  });
  await app.register(storeRoutes, { service: storeService({ db, clock, rg }) });
  await app.register(fantasyRoutes, { service: fantasyService({ repo: fantasyRepo(db), clock }) });

  const lottery = lotteryRepo(db);
  const hub = createLiveHub(database);
  await hub.start();
  await app.register(lotteryRoutes, {
    service: lotteryService({ db, repo: lottery, clock, rg }),
    repo: lottery,
    hub,
  });
  const engine = config.lottery.engine
    ? startLotteryEngine({
        db,
        clock,
        log: app.log,
        demoSchedule: config.lottery.demoSchedule,
        demoCadence: config.lottery.demoCadence,
      })
    : undefined;
  app.decorate('lotteryEngine', engine);
  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await engine?.stop();
    await hub.stop();
  });

  await registerWebApp(app, config.webDistDir);
  return app;
}
