import { catalogue, notificationsResponseSchema } from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawBalls } from '@powerplay/domain';
import { lotteryDrawsJob } from '../src/features/lottery';
import { schedulerJobs } from '../src/jobs';
import { createServices } from '../src/services';
import { LOOK_EVERY_MS } from '../src/features/notifications';
import { fakeClock } from '../src/platform/clock';
import { asPartner, DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import {
  api,
  createTestApp,
  newPlayer,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from './helpers';
import { startSmtp } from './smtp';
import { openStream } from './sse';

/**
 * Notifications (docs/rules/notifications.md): "starts soon" made once per player and game by the job,
 * in the centre and over the player's stream; mail through the outbox and a real SMTP server, batched,
 * at most one "starts soon" an hour, one-click unsubscribe (RFC 8058), nothing to a self-excluded
 * player. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), on PostgreSQL, where two
 * services' jobs race for the same notifications.
 */
const MIN = 60_000;
const clock = fakeClock('2026-12-08T10:00:00Z');
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let base = '';
beforeAll(async () => {
  smtp = await startSmtp();
  // No scheduler: the test runs the notifications job and the mail relay itself, step by step.
  t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, JOBS: 'none' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Player = Awaited<ReturnType<typeof registerPlayer>>;
const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: keyof typeof catalogue } }>().error;
const centre = async (p: Player) =>
  notificationsResponseSchema.parse(
    (await api(t.app, 'GET', '/api/notifications', { token: p.token })).json(),
  );

/** A draw starting an hour or so from now, with these players' numbers in it. */
async function drawWith(
  operatorToken: string,
  players: Player[],
  numbers = (_p: Player) => [1, 2, 3, 4, 5, 6, 7],
) {
  const gameId = await scheduleLotteryGame(t.app, operatorToken, clock.now());
  for (const p of players) {
    const res = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
      token: p.token,
      body: { numbers: numbers(p) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const game = await t.database.db
    .selectFrom('lottery_games')
    .select('start_at')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  return { gameId, startAt: game.start_at };
}

/** The notifications job's passes as the scheduler runs them (every partner is the default one here). */
async function notificationsPass(services = t.services) {
  const job = schedulerJobs(services, t.config).notifications();
  const { due } = await job.findDue(clock.now());
  for (const work of due) while (await job.runStep(work, clock.now()));
}
/** Relays the outbox; each send resolves once the SMTP server has the mail. */
const relay = async () => {
  while ((await t.services.mailer.relay()) > 0);
};
/** The notification mails a player got (their sign-up's verification mail aside). */
const mailsTo = (p: Player) =>
  smtp.received.filter(
    (m) =>
      (m.to && !Array.isArray(m.to) ? m.to.text : '') === p.credentials.email &&
      m.headerLines.some((h) => h.key === 'list-unsubscribe'),
  );

describe('notifications', () => {
  it('tells each player with an entry "starts soon" once, in the centre, over their stream and by one mail', async () => {
    const operator = await registerOperator(t);
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const a = await drawWith(operator.token, [ann, bob]);
    const b = await drawWith(operator.token, [ann, bob]);
    const stream = await openStream(`${base}/api/me/events`, { authorization: `Bearer ${ann.token}` });
    try {
      // Before the look that may tell it (one look's interval ahead of its ten minutes): not yet.
      clock.set(new Date(a.startAt.getTime() - 10 * MIN - LOOK_EVERY_MS - 1));
      await notificationsPass();
      expect((await centre(ann)).notifications).toEqual([]);
      // Within ten minutes of both: each told of each, once, however often the job looks.
      clock.set(new Date(a.startAt.getTime() - 9 * MIN));
      await notificationsPass();
      await notificationsPass();
      const mine = await centre(ann);
      expect(mine.unread).toBe(2);
      expect(mine.notifications.map((n) => [n.kind, n.title, n.message, n.link, n.read])).toEqual([
        [
          'starts_soon',
          'Starting soon',
          'Lotto 747 draw starts in 10 minutes.',
          `/747-draw?game=${b.gameId}`,
          false,
        ],
        [
          'starts_soon',
          'Starting soon',
          'Lotto 747 draw starts in 10 minutes.',
          `/747-draw?game=${a.gameId}`,
          false,
        ],
      ]);
      const heard = await stream.until(
        (events) => events.filter((e) => e.event === 'notification').length >= 2,
      );
      expect(
        heard.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as unknown),
      ).toEqual(expect.arrayContaining(mine.notifications.map((n) => ({ id: n.id }))));
    } finally {
      await stream.close();
    }

    // One mail each for both games (batched), through the outbox and SMTP, with its one-click unsubscribe.
    await relay();
    const [mail, ...more] = mailsTo(ann);
    expect(more).toEqual([]);
    expect(mailsTo(bob)).toHaveLength(1);
    expect(mail!.subject).toBe('Starting in 10 minutes on Powerplay');
    expect(mail!.text).toContain(
      'Starting in 10 minutes:\nLotto 747 draw starts in 10 minutes.\nLotto 747 draw starts in 10 minutes.',
    );
    expect(mail!.html).toContain('Lotto 747 draw starts in 10 minutes.');
    // Both parts say why it came, in the same words.
    expect(mail!.text).toContain('You get this mail because "Starts soon" mail is on in your account.');
    expect(mail!.html).toContain(
      'You get this mail because &quot;Starts soon&quot; mail is on in your account.',
    );
    expect(mail!.html).toContain('>Open it</a>');
    expect(mail!.html).toContain(
      '>Unsubscribe from these</a> · <a href="http://localhost:3000/my-account/notifications">Choose what you get</a>',
    );
    const unsubscribeLine = mail!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line;
    expect(mail!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(unsubscribeLine)![1]!;
    // The text's link opens a page that asks first (mail scanners open links); the same token.
    const token = new URL(unsubscribe).searchParams.get('token')!;
    expect(mail!.text).toContain(`http://localhost:3000/unsubscribe?mail=${token}`);

    // The mail client's one-click POST (no session): Ann's "starts soon" mail is off, nothing else.
    const url = new URL(unsubscribe);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ kind: 'starts_soon', kindName: 'Starts soon' });
    const prefs = await api(t.app, 'GET', '/api/notifications/preferences', { token: ann.token });
    expect(prefs.json()).toMatchObject({ email: { starts_soon: false, settled: true, live: false } });

    // Two hours on, the next draw: both are told in the centre; only Bob by mail (Ann turned it off).
    clock.set(new Date(a.startAt.getTime() + 2 * 60 * MIN));
    const c = await drawWith(operator.token, [ann, bob]);
    clock.set(new Date(c.startAt.getTime() - 5 * MIN));
    await notificationsPass();
    await relay();
    expect((await centre(ann)).unread).toBe(3);
    expect(mailsTo(ann)).toHaveLength(1);
    expect(mailsTo(bob)).toHaveLength(2);
  });

  it("tells an Elite 8 draw's players that picks locked, an hour before the draw, once", async () => {
    const operator = await registerOperator(t);
    const ann = await registerPlayer(t.app);
    const scheduled = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: operator.token,
      body: {
        gameType: 'elite8',
        startAt: new Date(clock.now().getTime() + 3 * 60 * MIN).toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const gameId = scheduled.json<{ game: { id: number } }>().game.id;
    // Elite 8's first entry of a week answers its skill-testing question ("a × b + c − d").
    const { skillQuestion } = (
      await api(t.app, 'GET', `/api/lottery/games/${gameId}/entry`, { token: ann.token })
    ).json<{ skillQuestion: string }>();
    const [, a, b, c, d] = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(skillQuestion)!.map(Number);
    const picked = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
      token: ann.token,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7, 8], skillAnswer: a! * b! + c! - d! },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const { pick_deadline: deadline } = await t.database.db
      .selectFrom('lottery_games')
      .select('pick_deadline')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    const locked = async () => (await centre(ann)).notifications.filter((n) => n.kind === 'locked');

    clock.set(new Date(deadline.getTime() - 1));
    await notificationsPass();
    expect(await locked()).toEqual([]);
    // A look a few seconds after the lock tells it; the next looks tell nothing more.
    for (const late of [3_000, 8_000]) {
      clock.set(new Date(deadline.getTime() + late));
      await notificationsPass();
    }
    expect((await locked()).map((n) => [n.title, n.message, n.link])).toEqual([
      ['Entries locked', 'Elite 8 draw: entries are locked. Good luck!', `/elite8-draw?game=${gameId}`],
    ]);
  });

  it('mails "starts soon" at most once an hour, and nothing to a self-excluded player', async () => {
    const operator = await registerOperator(t);
    const [cat, dan] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const first = await drawWith(operator.token, [cat, dan]);
    // Dan steps away after entering: his games still tell him in the centre, never by mail.
    const excluded = await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: dan.token,
      body: { period: '24h' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    clock.set(new Date(first.startAt.getTime() - 9 * MIN));
    await notificationsPass();
    await relay();
    expect(mailsTo(cat)).toHaveLength(1);
    // Half an hour on, another game: told in the centre, not mailed (within the hour).
    clock.set(new Date(first.startAt.getTime() - 60 * MIN));
    const second = await drawWith(operator.token, [cat]);
    clock.set(new Date(second.startAt.getTime() - 9 * MIN));
    expect(second.startAt.getTime() - first.startAt.getTime()).toBeLessThan(60 * MIN);
    await notificationsPass();
    await relay();
    expect((await centre(cat)).unread).toBe(2);
    expect(mailsTo(cat)).toHaveLength(1);
    expect((await centre(dan)).unread).toBe(1);
    expect(mailsTo(dan)).toHaveLength(0);
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'mail'])
      .where('user_id', 'in', [cat.user.id, dan.user.id])
      .orderBy('id')
      .execute();
    // Each player's notifications in the order they were made (the players' order among them is not).
    const mailOf = (p: Player) => rows.filter((r) => r.user_id === p.user.id).map((r) => r.mail);
    expect(mailOf(cat)).toEqual(['sent', 'skipped']);
    expect(mailOf(dan)).toEqual(['skipped']);
  });

  it('decides every mail over many steps, one a step passed by (locked elsewhere) in a later pass', async () => {
    const eve = await registerPlayer(t.app);
    // 450 "live" notifications (not mailed by default): three steps of 200, 200 and 50.
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 450; i++)
        await t.services.notifications.notify(
          trx,
          { kind: 'live', subject: `bulk:${eve.user.id}:${i}`, params: { game: `Game ${i}` } },
          [{ userId: eve.user.id, link: '/game-central' }],
        );
    });
    const pending = async () =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', eve.user.id)
          .where('mail', '=', 'pending')
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    const drain = async () => {
      let decided = 0;
      for (let n; (n = await t.services.notifications.mailStep()) > 0;) decided += n;
      return decided;
    };
    const [first] = await pending();
    if (!process.env.DATABASE_URL) {
      expect(await drain()).toBe(450);
    } else {
      // Another process holds the first row (its step in flight): the steps go past it, and the pass
      // after the last full step starts from the beginning again and decides it once it is let go.
      let letGo!: () => void;
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const other = t.owner.transaction().execute(async (trx) => {
        await sql`select id from notifications where id = ${first} for update`.execute(trx);
        held();
        await new Promise<void>((resolve) => (letGo = resolve));
      });
      await holding;
      expect(await drain()).toBe(449);
      expect(await pending()).toEqual([first]);
      letGo();
      await other;
      expect(await drain()).toBe(1);
    }
    expect(await pending()).toEqual([]);
  });

  it("keeps each partner's place in the mail: one partner's full step passes over no other's rows", async () => {
    const host = 'north-mail.test';
    const north = (
      await t.services.partners.create({ slug: 'north-mail', name: 'North Mail', domains: [host] })
    ).id;
    // Every process hears of the new partner; this one's directory is rebuilt on its event.
    const onNorth = { host, origin: `http://${host}` };
    await vi.waitFor(async () =>
      expect((await api(t.app, 'GET', '/api/brand', { headers: onNorth })).json()).toMatchObject({
        brand: { siteName: 'North Mail' },
      }),
    );
    const registered = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer(),
      headers: onNorth,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const nia = registered.json<{ user: { id: number } }>().user.id;
    const ola = (await registerPlayer(t.app)).user.id;
    const tell = (partner: number, userId: number, count: number, tag: string) =>
      asPartner(partner, () =>
        t.database.db.transaction().execute(async (trx) => {
          for (let i = 0; i < count; i++)
            await t.services.notifications.notify(
              trx,
              { kind: 'live', subject: `${tag}:${i}`, params: { game: `Game ${i}` } },
              [{ userId, link: '/game-central' }],
            );
        }),
      );
    // North's one first, then 250 of the default partner's, all with higher ids.
    await tell(north, nia, 1, 'north');
    await tell(DEFAULT_PARTNER_ID, ola, 250, 'south');
    const step = (partner: number) => asPartner(partner, () => t.services.notifications.mailStep());
    expect(await step(DEFAULT_PARTNER_ID)).toBe(200);
    // The default partner's step stopped at its 200th row: north's, lower, is still found at once.
    expect(await step(north)).toBe(1);
    while ((await step(DEFAULT_PARTNER_ID)) > 0);
    const pending = await t.owner
      .selectFrom('notifications')
      .select('user_id')
      .where('user_id', 'in', [nia, ola])
      .where('mail', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('marks read only the player’s own; refuses bad input with the catalogue’s words, changing nothing', async () => {
    const operator = await registerOperator(t);
    const [eve, fay] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const g = await drawWith(operator.token, [eve, fay]);
    clock.set(new Date(g.startAt.getTime() - 9 * MIN));
    await notificationsPass();
    const [evesOwn] = (await centre(eve)).notifications;
    const [faysOwn] = (await centre(fay)).notifications;
    const read = (p: Player, body: unknown) =>
      api(t.app, 'POST', '/api/notifications/read', { token: p.token, body });

    const others = await read(eve, { ids: [evesOwn!.id, faysOwn!.id] });
    expect(others.statusCode).toBe(404);
    expect(errorOf(others).code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await centre(eve)).unread).toBe(1);
    expect((await centre(fay)).unread).toBe(1);
    for (const body of [{}, { ids: [] }, { ids: [evesOwn!.id], all: true }, { all: false }])
      expect((await read(eve, body)).statusCode).toBe(400);
    // An id that cannot be one is no notification of hers.
    expect(errorOf(await read(eve, { ids: ['x'] })).code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await read(eve, { ids: [evesOwn!.id] })).json()).toEqual({ unread: 0 });
    expect((await read(fay, { all: true })).json()).toEqual({ unread: 0 });
    expect((await centre(eve)).notifications[0]!.read).toBe(true);

    const put = (body: unknown) =>
      api(t.app, 'PUT', '/api/notifications/preferences', { token: eve.token, body });
    expect(errorOf(await put({ email: { nope: true } })).code).toBe('NOTIFICATION_KIND_INVALID');
    expect(errorOf(await put({ email: {} })).code).toBe('BAD_REQUEST');
    expect((await put({ email: { live: true, settled: false } })).json()).toMatchObject({
      email: { starts_soon: true, live: true, settled: false },
    });
    expect((await api(t.app, 'GET', '/api/notifications')).statusCode).toBe(401);

    const unsubscribe = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      });
    const good = t.services.notifications.unsubscribeToken(eve.user.id, 'settled');
    const tampered = good.replace(/_(\d+)_/, (_m, k: string) => `_${(Number(k) + 1) % 8}_`);
    for (const token of [
      tampered,
      `${fay.user.id}${good.slice(String(eve.user.id).length)}`,
      'short',
      'x'.repeat(40),
    ]) {
      const res = await unsubscribe(token);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect((await unsubscribe(good)).statusCode).toBe(200);
  });

  it('makes each notification once when two services run the job at the same time', async () => {
    const operator = await registerOperator(t);
    const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(t.app)));
    const g = await drawWith(operator.token, players);
    clock.set(new Date(g.startAt.getTime() - 9 * MIN));
    // A second set of services on the same database: another process's jobs, with their own memory.
    const other = createServices({ config: t.config, database: t.database, clock });
    await Promise.all([notificationsPass(), notificationsPass(other), notificationsPass(other)]);
    const rows = await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject', '=', `lottery:${g.gameId}`)
      .execute();
    expect(rows.map((r) => r.user_id).sort((x, y) => x - y)).toEqual(
      players.map((p) => p.user.id).sort((x, y) => x - y),
    );
  });

  it("tells a draw's players it went live, then what each won, in the draw's transactions", async () => {
    const operator = await registerOperator(t);
    const [gil, hal] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    // The draw's balls follow from its committed seed: Gil picks them all, Hal none of them.
    const gameId = await scheduleLotteryGame(t.app, operator.token, clock.now());
    const game = await t.database.db
      .selectFrom('lottery_games')
      .select(['seed', 'range_min', 'range_max', 'ball_count', 'start_at'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    const balls = drawBalls(game.seed, String(gameId), game.ball_count, {
      min: game.range_min,
      max: game.range_max,
    });
    const missing = Array.from({ length: game.range_max }, (_, i) => i + 1).filter((n) => !balls.includes(n));
    for (const [p, numbers] of [
      [gil, balls.slice(0, 7)],
      [hal, missing.slice(0, 7)],
    ] as const) {
      const res = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: p.token,
        body: { numbers },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const job = lotteryDrawsJob(t.services.lotteryDraws);
    const later = new Date(game.start_at.getTime() + 3_600_000);
    const { due } = await job.findDue(later);
    for (const work of due) while (await job.runStep(work, later));

    const link = `/747-draw?game=${gameId}`;
    const gils = (await centre(gil)).notifications.map((n) => [n.kind, n.title, n.message, n.link]);
    expect(gils[0]).toEqual([
      'settled',
      'You won!',
      expect.stringMatching(/^Lotto 747 draw: you won \$[\d,.]+\.$/),
      link,
    ]);
    expect(gils).toContainEqual([
      'live',
      'Live now',
      'Lotto 747 draw is live: watch it and play your powerplays.',
      link,
    ]);
    expect((await centre(hal)).notifications[0]).toMatchObject({
      kind: 'settled',
      title: 'Results are in',
      message: 'Lotto 747 draw: no prize this time.',
    });
    // Results are mailed by default; "gone live" is not.
    clock.set(later);
    await notificationsPass();
    await relay();
    expect(mailsTo(gil).map((m) => m.subject)).toEqual(['You won!']);
    expect(mailsTo(hal).map((m) => m.subject)).toEqual(['Results are in']);
  });
});
