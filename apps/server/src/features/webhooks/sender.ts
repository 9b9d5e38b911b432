import { isWebhookReceived, nextWebhookAttempt } from '@powerplay/domain';
import type { Clock } from '../../platform/clock';
import { errorFields } from '../../platform/log-fields';
import { asPartner } from '../../platform/partner-context';
import type { Job } from '../../platform/scheduler';
import { postWebhook, type PostOutcome } from './post';
import type { WebhooksRepo } from './repo';
import { deliveryBody } from './service';
import { signWebhook, type SecretBox } from './secrets';

/** A claimed attempt is this process's for this long; a process that dies mid-send leaves it to another then. */
const LEASE_MS = 60_000;
/** The delivery log keeps this long; the sender prunes what is older about once an hour. */
const KEPT_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Sends the partners' webhook deliveries (docs/partner-api.md): each due one is claimed in the database
 * (so one process sends each attempt), POSTed signed, and its outcome recorded — delivered, tried again
 * later with backoff (the domain's rule), or failed for good. Sends run beside the scheduler's loop, at
 * most `maxInFlight` at once: a slow receiver never holds up the draws.
 */
export function webhookSender(deps: {
  repo: WebhooksRepo;
  clock: Clock;
  box: SecretBox;
  privateTargets: boolean;
  log: { warn(obj: object, msg: string): void };
  maxInFlight?: number;
  post?: (
    url: string,
    body: string,
    headers: Record<string, string>,
    privateTargets: boolean,
  ) => Promise<PostOutcome>;
}) {
  const { repo, clock, box, log } = deps;
  const maxInFlight = deps.maxInFlight ?? 16;
  const post = deps.post ?? postWebhook;
  const inFlight = new Set<Promise<void>>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function send(claimed: NonNullable<Awaited<ReturnType<WebhooksRepo['claim']>>>) {
    const body = deliveryBody(claimed);
    const outcome = await post(
      claimed.url,
      body,
      {
        'user-agent': 'Powerplay-Webhooks/1',
        'powerplay-event': claimed.event,
        'powerplay-event-id': claimed.event_id,
        'powerplay-delivery': String(claimed.id),
        'powerplay-signature': signWebhook(
          box.open(claimed.secret_box),
          body,
          Math.floor(clock.now().getTime() / 1000),
        ),
      },
      deps.privateTargets,
    );
    const received = outcome.status !== null && isWebhookReceived(outcome.status);
    const retryAt = received ? null : nextWebhookAttempt(claimed.attempts, clock.now().getTime());
    await repo.record(claimed.id, claimed.attempts, {
      status: received ? 'delivered' : retryAt === null ? 'failed' : 'pending',
      retryAt: retryAt === null ? null : new Date(retryAt),
      responseStatus: outcome.status,
      error: received ? null : (outcome.text ?? (outcome.status !== null ? `HTTP ${outcome.status}` : null)),
    });
  }

  return {
    /** Every partner's due deliveries, as many as there is room to send (and, hourly, the old log pruned). */
    async dueWork(now: Date) {
      if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await repo.prune(new Date(now.getTime() - KEPT_MS));
      }
      const room = maxInFlight - inFlight.size;
      if (room <= 0) return { due: [] };
      const rows = await repo.due(now, room);
      return { due: rows.map((r) => `${r.partner_id}:${r.id}`) };
    },

    /** Claims one delivery (as its partner's, the caller's context) and starts sending it. */
    async start(id: number, now: Date): Promise<void> {
      if (inFlight.size >= maxInFlight) return;
      const claimed = await repo.claim(id, now, new Date(now.getTime() + LEASE_MS));
      if (!claimed) return;
      const sending: Promise<void> = send(claimed)
        // Recorded nowhere: the lease runs out and the attempt is made again.
        .catch((err: unknown) => log.warn({ error: errorFields(err), delivery: id }, 'webhook send failed'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },

    /** Waits for the sends under way (shutdown, tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;

/** The scheduler's adapter: one pass finds every partner's due deliveries; each starts as its partner's. */
export function webhookDeliveriesJob(sender: WebhookSender): Job<string> {
  return {
    name: 'webhook-deliveries',
    shared: true,
    findDue: (now) => sender.dueWork(now),
    runStep: async (work, now) => {
      const [partner, id] = work.split(':').map(Number);
      await asPartner(partner!, () => sender.start(id!, now));
      return false;
    },
  };
}
