import type { ContestsResponse, SportsContest, SportsResponse } from '@powerplay/contracts';
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
  const pass = (j = job()) => passOf(j);

  it('mails each requester of a topic once when its game opens, never the unsubscribed, never bingo', async () => {
    const early = await k.notify('draft-day');
    const gone = await k.notify('draft-day');
    const bingo = await k.notify('bingo');
    const crowd = await Promise.all(Array.from({ length: 20 }, () => k.notify('draft-day')));
    const out = await api(t.app, 'POST', '/api/notify-requests/unsubscribe', {
      body: { token: await tokenOf(gone.id) },
    });
    expect(out.json()).toEqual({ result: 'unsubscribed', topic: 'draft-day', game: 'Draft Day' });
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
    expect((await send({ token })).json()).toEqual({ result: 'unsubscribed', topic: 'nfl', game: 'NFL' });
    expect((await send({ token })).json()).toEqual({ result: 'already', topic: 'nfl', game: 'NFL' });
    expectError(await send({ token: '2b1f9a56-3c1e-4b7a-9d7e-0f3b8f1d2a4c' }), 'UNSUBSCRIBE_LINK_INVALID');
    expectError(await send({ token: 'not-a-token' }), 'UNSUBSCRIBE_LINK_MALFORMED');
    const [lead] = (await k.list(`kind=notify&search=${fan.email}`)).leads;
    expect(lead!.unsubscribedAt).not.toBeNull();
  });
});

