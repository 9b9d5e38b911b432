import {
  createDraftContestRequestSchema,
  draftContestCreatedResponseSchema,
  draftBoardResponseSchema,
  draftContestsResponseSchema,
  draftEntriesResponseSchema,
  draftEntryIdParamsSchema,
  draftIdParamsSchema,
  draftLiveResponseSchema,
  errorBodySchema,
  liveTopics,
  myDraftEntryResponseSchema,
  operatorDraftContestsResponseSchema,
  operatorDraftEntriesResponseSchema,
  postDraftPickRequestSchema,
  saveDraftEntryRequestSchema,
  saveDraftEntryResponseSchema,
  startDraftReplayRequestSchema,
  useDraftPowerplayRequestSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { requireOperator, requireUser } from '../../platform/auth';
import { idempotencyKeyHeaders, optionalIdempotencyKey } from '../../platform/idempotency';
import { registerTopicStream, type EventStreams } from '../../platform/live';
import { notModifiedSchema, type PublicReads } from '../../platform/public-reads';
import type { DraftReads } from './board-read';
import type { DraftOperatorService } from './operator';
import type { DraftService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The 2020 NFL Power Draft (contracts/draft.ts). */
export const draftRoutes: FastifyPluginAsyncZod<{
  service: DraftService;
  operator: DraftOperatorService;
  streams: EventStreams;
  publicReads: PublicReads;
  reads: DraftReads;
}> = async (app, { service, operator, streams, publicReads, reads }) => {
  // From memory (board-read.ts): the same bytes for everybody; the player's part is its own request.
  app.get(
    '/api/draft/contests',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['draft'],
        summary:
          'Drafts to enter and live (soonest first), then the latest finished (public: ETag, 304 on If-None-Match; myEntryId is null here: my entries are GET /api/draft/entries)',
        response: { 200: draftContestsResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.list.get()),
  );

  app.get(
    '/api/draft/contests/:id',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['draft'],
        summary:
          'A draft: prospects, pick slots with projected teams, actual picks so far (public: ETag, 304 on If-None-Match); my entry is GET /api/draft/contests/:id/entry',
        params: draftIdParamsSchema,
        response: { 200: draftBoardResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.boards.get(request.params.id)),
  );

  app.get(
    '/api/draft/contests/:id/entry',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['draft'],
        summary:
          'My saved entry in a draft (my top 32), or the skill-testing question a first submission answers',
        params: draftIdParamsSchema,
        response: { 200: myDraftEntryResponseSchema, ...errors },
      },
    },
    async (request) => service.myEntry(request.params.id, (await requireUser(request)).id),
  );

  app.put(
    '/api/draft/contests/:id/entry',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['draft'],
        summary:
          'Submit or change my top 32 (32 distinct prospects, my pick 1 first) until the deadline; the first time with the skill-testing answer',
        params: draftIdParamsSchema,
        body: saveDraftEntryRequestSchema,
        response: { 200: saveDraftEntryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await service.saveEntry(
        request.params.id,
        (await requireUser(request)).id,
        request.body.ranking,
        request.body.skillAnswer,
      );
      // This process reads its own write at once (the lobby event tells the others).
      reads.changed(request.params.id);
      return saved;
    },
  );

  registerTopicStream(app, streams, {
    url: '/api/draft/contests/:id/events',
    tag: 'draft',
    summary: 'Server-Sent Events: `pick` (id = the pick number), `status`, `settled`',
    params: draftIdParamsSchema,
    notFound: 'DRAFT_NOT_FOUND',
    topic: liveTopics.draft,
    load: (id) => service.replay(id),
  });

  app.get(
    '/api/draft/entries',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['draft'],
        summary: 'My draft entries (Game Central)',
        response: { 200: draftEntriesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ entries: await service.myEntries((await requireUser(request)).id) }),
  );

  app.get(
    '/api/draft/entries/:id/live',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['draft'],
        summary: 'One of my entries live: My Draft Manager rows with matches, inventory, result',
        params: draftEntryIdParamsSchema,
        response: { 200: draftLiveResponseSchema, ...errors },
      },
    },
    async (request) => service.live(request.params.id, (await requireUser(request)).id),
  );

  app.post(
    '/api/draft/entries/:id/powerplays',
    {
      // The session first, then the body, then whose entry it is (in the use's transaction).
      config: { auth: 'user' },
      schema: {
        tags: ['draft'],
        summary: 'Use a powerplay while the draft is live: 1 Move Up, 2 Move Down, 3 Swap, 4 Undo',
        params: draftEntryIdParamsSchema,
        headers: idempotencyKeyHeaders,
        body: useDraftPowerplayRequestSchema,
        response: { 200: draftLiveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const key = optionalIdempotencyKey(request);
      return service.usePowerplay(request.params.id, user.id, request.body, key);
    },
  );

  // --- Operator (every /api/operator route requires the operator role) ---------------------------
  app.get(
    '/api/operator/draft/contests',
    {
      schema: {
        tags: ['operator'],
        summary: 'Drafts, newest first, with status, picks made and entries',
        response: { 200: operatorDraftContestsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return operator.list();
    },
  );

  app.post(
    '/api/operator/draft/contests',
    {
      schema: {
        tags: ['operator'],
        summary: 'Open a draft: replay of the real 2020 first round, or picks posted by the operator',
        body: createDraftContestRequestSchema,
        response: { 201: draftContestCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireOperator(request);
      const created = await operator.create(request.body, user);
      reads.changed(created.contest.id);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/operator/draft/contests/:id/picks',
    {
      schema: {
        tags: ['operator'],
        summary: 'Post the next actual pick of an operator-run draft (pushed to watchers; pick 32 settles)',
        params: draftIdParamsSchema,
        body: postDraftPickRequestSchema,
        response: { 200: draftContestCreatedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireOperator(request);
      const posted = await operator.postPick(request.params.id, request.body, user);
      reads.changed(request.params.id);
      return posted;
    },
  );

  app.post(
    '/api/operator/draft/contests/:id/replay',
    {
      schema: {
        tags: ['operator'],
        summary: 'Hand a draft to the replay of the real 2020 first round, one pick every interval from now',
        params: draftIdParamsSchema,
        body: startDraftReplayRequestSchema,
        response: { 200: draftContestCreatedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireOperator(request);
      const replay = await operator.startReplay(request.params.id, request.body.pickIntervalSeconds, user);
      reads.changed(request.params.id);
      return replay;
    },
  );

  app.get(
    '/api/operator/draft/contests/:id/entries',
    {
      schema: {
        tags: ['operator'],
        summary: "A draft's entries with matches, result and prize",
        params: draftIdParamsSchema,
        response: { 200: operatorDraftEntriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return operator.entries(request.params.id);
    },
  );
};
