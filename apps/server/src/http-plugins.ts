import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { normalHost } from './features/partners';
import { registerSecurityHeaders } from './platform/http-hardening';

/**
 * The HTTP plugins under every route: compression, cookies, form bodies, security headers and the rate
 * limit, then the API's OpenAPI document and its docs page.
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  config: Pick<Config, 'secureCookies' | 'rateLimits'>,
): Promise<void> {
  // JSON and pages are compressed on the fly (brotli at a quality cheap enough per request); built assets
  // arrive pre-compressed from the build; event streams are hijacked and never buffered.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  registerSecurityHeaders(app, {
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
    // Per partner's site (its host) and address: one partner's crowd never spends another's allowance.
    keyGenerator: (request) => `${normalHost(request.host)} ${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'rate limited',
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Powerplay API', version: '1.0.0', description: 'Live-play gaming platform API' },
      tags: [
        {
          name: 'legacy',
          description:
            "The old client's .php calls (docs/legacy-api.md): form or query payloads with its jwt, its reply shapes",
        },
      ],
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'jwt' },
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ppk_…',
            description: "A partner's API key: operator routes that name a scope (docs/partner-api.md)",
          },
          legacyJwt: { type: 'apiKey', in: 'query', name: 'jwt', description: 'the old client: jwt field' },
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
}
