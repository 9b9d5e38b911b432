import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  catalogue,
  WEBHOOKS_MAX,
  type MessageCode,
  type OperatorAuditResponse,
  type WebhookCreated,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
} from '@powerplay/contracts';
import { WEBHOOK_MAX_ATTEMPTS } from '@powerplay/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { busyBooks } from '../../../test/books-fixtures';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  withdrawalBody,
  type TestApp,
} from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { asPartner } from '../../platform/partner-context';
import { isPrivateAddress, postWebhook } from './post';
import { verifyWebhook } from './secrets';

/** A partner's receiver: every POST it got, answering with the status a test sets. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let received: Received[] = [];
let answer = 200;
let url: string;

const clock = fakeClock('2026-12-10T12:00:00Z');
let t: TestApp;
let op: Awaited<ReturnType<typeof registerOperator>>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (answer >= 300 && answer < 400) res.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      res.writeHead(answer).end(answer >= 400 ? 'receiver says no' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/powerplay`;
  t = await createTestApp({ clock });
  op = await registerOperator(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  received = [];
  answer = 200;
  // Each test starts with no webhook, so none hears another test's events.
  await asPartner(1, () => t.database.db.deleteFrom('webhook_endpoints').execute());
});

const expectError = (res: LightMyRequestResponse, code: MessageCode) => {
  expect(res.statusCode, res.body).toBe(catalogue[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: catalogue[code].message } });
};
const create = (body: unknown, token = op.token) =>
  api(t.app, 'POST', '/api/operator/webhooks', { token, body });
const newWebhook = async (events: string[]) => {
  const res = await create({ url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookCreated>();
};
const deliveries = async (id: number, query = '') => {
  const res = await api(t.app, 'GET', `/api/operator/webhooks/${id}/deliveries${query}`, { token: op.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookDeliveriesResponse>();
};
/** A player who asks for a withdrawal (one `withdrawal.changed` event). */
const withdrawingPlayer = async () => {
  const player = await registerPlayer(t.app);
  const credited = await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
    token: op.token,
    body: { userId: player.user.id, amountCents: 50_000, kind: 'cash', reason: 'Welcome bonus' },
    headers: { 'idempotency-key': `webhooks-${player.user.id}` },
  });
  expect(credited.statusCode, credited.body).toBe(201);
  const asked = await api(t.app, 'POST', '/api/wallet/withdrawals', {
    token: player.token,
    body: withdrawalBody(10_000),
    headers: { 'idempotency-key': `webhooks-w-${player.user.id}` },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return player;
};
/** One pass of the sender, as the scheduler makes it, and the sends it started. */
const sendDue = async () => {
  const sender = t.services.webhookSender;
  const { due } = await sender.dueWork(clock.now());
  for (const work of due) {
    const [partner, id] = work.split(':').map(Number);
    await asPartner(partner!, () => sender.start(id!, clock.now()));
  }
  await sender.settled();
  return due.length;
};

describe('webhooks: keeping them', () => {
  it('are an operator’s: anonymous callers and players are refused', async () => {
    expectError(await api(t.app, 'GET', '/api/operator/webhooks'), 'AUTH_REQUIRED');
    const player = await registerPlayer(t.app);
    expectError(await create({ url, events: ['prize.paid'] }, player.token), 'FORBIDDEN');
  });

  it('refuses a bad address or no events with the catalogue’s messages, and writes nothing', async () => {
    expectError(await create({ events: ['prize.paid'] }), 'WEBHOOK_URL_REQUIRED');
    expectError(await create({ url: ' ', events: ['prize.paid'] }), 'WEBHOOK_URL_REQUIRED');
    for (const bad of [
      'ftp://example.org/x',
      'example.org/hooks',
      'https://user:pw@example.org/x',
      'https://',
      `https://e.org/${'a'.repeat(500)}`,
    ])
      expectError(await create({ url: bad, events: ['prize.paid'] }), 'WEBHOOK_URL_INVALID');
    expectError(await create({ url, events: [] }), 'WEBHOOK_EVENTS_REQUIRED');
    expectError(await create({ url, events: ['everything'] }), 'WEBHOOK_EVENTS_REQUIRED');
    expectError(await create([1, 2]), 'WEBHOOK_URL_REQUIRED');
    expect((await api(t.app, 'GET', '/api/operator/webhooks', { token: op.token })).json()).toEqual({
      webhooks: [],
    });
  });

  it('shows the signing secret once and keeps it sealed', async () => {
    const { webhook, secret } = await newWebhook(['prize.paid', 'entry.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url,
      events: ['entry.created', 'prize.paid'],
      enabled: true,
      lastDelivery: null,
    });
    const listed = await api(t.app, 'GET', '/api/operator/webhooks', { token: op.token });
    expect(listed.body).not.toContain(secret);
    const { rows } = await sql<{ row: string }>`select w::text as row from webhook_endpoints w`.execute(
      t.owner,
    );
    expect(rows[0]!.row).not.toContain(secret.slice(6));
  });

  it('changes, switches off and removes one, each audited; unknown ids are not found', async () => {
    const { webhook } = await newWebhook(['prize.paid']);
    const path = `/api/operator/webhooks/${webhook.id}`;
    const off = await api(t.app, 'PATCH', path, {
      token: op.token,
      body: { enabled: false, events: ['withdrawal.changed'] },
    });
    expect(off.json()).toMatchObject({ webhook: { enabled: false, events: ['withdrawal.changed'] } });
    expectError(await api(t.app, 'PATCH', path, { token: op.token, body: {} }), 'BAD_REQUEST');
    expectError(
      await api(t.app, 'PATCH', path, { token: op.token, body: { url: 'nope' } }),
      'WEBHOOK_URL_INVALID',
    );
    expectError(
      await api(t.app, 'PATCH', '/api/operator/webhooks/999999', {
        token: op.token,
        body: { enabled: true },
      }),
      'WEBHOOK_NOT_FOUND',
    );
    const audit = await api(t.app, 'GET', '/api/operator/audit?action=webhook.changed', { token: op.token });
    expect(audit.json<OperatorAuditResponse>().entries[0]).toMatchObject({
      targetId: String(webhook.id),
      before: { enabled: true, events: ['prize.paid'] },
      after: { enabled: false, events: ['withdrawal.changed'] },
    });
    expect((await api(t.app, 'DELETE', path, { token: op.token })).statusCode).toBe(204);
    expectError(await api(t.app, 'DELETE', path, { token: op.token }), 'WEBHOOK_NOT_FOUND');
    expectError(await api(t.app, 'GET', `${path}/deliveries`, { token: op.token }), 'WEBHOOK_NOT_FOUND');
    expectError(
      await api(t.app, 'GET', '/api/operator/webhooks/0x1/deliveries', { token: op.token }),
      'WEBHOOK_NOT_FOUND',
    );
  });

  it(`holds at most ${WEBHOOKS_MAX} per partner, even when added at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: WEBHOOKS_MAX + 2 }, () => create({ url, events: ['prize.paid'] })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(WEBHOOKS_MAX);
    for (const r of results.filter((r) => r.statusCode !== 201)) expectError(r, 'WEBHOOKS_TOO_MANY');
  });
});

describe('webhooks: the events', () => {
  it('records every event a partner’s books make, in the transactions that make them', async () => {
    const { webhook } = await newWebhook([
      'entry.created',
      'contest.settled',
      'prize.paid',
      'withdrawal.changed',
    ]);
    const books = await busyBooks(t, clock, op.token);
    const log: WebhookDelivery[] = [];
    for (
      let page = await deliveries(webhook.id);
      ;
      page = await deliveries(webhook.id, `?before=${page.next}`)
    ) {
      log.push(...page.deliveries);
      if (page.next === null) break;
    }
    const data = (d: WebhookDelivery) =>
      JSON.parse(d.body) as { id: string; type: string; data: Record<string, unknown> };
    const of = (type: string) => log.filter((d) => d.event === type).map((d) => data(d).data);

    expect(of('entry.created')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'lottery',
          contestId: books.game.id,
          playerId: books.winner.user.id,
        }),
        expect.objectContaining({
          kind: 'sports',
          contestId: books.contestId,
          playerId: books.loser.user.id,
        }),
        expect.objectContaining({ kind: 'draft', contestId: books.draftId, playerId: books.winner.user.id }),
      ]),
    );
    expect(of('contest.settled')).toEqual(
      expect.arrayContaining([
        { kind: 'lottery', contestId: books.game.id, version: 1 },
        { kind: 'sports', contestId: books.contestId, version: 1 },
        { kind: 'draft', contestId: books.draftId, version: 1 },
      ]),
    );
    const prizes = of('prize.paid');
    expect(prizes.length).toBeGreaterThan(0);
    expect(
      prizes.filter((p) => p.playerId !== books.winner.user.id && p.playerId !== books.loser.user.id),
    ).toEqual([]);
    expect(of('withdrawal.changed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ withdrawalId: books.withdrawals[0], status: 'pending' }),
        expect.objectContaining({ withdrawalId: books.withdrawals[1], status: 'pending' }),
        expect.objectContaining({ withdrawalId: books.withdrawals[1], status: 'cancel' }),
      ]),
    );
    // Each event once, under its own id; nothing else (no operator credit is a prize).
    expect(new Set(log.map((d) => d.eventId)).size).toBe(log.length);
    expect(log.filter((d) => d.status !== 'pending' || d.attempts !== 0)).toEqual([]);
  }, 60_000);

  it('sends them signed; the receiver verifies the signature and drops nothing', async () => {
    const { webhook, secret } = await newWebhook(['withdrawal.changed']);
    const player = await withdrawingPlayer();
    expect(await sendDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'powerplay-event': 'withdrawal.changed',
    });
    expect(
      verifyWebhook(
        secret,
        got!.body,
        String(got!.headers['powerplay-signature']),
        clock.now().getTime() / 1000,
      ),
    ).toBe(true);
    // A changed body, another secret, or an old signature is not ours.
    expect(
      verifyWebhook(
        secret,
        `${got!.body} `,
        String(got!.headers['powerplay-signature']),
        clock.now().getTime() / 1000,
      ),
    ).toBe(false);
    expect(
      verifyWebhook(
        'whsec_other',
        got!.body,
        String(got!.headers['powerplay-signature']),
        clock.now().getTime() / 1000,
      ),
    ).toBe(false);
    expect(
      verifyWebhook(
        secret,
        got!.body,
        String(got!.headers['powerplay-signature']),
        clock.now().getTime() / 1000 + 301,
      ),
    ).toBe(false);
    const event = JSON.parse(got!.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'withdrawal.changed',
      data: { playerId: player.user.id, amountCents: 10_000, status: 'pending' },
    });
    expect(got!.headers['powerplay-event-id']).toBe(event.id);
    const [logged] = (await deliveries(webhook.id)).deliveries;
    expect(logged).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      body: got!.body,
    });
    // Delivered: nothing more to send.
    expect(await sendDue()).toBe(0);
  });

  it('tries a failed delivery again with backoff, and gives up after the last attempt', async () => {
    const { webhook } = await newWebhook(['entry.created']);
    answer = 500;
    const ping = await api(t.app, 'POST', `/api/operator/webhooks/${webhook.id}/ping`, { token: op.token });
    expect(ping.statusCode, ping.body).toBe(202);
    const audit = await api(t.app, 'GET', '/api/operator/audit?action=webhook.pinged', { token: op.token });
    expect(audit.json<OperatorAuditResponse>().entries[0]).toMatchObject({
      operatorId: op.user.id,
      targetId: String(webhook.id),
    });
    await sendDue();
    let [d] = (await deliveries(webhook.id)).deliveries;
    expect(d).toMatchObject({
      event: 'ping',
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'receiver says no',
    });
    expect(new Date(d!.nextAttemptAt!).getTime() - clock.now().getTime()).toBe(60_000);
    // Not due yet: nothing is sent.
    expect(await sendDue()).toBe(0);
    clock.advance(60_000);
    answer = 302;
    await sendDue();
    [d] = (await deliveries(webhook.id)).deliveries;
    expect(d).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 302 });
    expect(received).toHaveLength(2);
    // To the last attempt: then it is failed for good.
    for (let attempt = 3; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      clock.advance(86_400_000);
      expect(await sendDue()).toBe(1);
    }
    [d] = (await deliveries(webhook.id)).deliveries;
    expect(d).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    clock.advance(86_400_000);
    expect(await sendDue()).toBe(0);
  });

  it('replays a delivery as a new one with the same event and body, audited', async () => {
    const { webhook } = await newWebhook(['entry.created']);
    await api(t.app, 'POST', `/api/operator/webhooks/${webhook.id}/ping`, { token: op.token });
    await sendDue();
    const [first] = (await deliveries(webhook.id)).deliveries;
    const replay = await api(t.app, 'POST', `/api/operator/webhook-deliveries/${first!.id}/replay`, {
      token: op.token,
    });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toMatchObject({
      delivery: { eventId: first!.eventId, body: first!.body, replayOf: first!.id, status: 'pending' },
    });
    await sendDue();
    expect(received.map((r) => r.body)).toEqual([first!.body, first!.body]);
    expectError(
      await api(t.app, 'POST', '/api/operator/webhook-deliveries/999999/replay', { token: op.token }),
      'WEBHOOK_DELIVERY_NOT_FOUND',
    );
    const audit = await api(t.app, 'GET', '/api/operator/audit?action=webhook.replayed', { token: op.token });
    expect(audit.json<OperatorAuditResponse>().entries[0]).toMatchObject({ targetId: String(first!.id) });
  });

  it('sends each attempt once when two senders reach it together', async () => {
    const { webhook } = await newWebhook(['entry.created']);
    await api(t.app, 'POST', `/api/operator/webhooks/${webhook.id}/ping`, { token: op.token });
    const [queued] = (await deliveries(webhook.id)).deliveries;
    const sender = t.services.webhookSender;
    await asPartner(1, () =>
      Promise.all([sender.start(queued!.id, clock.now()), sender.start(queued!.id, clock.now())]),
    );
    await sender.settled();
    expect(received).toHaveLength(1);
  });

  it('holds a switched-off webhook’s events and queues none for it meanwhile', async () => {
    const { webhook } = await newWebhook(['entry.created']);
    await api(t.app, 'POST', `/api/operator/webhooks/${webhook.id}/ping`, { token: op.token });
    await api(t.app, 'PATCH', `/api/operator/webhooks/${webhook.id}`, {
      token: op.token,
      body: { enabled: false },
    });
    expect(await sendDue()).toBe(0);
    await api(t.app, 'PATCH', `/api/operator/webhooks/${webhook.id}`, {
      token: op.token,
      body: { enabled: true },
    });
    expect(await sendDue()).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('keeps 30 days of delivered and failed deliveries, and every pending one', async () => {
    const { webhook } = await newWebhook(['entry.created']);
    const old = new Date(clock.now().getTime() - 60 * 86_400_000);
    const recent = new Date(clock.now().getTime() - 86_400_000);
    const rows = await sql<{ id: number; status: string }>`
      insert into webhook_deliveries (partner_id, endpoint_id, event_id, event, data, created_at, status)
      values (1, ${webhook.id}, gen_random_uuid(), 'ping', '{}', ${old}, 'delivered'),
             (1, ${webhook.id}, gen_random_uuid(), 'ping', '{}', ${old}, 'failed'),
             (1, ${webhook.id}, gen_random_uuid(), 'ping', '{}', ${recent}, 'delivered')
      returning id, status`.execute(t.owner);
    // An old pending one (its endpoint switched off meanwhile): still to be sent, so kept.
    await sql`insert into webhook_deliveries (partner_id, endpoint_id, event_id, event, data, created_at)
              values (1, ${webhook.id}, gen_random_uuid(), 'ping', '{}', ${old})`.execute(t.owner);
    await api(t.app, 'PATCH', `/api/operator/webhooks/${webhook.id}`, {
      token: op.token,
      body: { enabled: false },
    });
    // The sender prunes as it looks for work, about once an hour.
    clock.advance(3_600_000);
    await sendDue();
    const kept = (await deliveries(webhook.id)).deliveries;
    expect(kept.map((d) => d.id)).not.toContain(rows.rows[0]!.id);
    expect(kept.map((d) => d.id)).not.toContain(rows.rows[1]!.id);
    expect(kept.map((d) => d.id)).toContain(rows.rows[2]!.id);
    expect(kept.filter((d) => d.status === 'pending')).toHaveLength(1);
  });

  it('tells each partner of its own events only', async () => {
    const { webhook } = await newWebhook(['withdrawal.changed']);
    const other = await t.services.partners.create({
      slug: 'hooks-b',
      name: 'Hooks B',
      domains: ['hooks-b.example.org'],
    });
    // Partner B's webhook for the same event (written as the tables' owner: B has no operator here).
    await sql`insert into webhook_endpoints (partner_id, url, events, secret_box, created_by, created_at)
              values (${other.id}, ${url}, array['withdrawal.changed'], 'v1.x.y.z', ${op.user.id}, now())`.execute(
      t.owner,
    );
    await withdrawingPlayer();
    const { rows } = await sql<{ partner_id: number; n: number }>`
      select partner_id, count(*)::int as n from webhook_deliveries group by 1 order by 1`.execute(t.owner);
    expect(rows.find((r) => r.partner_id === other.id)).toBeUndefined();
    expect((await deliveries(webhook.id)).deliveries).toHaveLength(1);
  });
});

describe('webhooks: where they may go', () => {
  it('knows the private networks', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a private address unless the deployment allows it, by IP and after DNS', async () => {
    const at = { 'user-agent': 'test' };
    expect(await postWebhook(url, '{}', at, false)).toEqual({
      status: null,
      text: 'address not allowed (a private network)',
    });
    const byName = url.replace('127.0.0.1', 'localhost');
    expect(await postWebhook(byName, '{}', at, false)).toEqual({
      status: null,
      text: 'address not allowed (a private network)',
    });
    expect(received).toHaveLength(0);
    expect(await postWebhook(url, '{}', at, true)).toEqual({ status: 200, text: null });
  });

  it('records a receiver that does not answer as an error to try again', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    const outcome = await postWebhook(`http://127.0.0.1:${closed}/x`, '{}', {}, true);
    expect(outcome.status).toBeNull();
    expect(outcome.text).toMatch(/ECONNREFUSED/);
  });
});
