import { catalogue, liveTopics } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { PublicReads } from '../../platform/public-reads';
import { sendError } from '../../platform/errors';
import { asPartner } from '../../platform/partner-context';
import { partnerDirectory, type Partner } from './hosts';
import type { PartnersService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose site this request is for, from its host (docs/partners.md); not on the probes. */
    partner: Partner;
  }
}

/** The infrastructure's probes answer for the deployment, whatever partner's host they come by. */
const probes = new Set(['/healthz', '/readyz', '/metrics']);

const unavailablePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable</title></head>
<body><main><h1>Temporarily unavailable</h1><p>${catalogue.PARTNER_SUSPENDED.message}</p></main></body></html>`;

/**
 * Resolves every request's partner from its host, from memory (read again when any process changes a
 * partner), and answers a suspended partner's requests with "temporarily unavailable": pages as a page,
 * the API in the catalogue's error shape. Every other request then runs in its partner's context.
 */
export function registerPartnerResolution(
  app: FastifyInstance,
  deps: { service: PartnersService; publicReads: PublicReads },
): { serving: () => Promise<number[]> } {
  const directory = deps.publicReads.define({
    load: async () => partnerDirectory(await deps.service.all()),
    changedBy: (topic) => topic === liveTopics.partners,
  });
  app.decorateRequest('partner', null as unknown as Partner);
  app.addHook('onRequest', async (request, reply) => {
    // The probes read no partner: they must answer even while the database (and so the list) is down.
    if (probes.has(request.url.split('?')[0]!)) return;
    request.partner = (await directory.get()).value.resolve(request.host);
    if (!request.partner.suspended) return;
    void reply.header('retry-after', '3600').header('cache-control', 'no-store');
    const page = !request.url.startsWith('/api/') && !request.url.includes('.php');
    if (page && (request.headers.accept ?? '').includes('text/html'))
      return reply.code(503).type('text/html; charset=utf-8').send(unavailablePage);
    return sendError(reply, 'PARTNER_SUSPENDED');
  });
  // The rest of the request runs as its partner's: the database shows it that partner's rows only
  // (docs/partners.md "Whose rows a query sees"). A callback hook, so that every later hook and the
  // handler run inside the context.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.partner) asPartner(request.partner.id, done);
    else done();
  });
  return { serving: async () => (await directory.get()).value.serving() };
}
