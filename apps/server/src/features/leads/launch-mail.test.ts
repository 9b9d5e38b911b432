import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, type TestApp } from '../../../test/helpers';
import { LIVE_RECHECK_MS, launchMailJob, liveGames } from './launch-mail';
import { expectError, leadsKit } from './test-fixtures';

let t: TestApp;
let op: { token: string; user: { id: number; displayName: string } };
let k: ReturnType<typeof leadsKit>;
beforeAll(async () => {
  t = await createTestApp();
  op = await registerOperator(t);
  k = leadsKit(t, op.token);
});
afterAll(() => t?.close());

describe('the launch mail', () => {
  const job = () =>
    launchMailJob({
      leads: t.services.leads,
      live: liveGames({ sports: t.services.sports, draft: t.services.draft }),
    });
  /** One scheduler pass of a job: what it finds due, each item's steps until none is left. */
  async function pass(j = job()) {
    const now = new Date();
    const { due } = await j.findDue(now);
    for (const topic of due) while (await j.runStep(topic, now));
    return due;
  }

  it('mails each requester of a topic once when its game opens, never the unsubscribed, never bingo', async () => {
    const early = await k.notify('draft-day');
    const gone = await k.notify('draft-day');
    const bingo = await k.notify('bingo');
    const crowd = await Promise.all(Array.from({ length: 20 }, () => k.notify('draft-day')));
    const out = await api(t.app, 'POST', '/api/notify-requests/unsubscribe', {
      body: { token: await tokenOf(gone.id) },
    });
    expect(out.json()).toEqual({ result: 'unsubscribed', topic: 'draft-day' });
    // No draft takes entries yet: nobody is mailed.
    expect(await pass()).not.toContain('draft-day');
    expect(await mailsTo(early.email)).toEqual([]);

    const now = Date.now();
    const opened = await api(t.app, 'POST', '/api/operator/draft/contests', {
      token: op.token,
      body: {
        pickDeadline: new Date(now + 3_600_000).toISOString(),
        startAt: new Date(now + 7_200_000).toISOString(),
        mode: 'operator',
        pickIntervalSeconds: 10,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    // Two passes at once (two processes): one mail each, whoever claims it.
    await Promise.all([pass(), pass(), pass()]);
    await pass();
    for (const fan of crowd) expect(await mailsTo(fan.email)).toHaveLength(1);
    const [mail, ...more] = await mailsTo(early.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Draft Day is live on Powerplay');
    expect(mail!.text).toContain(`${t.config.publicOrigin}/draft-day\n`);
    expect(mail!.text).toContain(`${t.config.publicOrigin}/unsubscribe?token=${await tokenOf(early.id)}`);
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(await mailsTo(bingo.email)).toEqual([]);
    const [listed] = (await k.list(`kind=notify&search=${early.email}`)).leads;
    expect(listed!.mailedAt).not.toBeNull();

    // A request made while the game is open is mailed on the next pass, once.
    const late = await k.notify('draft-day');
    await pass();
    await pass();
    expect(await mailsTo(late.email)).toHaveLength(1);
    // "Once" is the database's rule too.
    await expect(
      sql`update notify_requests set mailed_at = now() where id = ${early.id}`.execute(t.database.db),
    ).rejects.toThrow(/written once/);
  });

  it('unsubscribes once and says so after; an unknown link is refused', async () => {
    const fan = await k.notify('nfl');
    const token = await tokenOf(fan.id);
    const send = (body: unknown) => api(t.app, 'POST', '/api/notify-requests/unsubscribe', { body });
    expect((await send({ token })).json()).toEqual({ result: 'unsubscribed', topic: 'nfl' });
    expect((await send({ token })).json()).toEqual({ result: 'already', topic: 'nfl' });
    expectError(await send({ token: '2b1f9a56-3c1e-4b7a-9d7e-0f3b8f1d2a4c' }), 'UNSUBSCRIBE_LINK_INVALID');
    expectError(await send({ token: 'not-a-token' }), 'UNSUBSCRIBE_LINK_MALFORMED');
    const [lead] = (await k.list(`kind=notify&search=${fan.email}`)).leads;
    expect(lead!.unsubscribedAt).not.toBeNull();
  });
});

const mailsTo = (email: string) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).execute();

/** The unsubscribe token of a request (what its launch mail links to). */
async function tokenOf(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('notify_requests')
    .select('unsubscribe_token')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token;
}

describe('the job asks which topics are live sparingly', () => {
  it('again when the waiting topics change or LIVE_RECHECK_MS has passed, never while none wait', async () => {
    let waiting = ['nba'];
    const asked: string[][] = [];
    const mailed: string[] = [];
    const j = launchMailJob({
      leads: {
        topicsAwaitingMail: () => Promise.resolve(waiting),
        mailNext: (topic) => {
          mailed.push(topic);
          return Promise.resolve(false);
        },
      },
      live: (topics) => {
        asked.push([...topics]);
        return Promise.resolve(new Map([['nba', '/select-games/3']]));
      },
    });
    const at = (ms: number) => new Date(1_800_000_000_000 + ms);
    expect((await j.findDue(at(0))).due).toEqual(['nba']);
    expect((await j.findDue(at(1_000))).due).toEqual(['nba']);
    expect(asked).toHaveLength(1);
    expect((await j.findDue(at(LIVE_RECHECK_MS))).due).toEqual(['nba']);
    expect(asked).toHaveLength(2);
    waiting = ['bingo', 'nba'];
    expect((await j.findDue(at(LIVE_RECHECK_MS + 1))).due).toEqual(['nba']);
    expect(asked.at(-1)).toEqual(['bingo', 'nba']);
    waiting = [];
    expect((await j.findDue(at(LIVE_RECHECK_MS + 2))).due).toEqual([]);
    expect(asked).toHaveLength(3);
    await j.runStep('nba', at(0));
    expect(mailed).toEqual([]); // nothing was due: no claim either
  });
});
