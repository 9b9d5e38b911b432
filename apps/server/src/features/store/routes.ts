import { orderRequestSchema, orderResponseSchema, productsResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { requireUser } from '../../platform/auth';
import { idempotencyKey, idempotencyKeyHeaders } from '../../platform/idempotency';
import { notModifiedSchema, type PublicReads } from '../../platform/public-reads';
import type { StoreService } from './service';

const errors = errorResponses(400, 401, 403, 409, 422);

export const storeRoutes: FastifyPluginAsyncZod<{ service: StoreService; publicReads: PublicReads }> = async (
  app,
  { service, publicReads },
) => {
  // From memory: the products are written only by the seed, before a process serves. An editor for
  // them must publish its change (as content pages do) and name that event here.
  const products = publicReads.define({ load: () => service.products(), changedBy: () => false });
  app.get(
    '/api/store/products',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['store'],
        summary: 'The Powerplay store (public: ETag, 304 on If-None-Match)',
        response: { 200: productsResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await products.get()),
  );

  app.post(
    '/api/store/orders',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['store'],
        summary: 'Check out the cart, paid from the cash balance. Needs an Idempotency-Key header.',
        headers: idempotencyKeyHeaders,
        body: orderRequestSchema,
        response: { 201: orderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply
        .status(201)
        .send(await service.order(user.id, idempotencyKey(request), request.body.productIds));
    },
  );
};
