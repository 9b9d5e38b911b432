import {
  playerCareResponseSchema,
  playerIdParamsSchema,
  suspensionRequestSchema,
  suspensionResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { PlayerCareService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** `/api/operator/players/:id…`: player care (operators only: the auth plugin checks the prefix first). */
export const playerCareRoutes: FastifyPluginAsyncZod<{ service: PlayerCareService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/operator/players/:id',
    {
      config: { scope: 'players:read' },
      schema: {
        tags: ['operator'],
        summary:
          "A player's care view: profile, club, subscriptions, balance, receivables, withdrawals, entries, limits",
        params: playerIdParamsSchema,
        response: { 200: playerCareResponseSchema, ...errors },
      },
    },
    async (request) => service.view(await requireOperator(request), request.params.id),
  );

  app.get(
    '/api/operator/players/:id/transactions',
    {
      config: { scope: 'players:read' },
      schema: {
        tags: ['operator'],
        summary: "A page of a player's ledger, newest first, by period and status (20 a page)",
        params: playerIdParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errors },
      },
    },
    async (request) => service.transactions(await requireOperator(request), request.params.id, request.query),
  );

  app.post(
    '/api/operator/players/:id/suspension',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Suspend a player's account (reason required): signs them out everywhere, refuses sign-in, holds withdrawals",
        params: playerIdParamsSchema,
        body: suspensionRequestSchema,
        response: { 200: suspensionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      player: await service.suspend(await requireOperator(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/api/operator/players/:id/reinstatement',
    {
      schema: {
        tags: ['operator'],
        summary: "Reinstate a suspended player's account (reason required): they can sign in again",
        params: playerIdParamsSchema,
        body: suspensionRequestSchema,
        response: { 200: suspensionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      player: await service.reinstate(await requireOperator(request), request.params.id, request.body.reason),
    }),
  );
};
