import {
  catalogue,
  type ApiKey,
  type ApiKeyCreated,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveriesResponse,
  type User,
} from '@powerplay/contracts';
import { json, mockFetch } from '../../../test/render';

export const error = (code: keyof typeof catalogue) =>
  json({ error: { code, ...catalogue[code] } }, catalogue[code].status);

export const TOKEN = 'ppk_live_3Jd8Qm2vXk9sLw0rTq7y';
export const SECRET = 'whsec_9fK2mQ7xLp3sVb8nTz1c';

export const exportKey: ApiKey = {
  id: 3,
  name: 'Accounting export',
  prefix: 'ppk_a1b2',
  scopes: ['results:read', 'entries:read'],
  createdAt: '2026-11-20T15:00:00.000Z',
  createdBy: 'Olivia Ops',
  lastUsedAt: '2026-11-26T09:30:00.000Z',
  revokedAt: null,
};

export const hook: Webhook = {
  id: 5,
  url: 'https://partner.example.org/hooks/powerplay',
  events: ['entry.created', 'prize.paid'],
  enabled: true,
  createdAt: '2026-11-21T15:00:00.000Z',
  createdBy: 'Olivia Ops',
  lastDelivery: { status: 'failed', at: '2026-11-26T10:00:00.000Z' },
};

export const delivery = (id: number, over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  eventId: `evt_${id}`,
  event: 'entry.created',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-26T10:00:00.000Z',
  lastAttemptAt: '2026-11-26T10:00:01.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  lastError: null,
  body: JSON.stringify({ id: `evt_${id}`, type: 'entry.created', data: { entryId: 77 } }),
  replayOf: null,
  ...over,
});

/** The state the fake API keeps: changed by the page's requests as the server would. */
export interface State {
  keys: ApiKey[];
  webhooks: Webhook[];
  /** Each webhook's deliveries, newest first. */
  deliveries: Record<number, WebhookDelivery[]>;
  /** A refusal to answer the next creation with, instead of creating. */
  refuse?: Response;
  /** Who is signed in (`/api/auth/me`), for a test of the whole back office. */
  user?: User;
}

const DELIVERIES = /^\/api\/operator\/webhooks\/(\d+)\/deliveries(?:\?before=(\d+))?$/;
const PAGE = 2;

/**
 * The back office's integrations API over `state` (deliveries come 2 a page here, so "Load more" shows
 * with a few); returns the fetch mock to inspect what the page sent.
 */
export function integrationsApi(state: State) {
  let nextId = 100;
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me' && state.user) return json({ user: state.user });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url === '/api/operator/api-keys' && method === 'POST') {
      if (state.refuse) return state.refuse;
      const key: ApiKey = {
        ...exportKey,
        id: ++nextId,
        name: body.name as string,
        scopes: body.scopes as ApiKey['scopes'],
        prefix: TOKEN.slice(0, 8),
        lastUsedAt: null,
      };
      state.keys.unshift(key);
      return json({ key, token: TOKEN } satisfies ApiKeyCreated, 201);
    }
    if (url === '/api/operator/api-keys') return json({ keys: state.keys });
    const keyId = /^\/api\/operator\/api-keys\/(\d+)$/.exec(url);
    if (keyId && method === 'DELETE') {
      state.keys = state.keys.map((k) =>
        k.id === Number(keyId[1]) ? { ...k, revokedAt: '2026-11-27T12:00:00.000Z' } : k,
      );
      return new Response(null, { status: 204 });
    }
    if (url === '/api/operator/webhooks' && method === 'POST') {
      if (state.refuse) return state.refuse;
      const webhook: Webhook = {
        ...hook,
        id: ++nextId,
        url: body.url as string,
        events: body.events as Webhook['events'],
        lastDelivery: null,
      };
      state.webhooks.unshift(webhook);
      return json({ webhook, secret: SECRET } satisfies WebhookCreated, 201);
    }
    if (url === '/api/operator/webhooks') return json({ webhooks: state.webhooks });
    const hookId = /^\/api\/operator\/webhooks\/(\d+)$/.exec(url);
    if (hookId && method === 'PATCH') {
      const index = state.webhooks.findIndex((w) => w.id === Number(hookId[1]));
      state.webhooks[index] = { ...state.webhooks[index]!, ...body };
      return json({ webhook: state.webhooks[index] });
    }
    if (hookId && method === 'DELETE') {
      state.webhooks = state.webhooks.filter((w) => w.id !== Number(hookId[1]));
      return new Response(null, { status: 204 });
    }
    const ping = /^\/api\/operator\/webhooks\/(\d+)\/ping$/.exec(url);
    if (ping && method === 'POST') {
      const sent = delivery(++nextId, {
        event: 'ping',
        status: 'pending',
        attempts: 0,
        responseStatus: null,
      });
      (state.deliveries[Number(ping[1])] ??= []).unshift(sent);
      return json({ delivery: sent }, 202);
    }
    const replay = /^\/api\/operator\/webhook-deliveries\/(\d+)\/replay$/.exec(url);
    if (replay && method === 'POST') {
      const [webhookId, list] = Object.entries(state.deliveries).find(([, ds]) =>
        ds.some((d) => d.id === Number(replay[1])),
      )!;
      const original = list.find((d) => d.id === Number(replay[1]))!;
      const again = { ...original, id: ++nextId, replayOf: original.id, status: 'pending' as const };
      state.deliveries[Number(webhookId)]!.unshift(again);
      return json({ delivery: again }, 201);
    }
    const log = DELIVERIES.exec(url);
    if (log) {
      const all = state.deliveries[Number(log[1])] ?? [];
      const from = log[2] ? all.findIndex((d) => d.id < Number(log[2])) : 0;
      const page = from === -1 ? [] : all.slice(from, from + PAGE);
      const next = from !== -1 && from + PAGE < all.length ? page[page.length - 1]!.id : null;
      return json({ deliveries: page, next } satisfies WebhookDeliveriesResponse);
    }
    return json({}, 404);
  });
}

/** The JSON bodies the page sent to `url` with `method`. */
export const sent = (fetch: ReturnType<typeof mockFetch>, url: string, method: string) =>
  fetch.mock.calls
    .filter(([u, init]) => u === url && init?.method === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null));
