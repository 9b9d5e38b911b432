import type { AddressInfo } from 'node:net';
import {
  draftBoardResponseSchema,
  draftLiveResponseSchema,
  ledgerWhen,
  myDraftEntryResponseSchema,
  type DraftContestResponse,
  type DraftLiveResponse,
} from '@powerplay/contracts';
import { draftPowerplayIds as pp, moveUp, swapRows } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { watch } from '../../../test/sse';
import { fakeClock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { FIRST_ROUND_2020 } from './data/nfl-2020';
import { draftLiveJob } from './engine';
import { skillQuestionOf } from './service';
import { notFirstRounder, openDraft, realRound } from './test-fixtures';

const MIN = 60_000;
const clock = fakeClock('2026-11-24T12:00:00Z');
let t: TestApp;
let operator: string;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = (await registerOperator(t)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const at = (ms: number) => new Date(clock.now().getTime() + ms);

/** One scheduler pass of the live job at the clock's time: every due step until none is left. */
async function pass(job: Job<string> = draftLiveJob(t.services.draftLive)) {
  const now = clock.now();
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
}

/**
 * The board as a page shows it: the public board (the same bytes for everybody, nothing of the
 * player's) merged with the player's own part (`GET /api/draft/contests/:id/entry`) when signed in.
 */
async function detail(id: number, token?: string): Promise<DraftContestResponse> {
  const res = await api(t.app, 'GET', `/api/draft/contests/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const board = draftBoardResponseSchema.strict().parse(res.json());
  expect(board.contest.myEntryId).toBeNull();
  if (!token) return { ...board, myEntry: null, skillQuestion: null };
  const mine = await api(t.app, 'GET', `/api/draft/contests/${id}/entry`, { token });
  expect(mine.statusCode, mine.body).toBe(200);
  const { myEntry, skillQuestion } = myDraftEntryResponseSchema.parse(mine.json());
  return { ...board, contest: { ...board.contest, myEntryId: myEntry?.id ?? null }, myEntry, skillQuestion };
}

type Player = { token: string; user: { id: number } };

/** Submits a top 32 as `player`, with the right answer to their skill-testing question. */
async function submit(id: number, player: Player, ranking: number[]) {
  const skillAnswer = skillQuestionOf(id, player.user.id).answer;
  return api(t.app, 'PUT', `/api/draft/contests/${id}/entry`, {
    token: player.token,
    body: { ranking, skillAnswer },
  });
}

async function live(entryId: number, token: string): Promise<DraftLiveResponse> {
  const res = await api(t.app, 'GET', `/api/draft/entries/${entryId}/live`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return draftLiveResponseSchema.parse(res.json());
}

const use = (entryId: number, token: string, body: unknown, headers?: Record<string, string>) =>
  api(t.app, 'POST', `/api/draft/entries/${entryId}/powerplays`, { token, body, headers });

const postPick = (id: number, pick: number, prospectId: number, token = operator) =>
  api(t.app, 'POST', `/api/operator/draft/contests/${id}/picks`, { token, body: { pick, prospectId } });

const errorCode = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

/** A draft open for entries (deadline in 10 min, first pick in 15), with a player entered on `ranking`. */
async function draftWithEntry(
  ranking?: (d: DraftContestResponse) => number[],
  mode: 'operator' | 'replay' = 'operator',
) {
  const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN), mode });
  const d = await detail(id);
  const player = await registerPlayer(t.app);
  const res = await submit(id, player, (ranking ?? realRound)(d));
  expect(res.statusCode, res.body).toBe(200);
  const entryId = res.json<{ entry: { id: number } }>().entry.id;
  return { id, d, player, entryId };
}

/** Moves the clock past the draft's start (the entries closed). */
async function goLive() {
  clock.advance(16 * MIN);
  await pass();
}

describe('the draft and its prospects (real 2020 data)', () => {
  it('lists an open draft with its tiers, and serves the prospects in pre-draft rank order with 32 slots', async () => {
    const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN) });
    const list = await api(t.app, 'GET', '/api/draft/contests');
    const contest = list
      .json<{ contests: { id: number; status: string; prizes: unknown }[] }>()
      .contests.find((c) => c.id === id);
    expect(contest?.status).toBe('open');
    expect(contest?.prizes).toEqual([
      { hits: 32, amountCents: 2_500_000 },
      { hits: 31, amountCents: 100_000 },
      { hits: 30, amountCents: 50_000 },
      { hits: 29, amountCents: 20_000 },
      { hits: 28, amountCents: 10_000 },
    ]);
    const d = await detail(id);
    expect(d.prospects.length).toBeGreaterThan(32);
    expect(d.prospects.map((p) => p.preDraftRank)).toEqual(
      [...d.prospects.map((p) => p.preDraftRank)].sort((a, b) => a - b),
    );
    expect(d.slots.map((s) => s.pick)).toEqual(FIRST_ROUND_2020.map((p) => p.pick));
    expect(d.slots[0]!.projectedTeam.abbr).toBe('CIN');
    expect(d.picks).toEqual([]);
    expect(d.myEntry).toBeNull();
    expect(d.prospects.find((p) => p.name === 'Joe Burrow')).toMatchObject({ position: 'QB', school: 'LSU' });
  });

  it('names its contests with their start, for player care', async () => {
    const { id, d } = await draftWithEntry();
    const names = await t.services.draft.contestNames([id, 999_999]);
    expect([...names.entries()]).toEqual([[id, `${d.contest.name} (${ledgerWhen(d.contest.startAt)})`]]);
  });

  it('refuses unknown and malformed draft ids with the catalogue message', async () => {
    for (const path of ['/api/draft/contests/999999', '/api/draft/contests/abc', '/api/draft/contests/0']) {
      const res = await api(t.app, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(errorCode(res)).toBe('DRAFT_NOT_FOUND');
    }
  });
});

describe('submitting a top 32', () => {
  it('saves exactly 32 distinct prospects of the pool, then applies the saved order at load', async () => {
    const { id, d, player, entryId } = await draftWithEntry();
    const mine = await detail(id, player.token);
    expect(mine.myEntry).toMatchObject({ id: entryId, ranking: realRound(d) });
    expect(mine.contest.myEntryId).toBe(entryId);
    // Changing it keeps the one entry.
    const changed = moveUp(realRound(d), 5);
    const again = await submit(id, player, changed);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ entry: { id: number; ranking: number[] } }>().entry).toMatchObject({
      id: entryId,
      ranking: changed,
    });
  });

  it('a first submission answers the skill-testing question; a change does not ask again', async () => {
    const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN) });
    const player = await registerPlayer(t.app);
    const d = await detail(id, player.token);
    const question = skillQuestionOf(id, player.user.id);
    expect(d.skillQuestion).toBe(question.text);
    expect(d.skillQuestion).toMatch(/^\d+ × \d+ \+ \d+ − \d+$/);
    expect((await detail(id)).skillQuestion).toBeNull();
    const put = (body: unknown) =>
      api(t.app, 'PUT', `/api/draft/contests/${id}/entry`, { token: player.token, body });
    for (const body of [
      { ranking: realRound(d) },
      { ranking: realRound(d), skillAnswer: question.answer + 1 },
      { ranking: realRound(d), skillAnswer: String(question.answer) },
    ]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Please answer the skill-testing question correctly',
      );
    }
    expect((await detail(id, player.token)).myEntry).toBeNull();
    expect((await put({ ranking: realRound(d), skillAnswer: question.answer })).statusCode).toBe(200);
    const entered = await detail(id, player.token);
    expect(entered.skillQuestion).toBeNull();
    expect((await put({ ranking: moveUp(realRound(d), 4) })).statusCode).toBe(200);
  });

  it('refuses a bad ranking with its message and changes nothing', async () => {
    const { id, d, player } = await draftWithEntry();
    const real = realRound(d);
    const cases: [unknown, number, string][] = [
      [{ ranking: real.slice(0, 31) }, 400, 'DRAFT_PICKS_COUNT'],
      [{ ranking: [...real, notFirstRounder(d)] }, 400, 'DRAFT_PICKS_COUNT'],
      [{ ranking: [...real.slice(0, 31), real[0]] }, 400, 'DRAFT_PICK_DUPLICATE'],
      [{ ranking: [...real.slice(0, 31), 987_654] }, 400, 'DRAFT_PICK_UNKNOWN'],
      [{ ranking: [...real.slice(0, 31), 'x'] }, 400, 'DRAFT_PICK_UNKNOWN'],
      [{ ranking: 'all' }, 400, 'DRAFT_PICKS_COUNT'],
      [[], 400, 'DRAFT_PICKS_COUNT'],
    ];
    for (const [body, status, code] of cases) {
      const res = await api(t.app, 'PUT', `/api/draft/contests/${id}/entry`, { token: player.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorCode(res)).toBe(code);
    }
    expect((await detail(id, player.token)).myEntry?.ranking).toEqual(real);
  });

  it('needs a signed-in player (401 "Please Login First"), and an unknown draft is a 404', async () => {
    const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN) });
    const ranking = realRound(await detail(id));
    const anon = await api(t.app, 'PUT', `/api/draft/contests/${id}/entry`, { body: { ranking } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json<{ error: { message: string } }>().error.message).toBe('Please Login First');
    const player = await registerPlayer(t.app);
    const unknown = await submit(999_999, player, ranking);
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('DRAFT_NOT_FOUND');
  });

  it('is open to Canada (excluding Quebec) and the United States', async () => {
    const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN) });
    const ranking = realRound(await detail(id));
    const quebec = await registerPlayer(t.app, { country: 'CA', province: 'QC' });
    const refused = await submit(id, quebec, ranking);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('TERRITORY_NOT_ALLOWED');
    const ontario = await registerPlayer(t.app, { country: 'CA', province: 'ON' });
    expect((await submit(id, ontario, ranking)).statusCode).toBe(200);
  });

  it('closes at the pick deadline: a change is refused and the saved order stays', async () => {
    const { id, d, player } = await draftWithEntry();
    clock.advance(10 * MIN);
    const late = await submit(id, player, moveUp(realRound(d), 3));
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('DRAFT_CLOSED');
    const newcomer = await registerPlayer(t.app);
    expect((await submit(id, newcomer, realRound(d))).statusCode).toBe(409);
    expect((await detail(id, player.token)).myEntry?.ranking).toEqual(realRound(d));
    expect((await detail(id)).contest.status).toBe('locked');
    clock.advance(6 * MIN);
  });

  it('one entry per person, however many submissions race, with one powerplay kit', async () => {
    const id = await openDraft(t.app, operator, { deadline: at(10 * MIN), start: at(15 * MIN) });
    const d = await detail(id);
    const player = await registerPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(id, player, moveUp(realRound(d), 1 + i))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.json<{ entry: { id: number } }>().entry.id)).size).toBe(1);
    const entryId = results[0]!.json<{ entry: { id: number } }>().entry.id;
    const rows = await t.database.db
      .selectFrom('powerplay_inventory')
      .select(['powerplay_id', 'remaining'])
      .where('entry_id', '=', entryId)
      .orderBy('powerplay_id')
      .execute();
    expect(rows).toEqual([1, 2, 3, 4].map((id) => ({ powerplay_id: id, remaining: 10 })));
    clock.advance(16 * MIN);
  });
});

describe('the live draft: actual picks from the operator', () => {
  it('goes open → locked → live, and the operator posts picks in order once entries closed', async () => {
    const { id, d } = await draftWithEntry();
    const real = realRound(d);
    const early = await postPick(id, 1, real[0]!);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('DRAFT_PICKS_NOT_OPEN');
    await goLive();
    expect((await detail(id)).contest.status).toBe('live');
    const outOfTurn = await postPick(id, 2, real[1]!);
    expect(errorCode(outOfTurn)).toBe('DRAFT_PICK_OUT_OF_TURN');
    const unknown = await postPick(id, 1, 987_654);
    expect(errorCode(unknown)).toBe('DRAFT_PICK_UNKNOWN');
    expect((await postPick(id, 1, real[0]!)).statusCode).toBe(200);
    const twice = await postPick(id, 2, real[0]!);
    expect(twice.statusCode).toBe(409);
    expect(errorCode(twice)).toBe('DRAFT_PROSPECT_TAKEN');
    const player = await registerPlayer(t.app);
    const notOperator = await postPick(id, 2, real[1]!, player.token);
    expect(notOperator.statusCode).toBe(403);
    const after = await detail(id);
    expect(after.picks).toHaveLength(1);
    expect(after.picks[0]).toMatchObject({ pick: 1, prospectId: real[0], team: { abbr: 'CIN' } });
  });

  it('rows match against the picks so far, TBD beyond; decided rows are locked', async () => {
    const { id, d, player, entryId } = await draftWithEntry((x) => swapRows(realRound(x), 1, 2));
    await goLive();
    const real = realRound(d);
    for (let k = 0; k < 3; k += 1) expect((await postPick(id, k + 1, real[k]!)).statusCode).toBe(200);
    const state = await live(entryId, player.token);
    expect(state.entry.rows.slice(0, 5).map((r) => r.match)).toEqual([
      'MATCH',
      'NOT_MATCHED',
      'NOT_MATCHED',
      'TBD',
      'TBD',
    ]);
    expect(state.entry.rows.slice(0, 5).map((r) => r.decided)).toEqual([true, true, true, false, false]);
    expect(state.entry.matched).toBe(1);
    expect(state.entry.rows[0]!.projectedTeam.abbr).toBe('CIN');
  });
});

describe('live powerplays (docs/rules/draft.md "Live powerplays")', () => {
  it('are refused before the draft is live', async () => {
    const { player, entryId, d } = await draftWithEntry();
    const res = await use(entryId, player.token, { powerplayId: pp.up, prospectId: realRound(d)[5] });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('DRAFT_NOT_LIVE');
    clock.advance(16 * MIN);
  });

  it('Move Up, Move Down, Swap change the ranking and spend one; Undo restores exactly and costs one Undo', async () => {
    const { id, d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    const up = await use(entryId, player.token, { powerplayId: pp.up, prospectId: real[5] });
    expect(up.statusCode, up.body).toBe(200);
    const afterUp = draftLiveResponseSchema.parse(up.json());
    expect(afterUp.entry.rows.map((r) => r.prospectId)).toEqual(moveUp(real, 5));
    expect(afterUp.powerplays.map((p) => p.remaining)).toEqual([9, 10, 10, 10]);
    expect(afterUp.canUndo).toBe(true);

    const down = await use(entryId, player.token, { powerplayId: pp.down, prospectId: real[10] });
    expect(down.statusCode).toBe(200);
    const swap = await use(entryId, player.token, {
      powerplayId: pp.swap,
      prospectId: real[1],
      withProspectId: real[31],
    });
    const afterSwap = draftLiveResponseSchema.parse(swap.json());
    const beforeSwap = afterSwap.entry.rows.map((r) => r.prospectId);
    expect(beforeSwap[1]).toBe(real[31]);
    expect(afterSwap.powerplays.map((p) => p.remaining)).toEqual([9, 9, 9, 10]);

    const undo = draftLiveResponseSchema.parse(
      (await use(entryId, player.token, { powerplayId: pp.undo })).json(),
    );
    const expected = swapRows(beforeSwap, 1, 31);
    expect(undo.entry.rows.map((r) => r.prospectId)).toEqual(expected);
    expect(undo.powerplays.map((p) => p.remaining)).toEqual([9, 9, 10, 9]);
    // The ranking survives a reload; the picks made go on matching it.
    expect((await live(entryId, player.token)).entry.rows.map((r) => r.prospectId)).toEqual(expected);
    expect((await detail(id, player.token)).myEntry?.ranking).toEqual(expected);
  });

  it('refuses with a message and changes nothing: decided rows, the edges, nothing to undo, bad bodies', async () => {
    const { id, d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    await postPick(id, 1, real[0]!);
    await postPick(id, 2, real[1]!);
    const before = await live(entryId, player.token);
    const cases: [unknown, number, string][] = [
      [{ powerplayId: pp.undo }, 409, 'DRAFT_NOTHING_TO_UNDO'],
      [{ powerplayId: pp.down, prospectId: real[1] }, 409, 'DRAFT_ROW_DECIDED'],
      [{ powerplayId: pp.up, prospectId: real[2] }, 409, 'DRAFT_ROW_DECIDED'],
      [{ powerplayId: pp.swap, prospectId: real[5], withProspectId: real[0] }, 409, 'DRAFT_ROW_DECIDED'],
      [{ powerplayId: pp.down, prospectId: real[31] }, 409, 'DRAFT_MOVE_UNAVAILABLE'],
      [{ powerplayId: pp.up, prospectId: notFirstRounder(d) }, 400, 'DRAFT_ROW_NOT_IN_ENTRY'],
      [{ powerplayId: pp.swap, prospectId: real[5] }, 400, 'DRAFT_ROW_REQUIRED'],
      [{ powerplayId: pp.up }, 400, 'DRAFT_ROW_REQUIRED'],
      [{ powerplayId: 5 }, 400, 'DRAFT_POWERPLAY_UNKNOWN'],
      [{ powerplayId: 'up' }, 400, 'DRAFT_POWERPLAY_UNKNOWN'],
      [{}, 400, 'DRAFT_POWERPLAY_UNKNOWN'],
    ];
    for (const [body, status, code] of cases) {
      const res = await use(entryId, player.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorCode(res), JSON.stringify(body)).toBe(code);
    }
    const undoMessage = await use(entryId, player.token, { powerplayId: pp.undo });
    expect(undoMessage.json<{ error: { message: string } }>().error.message).toBe('No action To Undo!');
    expect(await live(entryId, player.token)).toEqual(before);
  });

  it('an Undo whose row has been picked since is refused naming the action it would undo', async () => {
    const { id, d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    const swap = await use(entryId, player.token, {
      powerplayId: pp.swap,
      prospectId: real[0],
      withProspectId: real[4],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    // Pick 1 is made: the swapped row at rank 1 is decided, so the Swap cannot be undone.
    await postPick(id, 1, real[0]!);
    const before = await live(entryId, player.token);
    const refused = await use(entryId, player.token, { powerplayId: pp.undo });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'DRAFT_UNDO_ROW_DECIDED',
        title: 'Sorry!',
        message: 'Undo Swap: a row it moved has since been picked, and picked rows are locked',
      },
    });
    expect(await live(entryId, player.token)).toEqual(before);
    expect(before.powerplays.map((p) => p.remaining)).toEqual([10, 10, 9, 10]);
  });

  it('a powerplay at 0 is refused', async () => {
    const { d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await use(entryId, player.token, { powerplayId: pp.down, prospectId: real[10] })).statusCode,
      ).toBe(200);
    const empty = await use(entryId, player.token, { powerplayId: pp.down, prospectId: real[10] });
    expect(empty.statusCode).toBe(409);
    expect(errorCode(empty)).toBe('DRAFT_POWERPLAY_USED_UP');
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Powerplay has been fully used!');
  });

  it("only the owner uses an entry's powerplays; anonymous is a 401", async () => {
    const { d, entryId } = await draftWithEntry();
    await goLive();
    const stranger = await registerPlayer(t.app);
    const body = { powerplayId: pp.up, prospectId: realRound(d)[5] };
    const other = await use(entryId, stranger.token, body);
    expect(other.statusCode).toBe(404);
    expect(errorCode(other)).toBe('DRAFT_ENTRY_NOT_FOUND');
    expect(
      (await api(t.app, 'GET', `/api/draft/entries/${entryId}/live`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await use(entryId, undefined as unknown as string, body)).statusCode).toBe(401);
  });

  it('a replayed request (same Idempotency-Key) is answered once and spends once', async () => {
    const { d, player, entryId } = await draftWithEntry();
    await goLive();
    const body = { powerplayId: pp.up, prospectId: realRound(d)[7] };
    const first = await use(entryId, player.token, body, { 'idempotency-key': 'k-1' });
    const second = await use(entryId, player.token, body, { 'idempotency-key': 'k-1' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await live(entryId, player.token)).powerplays[0]!.remaining).toBe(9);
  });

  it('simultaneous uses never overspend: 1 left, 50 at once → exactly one', async () => {
    const { d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    for (let i = 0; i < 9; i += 1)
      await use(entryId, player.token, {
        powerplayId: pp.swap,
        prospectId: real[4],
        withProspectId: real[20],
      });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        use(entryId, player.token, {
          powerplayId: pp.swap,
          prospectId: real[3 + (i % 5)],
          withProspectId: real[25],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode !== 200).every((r) => errorCode(r) === 'DRAFT_POWERPLAY_USED_UP'),
    ).toBe(true);
    const uses = await t.database.db
      .selectFrom('powerplay_uses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('entry_id', '=', entryId)
      .where('powerplay_id', '=', pp.swap)
      .executeTakeFirstOrThrow();
    expect(Number(uses.n)).toBe(10);
    expect((await live(entryId, player.token)).powerplays[2]!.remaining).toBe(0);
  });

  it('Undo racing moves never loses or doubles an item, and the ranking stays the log’s', async () => {
    const { d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        use(
          entryId,
          player.token,
          i % 2 === 0 ? { powerplayId: pp.undo } : { powerplayId: pp.up, prospectId: real[10 + i] },
        ),
      ),
    );
    const state = await live(entryId, player.token);
    const log = await t.database.db
      .selectFrom('powerplay_uses')
      .select(['use_number', 'powerplay_id', 'undoes', 'state_after'])
      .where('entry_id', '=', entryId)
      .orderBy('use_number')
      .execute();
    const ups = log.filter((u) => u.powerplay_id === pp.up).length;
    const undos = log.filter((u) => u.powerplay_id === pp.undo).length;
    expect(state.powerplays[0]!.remaining).toBe(10 - ups + undos);
    expect(state.powerplays[3]!.remaining).toBe(10 - undos);
    expect(state.entry.rows.map((r) => r.prospectId)).toEqual(log.at(-1)?.state_after ?? real);
  });
});

describe('a replayed draft, end to end under a fake clock', () => {
  it('runs pick 1 → 32 from the real round, each watcher gets every pick, and the tiers are paid once', async () => {
    const id = await openDraft(t.app, operator, {
      deadline: at(10 * MIN),
      start: at(15 * MIN),
      mode: 'replay',
      pickIntervalSeconds: 5,
    });
    const d = await detail(id);
    const real = realRound(d);
    const enter = async (ranking: number[]) => {
      const p = await registerPlayer(t.app);
      expect((await submit(id, p, ranking)).statusCode).toBe(200);
      return p;
    };
    const perfect = await enter(real);
    const thirtyOne = [
      await enter([...real.slice(0, 31), notFirstRounder(d)]),
      await enter([...real.slice(0, 31), notFirstRounder(d)]),
    ];
    const thirty = await enter(swapRows(real, 3, 9));
    const none = await enter([...real.slice(1), real[0]!]);

    const watchers = await Promise.all(
      Array.from({ length: 5 }, () =>
        watch(`${baseUrl}/api/draft/contests/${id}/events`, (e) => e.some((x) => x.event === 'settled')),
      ),
    );
    clock.advance(15 * MIN);
    for (let k = 0; k < 32; k += 1) {
      await pass();
      clock.advance(5_000);
    }
    await pass(); // nothing more: the replay is over
    const events = await Promise.all(watchers.map((w) => w.events));
    for (const e of events) {
      const picks = e
        .filter((x) => x.event === 'pick')
        .map((x) => JSON.parse(x.data) as { pick: number; prospectId: number });
      expect(picks.map((p) => p.pick)).toEqual(FIRST_ROUND_2020.map((p) => p.pick));
      expect(picks.map((p) => p.prospectId)).toEqual(real);
    }
    const final = await detail(id);
    expect(final.contest).toMatchObject({ status: 'final', picksMade: 32 });
    expect(final.picks.map((p) => p.team.abbr)).toEqual(FIRST_ROUND_2020.map((p) => p.team));

    const wallet = async (token: string) =>
      (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number }>().cashCents;
    expect(await wallet(perfect.token)).toBe(2_500_000);
    for (const p of thirtyOne) expect(await wallet(p.token)).toBe(50_000);
    expect(await wallet(thirty.token)).toBe(50_000);
    expect(await wallet(none.token)).toBe(0);

    const mine = await api(t.app, 'GET', '/api/draft/entries', { token: perfect.token });
    expect(mine.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      matched: 32,
      result: 'WON',
      wonCents: 2_500_000,
    });
    const splits = await t.database.db
      .selectFrom('draft_prize_splits')
      .selectAll()
      .where('draft_id', '=', id)
      .orderBy('hits', 'desc')
      .execute();
    expect(splits.map((s) => [s.hits, s.winners, Number(s.payout)])).toEqual([
      [32, 1, 2_500_000],
      [31, 2, 50_000],
      [30, 1, 50_000],
      [29, 0, 0],
      [28, 0, 0],
    ]);
    // Another pass, or a second process, pays nothing more.
    await pass(draftLiveJob(t.services.draftLive));
    expect(await wallet(perfect.token)).toBe(2_500_000);
    const operatorView = await api(t.app, 'GET', `/api/operator/draft/contests/${id}/entries`, {
      token: operator,
    });
    expect(operatorView.json<{ entries: { matched: number }[] }>().entries.map((e) => e.matched)).toEqual([
      32, 31, 31, 30, 0,
    ]);
  });

  it('an operator-run draft handed to the replay finishes from where it stands', async () => {
    const { id, d, player, entryId } = await draftWithEntry();
    await goLive();
    const real = realRound(d);
    await postPick(id, 1, real[0]!);
    const res = await api(t.app, 'POST', `/api/operator/draft/contests/${id}/replay`, {
      token: operator,
      body: { pickIntervalSeconds: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const handBack = await postPick(id, 2, real[1]!);
    expect(errorCode(handBack)).toBe('DRAFT_NOT_OPERATOR_RUN');
    for (let k = 0; k < 32; k += 1) {
      await pass();
      clock.advance(2_000);
    }
    expect((await live(entryId, player.token)).entry).toMatchObject({ matched: 32, result: 'WON' });
    const done = await postPick(id, 32, real[31]!);
    expect(errorCode(done)).toBe('DRAFT_FINISHED');
  });
});

describe('the back office', () => {
  it('refuses impossible timings and lists drafts with entries', async () => {
    const bad = await api(t.app, 'POST', '/api/operator/draft/contests', {
      token: operator,
      body: { pickDeadline: at(20 * MIN).toISOString(), startAt: at(10 * MIN).toISOString(), mode: 'replay' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('DRAFT_TIMINGS_INVALID');
    const past = await api(t.app, 'POST', '/api/operator/draft/contests', {
      token: operator,
      body: { pickDeadline: at(-MIN).toISOString(), startAt: at(10 * MIN).toISOString(), mode: 'replay' },
    });
    expect(errorCode(past)).toBe('DRAFT_TIMINGS_INVALID');
    const { id } = await draftWithEntry();
    const list = await api(t.app, 'GET', '/api/operator/draft/contests', { token: operator });
    expect(
      list.json<{ contests: { id: number; entries: number }[] }>().contests.find((c) => c.id === id)?.entries,
    ).toBe(1);
    const player = await registerPlayer(t.app);
    expect(
      (await api(t.app, 'GET', '/api/operator/draft/contests', { token: player.token })).statusCode,
    ).toBe(403);
    clock.advance(16 * MIN);
  });
});
