import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOKS_MAX,
  type WebhookCreated,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEvent,
} from '@powerplay/contracts';
import { assertOperator, type Actor } from '../../platform/actor';
import { changedValues, recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { DeliveryRow, WebhooksRepo } from './repo';
import { newWebhookSecret, type SecretBox } from './secrets';

/** The body a delivery sends: the same bytes on every attempt and replay of its event. */
export function deliveryBody(row: Pick<DeliveryRow, 'event_id' | 'event' | 'created_at' | 'data'>): string {
  return JSON.stringify({
    id: row.event_id,
    type: row.event,
    createdAt: new Date(row.created_at).toISOString(),
    data: row.data,
  });
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.event_id,
    event: r.event as WebhookDelivery['event'],
    status: r.status,
    attempts: r.attempts,
    createdAt: iso(r.created_at)!,
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    responseStatus: r.response_status,
    lastError: r.last_error,
    body: deliveryBody(r),
    replayOf: r.replay_of,
  };
}

/**
 * A partner's webhooks, as its operators keep them (docs/partner-api.md): where events go, which ones,
 * on or off, the log of what was sent, a replay of any delivery and a test event. Every change is
 * audited in its transaction. The events themselves are written by the database (decision 051).
 */
export function webhooksService(deps: { repo: WebhooksRepo; clock: Clock; box: SecretBox }) {
  const { repo, clock, box } = deps;

  const existing = async (id: number) => {
    const webhook = await repo.one(id);
    if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND');
    return webhook;
  };

  return {
    async list(actor: Actor) {
      assertOperator(actor);
      return { webhooks: await repo.list() };
    },

    async create(actor: Actor, v: { url: string; events: readonly WebhookEvent[] }): Promise<WebhookCreated> {
      assertOperator(actor);
      const secret = newWebhookSecret();
      const webhook = await repo.create(
        { ...v, secretBox: box.seal(secret), by: actor.id, at: clock.now() },
        WEBHOOKS_MAX,
        (trx, created) =>
          recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'webhook.created',
            target: { type: 'webhook', id: created.id },
            after: { url: created.url, events: created.events },
          }),
      );
      if (webhook === 'full') throw new AppError('WEBHOOKS_TOO_MANY');
      return { webhook, secret };
    },

    async change(
      actor: Actor,
      id: number,
      patch: {
        url?: string | undefined;
        events?: readonly WebhookEvent[] | undefined;
        enabled?: boolean | undefined;
      },
    ) {
      assertOperator(actor);
      const webhook = await repo.change(id, patch, (trx, before, after) => {
        const pick = (w: typeof before) => ({ url: w.url, events: w.events, enabled: w.enabled });
        return recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'webhook.changed',
          target: { type: 'webhook', id },
          ...changedValues(pick(before), pick(after)),
        });
      });
      if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND');
      return { webhook };
    },

    async remove(actor: Actor, id: number): Promise<void> {
      assertOperator(actor);
      const removed = await repo.remove(id, (trx, webhook) =>
        recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'webhook.deleted',
          target: { type: 'webhook', id },
          before: { url: webhook.url, events: webhook.events },
        }),
      );
      if (!removed) throw new AppError('WEBHOOK_NOT_FOUND');
    },

    async deliveries(actor: Actor, id: number, before?: number): Promise<WebhookDeliveriesResponse> {
      assertOperator(actor);
      await existing(id);
      const rows = await repo.deliveries(id, before, WEBHOOK_DELIVERIES_PAGE + 1);
      const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE);
      return {
        deliveries: page.map(toDelivery),
        next: rows.length > WEBHOOK_DELIVERIES_PAGE ? page.at(-1)!.id : null,
      };
    },

    /** A test event to the endpoint (switched off or not listening to anything in particular). */
    async ping(actor: Actor, id: number) {
      assertOperator(actor);
      const webhook = await existing(id);
      const row = await repo.queue(
        {
          endpoint_id: webhook.id,
          event_id: randomUUID(),
          event: 'ping',
          created_at: clock.now(),
          data: { webhookId: webhook.id },
          replayOf: null,
        },
        (trx, queued) =>
          recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'webhook.pinged',
            target: { type: 'webhook', id: webhook.id },
            after: { delivery: queued.id, eventId: queued.event_id },
          }),
      );
      return { delivery: toDelivery(row) };
    },

    /** Sends a delivery's event again, as a new delivery with the same event id and body. */
    async replay(actor: Actor, deliveryId: number) {
      assertOperator(actor);
      const original = await repo.delivery(deliveryId);
      if (!original) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
      const row = await repo.queue({ ...original, replayOf: original.id }, (trx, queued) =>
        recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'webhook.replayed',
          target: { type: 'webhook_delivery', id: original.id },
          after: { delivery: queued.id, event: queued.event, eventId: queued.event_id },
        }),
      );
      return { delivery: toDelivery(row) };
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
