import { errorBodySchema, walletResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import type { walletRepo } from './repo';

export const walletRoutes: FastifyPluginAsyncZod<{ repo: ReturnType<typeof walletRepo> }> = async (
  app,
  { repo },
) => {
  app.get(
    '/api/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'My balances: cash in cents, points, and cash held for pending withdrawals',
        response: { 200: walletResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => repo.summary((await requireUser(request)).id),
  );
};
