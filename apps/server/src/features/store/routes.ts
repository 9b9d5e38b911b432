import {
  errorBodySchema,
  orderRequestSchema,
  orderResponseSchema,
  productsResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { idempotencyKey, idempotencyKeyHeaders } from '../../platform/idempotency';
import type { StoreService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export const storeRoutes: FastifyPluginAsyncZod<{ service: StoreService }> = async (app, { service }) => {
  app.get(
    '/api/store/products',
    {
      schema: { tags: ['store'], summary: 'The Powerplay store', response: { 200: productsResponseSchema } },
    },
    () => service.products(),
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
