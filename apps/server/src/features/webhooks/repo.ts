import type { Webhook, WebhookEvent } from '@powerplay/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, WebhookDeliveriesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

const iso = (d: Date) => new Date(d).toISOString();

/** The only reader and writer of `webhook_endpoints` and `webhook_deliveries` (docs/partner-api.md). */
export function webhooksRepo(db: Kysely<DB>) {
  const endpoints = (q: Db) =>
    q
      .selectFrom('webhook_endpoints as e')
      .innerJoin('users as u', 'u.id', 'e.created_by')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('webhook_deliveries as d')
            .select(['d.status', sql<Date>`coalesce(d.last_attempt_at, d.created_at)`.as('at')])
            .whereRef('d.endpoint_id', '=', 'e.id')
            .orderBy('d.id', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .select([
        'e.id',
        'e.url',
        'e.events',
        'e.enabled',
        'e.created_at',
        'u.display_name',
        'last.status as last_status',
        'last.at as last_at',
      ])
      .orderBy('e.id');

  const toWebhook = (r: Awaited<ReturnType<ReturnType<typeof endpoints>['execute']>>[number]): Webhook => ({
    id: r.id,
    url: r.url,
    events: r.events as WebhookEvent[],
    enabled: r.enabled,
    createdAt: iso(r.created_at),
    createdBy: r.display_name,
    lastDelivery: r.last_status && r.last_at ? { status: r.last_status, at: iso(r.last_at) } : null,
  });

  const one = async (q: Db, id: number) => {
    const row = await endpoints(q).where('e.id', '=', id).executeTakeFirst();
    return row && toWebhook(row);
  };

  return {
    list: async () => (await endpoints(db).execute()).map(toWebhook),
    one: (id: number) => one(db, id),

    /** Adds an endpoint with `audit` in one transaction; 'full' at the cap (a table lock keeps it under races). */
    create(
      v: { url: string; events: readonly WebhookEvent[]; secretBox: string; by: number; at: Date },
      max: number,
      audit: (trx: Transaction<DB>, webhook: Webhook) => Promise<void>,
    ): Promise<Webhook | 'full'> {
      return db.transaction().execute(async (trx) => {
        await sql`lock table webhook_endpoints in share row exclusive mode`.execute(trx);
        const { n } = await trx
          .selectFrom('webhook_endpoints')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow();
        if (n >= max) return 'full';
        const { id } = await trx
          .insertInto('webhook_endpoints')
          .values({
            url: v.url,
            events: [...v.events],
            secret_box: v.secretBox,
            created_by: v.by,
            created_at: v.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const webhook = (await one(trx, id))!;
        await audit(trx, webhook);
        return webhook;
      });
    },

    /** Changes an endpoint with `audit` (given it as it was and as it is); undefined when there is none. */
    change(
      id: number,
      patch: { url?: string; events?: readonly WebhookEvent[]; enabled?: boolean },
      audit: (trx: Transaction<DB>, before: Webhook, after: Webhook) => Promise<void>,
    ): Promise<Webhook | undefined> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('webhook_endpoints')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return undefined;
        const before = (await one(trx, id))!;
        await trx
          .updateTable('webhook_endpoints')
          .set({
            ...(patch.url !== undefined && { url: patch.url }),
            ...(patch.events !== undefined && { events: [...patch.events] }),
            ...(patch.enabled !== undefined && { enabled: patch.enabled }),
          })
          .where('id', '=', id)
          .execute();
        const after = (await one(trx, id))!;
        await audit(trx, before, after);
        return after;
      });
    },

    /** Removes an endpoint and its log with `audit`; undefined when there is none. */
    remove(id: number, audit: (trx: Transaction<DB>, removed: Webhook) => Promise<void>) {
      return db.transaction().execute(async (trx) => {
        const removed = await one(trx, id);
        if (!removed) return undefined;
        await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
        await audit(trx, removed);
        return removed;
      });
    },

    /** An endpoint's log, newest first, `limit` deliveries before `before`. */
    deliveries(endpointId: number, before: number | undefined, limit: number) {
      let q = db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (before !== undefined) q = q.where('id', '<', before);
      return q.execute();
    },

    /** Queues a delivery: a ping (a new event) or a replay (the same event again). */
    queue(
      v: Pick<DeliveryRow, 'endpoint_id' | 'event_id' | 'event' | 'created_at'> & {
        data: Record<string, unknown>;
        replayOf: number | null;
      },
      audit?: (trx: Transaction<DB>, queued: DeliveryRow) => Promise<void>,
    ): Promise<DeliveryRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('webhook_deliveries')
          .values({
            endpoint_id: v.endpoint_id,
            event_id: v.event_id,
            event: v.event,
            data: JSON.stringify(v.data),
            created_at: v.created_at,
            replay_of: v.replayOf,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (audit) await audit(trx, row);
        return row;
      });
    },

    delivery: (id: number) =>
      db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Every partner's due deliveries (the definer function of the migration), oldest due first. */
    async due(at: Date, most: number) {
      const { rows } = await sql<{ partner_id: number; id: number }>`
        select partner_id, id from due_webhook_deliveries(${at}, ${most})`.execute(db);
      return rows;
    },

    /** Every partner's delivered and failed deliveries older than `olderThan` (30 days at least) go. */
    async prune(olderThan: Date): Promise<number> {
      const { rows } = await sql<{ n: number }>`select prune_webhook_deliveries(${olderThan}) as n`.execute(
        db,
      );
      return rows[0]!.n;
    },

    /**
     * Claims a due delivery for one attempt: counts it and leases it until `leaseUntil` (a process that
     * dies mid-send leaves it to be tried again then). With its endpoint's URL and sealed secret;
     * undefined when it is not due (another process has it) or its endpoint is switched off.
     */
    claim(id: number, at: Date, leaseUntil: Date) {
      return db
        .updateTable('webhook_deliveries as d')
        .from('webhook_endpoints as e')
        .set((eb) => ({
          attempts: eb('d.attempts', '+', 1),
          last_attempt_at: at,
          next_attempt_at: leaseUntil,
        }))
        .whereRef('e.id', '=', 'd.endpoint_id')
        .where('d.id', '=', id)
        .where('d.status', '=', 'pending')
        .where('e.enabled', '=', true)
        .where((eb) => eb.or([eb('d.next_attempt_at', 'is', null), eb('d.next_attempt_at', '<=', at)]))
        .returning([
          'd.id',
          'd.event_id',
          'd.event',
          'd.data',
          'd.created_at',
          'd.attempts',
          'e.url',
          'e.secret_box',
        ])
        .executeTakeFirst();
    },

    /** What an attempt came to: delivered, to be tried again at `retryAt`, or failed for good. */
    async record(
      id: number,
      attempts: number,
      outcome: {
        status: 'delivered' | 'pending' | 'failed';
        retryAt: Date | null;
        responseStatus: number | null;
        error: string | null;
      },
    ): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({
          status: outcome.status,
          next_attempt_at: outcome.retryAt,
          response_status: outcome.responseStatus,
          last_error: outcome.error,
        })
        .where('id', '=', id)
        // The attempt this process made, not a later one (a lease that ran out and was claimed again).
        .where('attempts', '=', attempts)
        .execute();
    },
  };
}
export type WebhooksRepo = ReturnType<typeof webhooksRepo>;