describe('a request for a named game waits for that game, not its league', () => {
  /**
   * The real sports lobby as the job reads it, with contests of football's game types laid on top (the
   * test database holds none): `open` holds the game type ids that take entries, and `starPower` adds a
   * "Star Power" game type to football.
   */
  function lobby() {
    const state = { open: [] as number[], starPower: null as number | null };
    const sports = {
      async sports(): Promise<SportsResponse> {
        const real = await t.services.sports.sports();
        return {
          sports: real.sports.map((s) =>
            s.slug === 'football' && state.starPower !== null
              ? {
                  ...s,
                  gameTypes: [
                    ...s.gameTypes,
                    { ...s.gameTypes[0]!, id: state.starPower, name: 'Star Power' },
                  ],
                }
              : s,
          ),
        };
      },
      async contests(sportId: number): Promise<ContestsResponse> {
        const football = (await t.services.sports.sports()).sports.find((s) => s.slug === 'football')!;
        if (sportId !== football.id) return { contests: [] };
        return {
          contests: state.open.map(
            (gameTypeId, i) =>
              ({ id: 9_000 + i, sportId, gameTypeId, status: 'NOT_STARTED' }) as SportsContest,
          ),
        };
      },
    };
    return { state, live: liveGames({ sports, draft: t.services.draft }) };
  }

  it('mails a Star Power requester nothing while ordinary NFL contests are open, and once when Star Power opens', async () => {
    const { state, live } = lobby();
    const j = launchMailJob({ leads: t.services.leads, live });
    const pass = () => passOf(j);
    const football = (await t.services.sports.sports()).sports.find((s) => s.slug === 'football')!;
    const pick5 = football.gameTypes.find((g) => g.name === 'Pick 5')!;
    const star = await k.notify('nfl-star-power');
    const league = await k.notify('nfl');

    // Ordinary NFL contests take entries: the league's requester hears, Star Power's does not.
    state.open = [pick5.id];
    expect(await pass()).toEqual(['nfl']);
    expect(await mailsTo(league.email)).toHaveLength(1);
    expect(await mailsTo(star.email)).toEqual([]);
    // Star Power offered but with no contest open yet: still nothing (a fresh job asks at once).
    state.starPower = 99_001;
    const again = launchMailJob({ leads: t.services.leads, live });
    expect((await again.findDue(new Date())).due).toEqual([]);
    expect(await mailsTo(star.email)).toEqual([]);

    // A Star Power contest opens: one mail, about Star Power, linking to its game type.
    state.open = [pick5.id, 99_001];
    await Promise.all([pass(), pass()]);
    await pass();
    const [mail, ...more] = await mailsTo(star.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('NFL Star Power is live on Powerplay');
    expect(mail!.text).toContain(`${t.config.publicOrigin}/select-games/${football.id}?gameType=99001\n`);
    expect(await mailsTo(league.email)).toHaveLength(1);

    // Asked while it is open: answered on the next pass, as any request for a live game.
    const late = await k.notify('nfl-star-power');
    await pass();
    await pass();
    expect(await mailsTo(late.email)).toHaveLength(1);
  });

  it("mails a game type's requester when a contest of that game type opens, not another of its sport", async () => {
    const { state, live } = lobby();
    // A fresh job per pass: each asks which topics are live at once.
    const pass = () => passOf(launchMailJob({ leads: t.services.leads, live }));
    const football = (await t.services.sports.sports()).sports.find((s) => s.slug === 'football')!;
    const high5 = football.gameTypes.find((g) => g.name === 'High 5')!;
    const zones = football.gameTypes.find((g) => g.name === 'Zones')!;
    const fan = await k.notify(`game-type:${high5.id}`);

    // Another football game type opens: the High 5 requester waits.
    state.open = [zones.id];
    expect(await pass()).not.toContain(`game-type:${high5.id}`);
    expect(await mailsTo(fan.email)).toEqual([]);

    state.open = [zones.id, high5.id];
    await Promise.all([pass(), pass()]);
    await pass();
    const [mail, ...more] = await mailsTo(fan.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Football High 5 is live on Powerplay');
    expect(mail!.text).toContain(
      `${t.config.publicOrigin}/select-games/${football.id}?gameType=${high5.id}\n`,
    );

    // The leads view and its CSV name the game type; the unsubscribe answer too.
    const [lead] = (await k.list(`kind=notify&search=${fan.email}`)).leads;
    expect(lead).toMatchObject({ topic: `game-type:${high5.id}`, topicName: 'Football High 5' });
    const csv = await api(t.app, 'GET', `/api/operator/leads/export.csv?kind=notify&search=${fan.email}`, {
      token: op.token,
    });
    expect(csv.body).toContain(`${fan.email},,,Football High 5,`);
    const out = await api(t.app, 'POST', '/api/notify-requests/unsubscribe', {
      body: { token: await tokenOf(fan.id) },
    });
    expect(out.json()).toEqual({
      result: 'unsubscribed',
      topic: `game-type:${high5.id}`,
      game: 'Football High 5',
    });
  });

  it('refuses a request about a game type that does not exist, or a malformed one, and stores nothing', async () => {
    const email = `fan.nowhere@example.com`;
    const unknown = await api(t.app, 'POST', '/api/notify-requests', {
      body: { email, topic: 'game-type:987654' },
    });
    expectError(unknown, 'SPORTS_GAME_TYPE_NOT_FOUND');
    for (const topic of ['game-type:0', 'game-type:', 'game-type:1x', 'game-type:-3'])
      expect((await api(t.app, 'POST', '/api/notify-requests', { body: { email, topic } })).statusCode).toBe(
        400,
      );
    expect((await k.list(`kind=notify&search=${email}`)).leads).toEqual([]);
  });

  it('shows the game asked about in the leads view and its CSV', async () => {
    const fan = await k.notify('nfl-star-power');
    const [lead] = (await k.list(`kind=notify&search=${fan.email}`)).leads;
    expect(lead!.topic).toBe('nfl-star-power');
    const csv = await api(t.app, 'GET', `/api/operator/leads/export.csv?kind=notify&search=${fan.email}`, {
      token: op.token,
    });
    expect(csv.body).toContain(`${fan.email},,,NFL Star Power,`);
  });
});

/** One scheduler pass of a job: what it finds due, each item's steps until none is left. */
async function passOf(j: ReturnType<typeof launchMailJob>) {
  const now = new Date();
  const { due } = await j.findDue(now);
  for (const topic of due) while (await j.runStep(topic, now));
  return due;
}

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
