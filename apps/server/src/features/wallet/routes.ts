import {
  adjustmentRequestSchema,
  adjustmentResponseSchema,
  errorBodySchema,
  feedQuerySchema,
  prizeFeedResponseSchema,
  receivablesResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  transactionStatusSchema,
  walletResponseSchema,
  withdrawalDecisionSchema,
  withdrawalIdParamsSchema,
  withdrawalListResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { z } from 'zod';
import { requireOperator, requireUser } from '../../platform/auth';
import { idempotencyKey, idempotencyKeyHeaders } from '../../platform/idempotency';
import type { WalletService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (app, { service }) => {
  app.get(
    '/api/wallet',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'My balances: cash in cents, points, and cash held for pending withdrawals',
        response: { 200: walletResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.summary((await requireUser(request)).id),
  );

  app.get(
    '/api/wallet/transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'My ledger entries, newest first, by period and status (20 a page)',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errors },
      },
    },
    async (request) => service.transactions((await requireUser(request)).id, request.query),
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary:
          'Request a PayPal withdrawal: the amount is held at once (Pending). Needs an Idempotency-Key header.',
        headers: idempotencyKeyHeaders,
        body: withdrawalRequestSchema,
        response: { 201: withdrawalResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await service.requestWithdrawal(user.id, idempotencyKey(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/operator/withdrawals',
    {
      config: { scope: 'withdrawals:manage' },
      schema: {
        tags: ['operator'],
        summary: 'Withdrawals to review (operator only)',
        querystring: z.object({ status: transactionStatusSchema.optional() }),
        response: { 200: withdrawalListResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.listWithdrawals(await requireOperator(request), request.query.status);
    },
  );

  app.get(
    '/api/operator/receivables',
    {
      schema: {
        tags: ['operator'],
        summary: 'What players owe: prize reversals (score corrections) their balance could not cover',
        response: { 200: receivablesResponseSchema, ...errors },
      },
    },
    async (request) => service.listReceivables(await requireOperator(request)),
  );

  app.get(
    '/api/operator/prizes',
    {
      config: { scope: 'results:read' },
      schema: {
        tags: ['operator'],
        summary: 'Prizes paid (and taken back by corrections) after a posting id, oldest first',
        querystring: feedQuerySchema,
        response: { 200: prizeFeedResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.prizes(await requireOperator(request), request.query.after, request.query.limit),
  );

  app.post(
    '/api/operator/withdrawals/:id/:decision',
    {
      config: { scope: 'withdrawals:manage' },
      schema: {
        tags: ['operator'],
        summary: 'Complete (pay out), cancel or refund (return the amount) a pending withdrawal',
        params: withdrawalIdParamsSchema.extend({ decision: withdrawalDecisionSchema }),
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      return service.decideWithdrawal(operator, request.params.id, request.params.decision);
    },
  );

  app.post(
    '/api/operator/wallet/adjustments',
    {
      schema: {
        tags: ['operator'],
        summary: 'Credit or debit a player (cash cents or points). Optional Idempotency-Key header.',
        headers: idempotencyKeyHeaders,
        body: adjustmentRequestSchema,
        response: { 201: adjustmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const key = request.headers['idempotency-key'] ? idempotencyKey(request) : crypto.randomUUID();
      return reply.status(201).send(await service.adjust(operator, request.body, key));
    },
  );
};
