import { catalogue } from '@powerplay/contracts';
import { elite8WeekOf, skillQuestion } from '@powerplay/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';

// Thursday 26 November 2026, New York: its draw week runs Monday 23 to Sunday 29 November.
const clock = fakeClock('2026-11-26T15:00:00Z');

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operatorToken = (await registerOperator(t)).token;
});
afterAll(() => t.close());

async function scheduleElite8(startAt: string) {
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token: operatorToken,
    body: { gameType: 'elite8', startAt, ballIntervalSeconds: 10, delaySeconds: 2, finalWindowSeconds: 12 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ game: { id: number; startAt: string } }>().game;
}

const save = (token: string, gameId: number, numbers: number[], skillAnswer?: number) =>
  api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
    token,
    body: skillAnswer === undefined ? { numbers } : { numbers, skillAnswer },
  });

const questionOf = async (token: string, gameId: number) =>
  (await api(t.app, 'GET', `/api/lottery/games/${gameId}/entry`, { token })).json<{
    skillQuestion: string | null;
  }>().skillQuestion;

/** The answer the server expects: the question's sum, worked out from its text. */
const answerOf = (text: string) => {
  const [, a, b, c, d] = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(text)!.map(Number);
  return a! * b! + c! - d!;
};

const entriesOf = (userId: number) =>
  t.database.db
    .selectFrom('lottery_entries')
    .select(['game_id', 'picks'])
    .where('user_id', '=', userId)
    .orderBy('game_id')
    .execute();

const EIGHT = [1, 2, 3, 4, 5, 6, 7, 8];

describe("Elite 8's skill-testing question (docs/rules/lottery.md)", () => {
  it('asks the first entry of a draw week, saves nothing on a wrong or missing answer, and not again that week', async () => {
    // Two Elite 8 draws in the same week (Friday and Sunday 8 PM), one the next week.
    const friday = await scheduleElite8('2026-11-28T01:00:00.000Z');
    const sunday = await scheduleElite8('2026-11-30T01:00:00.000Z');
    const nextWeek = await scheduleElite8('2026-12-07T01:00:00.000Z');
    const { token, user } = await registerPlayer(t.app);

    const question = await questionOf(token, friday.id);
    expect(question).toMatch(/^\d+ × \d+ \+ \d+ − \d+$/);
    // The same question at every load, and for every draw of the week; the server's own rule.
    expect(await questionOf(token, friday.id)).toBe(question);
    expect(await questionOf(token, sunday.id)).toBe(question);
    const week = elite8WeekOf(Date.parse(friday.startAt)).key;
    expect(week).toBe('2026-11-23');
    expect(skillQuestion(createHash('sha256').update(`elite8-skill:${week}:${user.id}`).digest()).text).toBe(
      question,
    );
    const answer = answerOf(question!);

    // Missing or wrong: refused with the catalogue's message, and nothing is saved.
    for (const res of [
      await save(token, friday.id, EIGHT),
      await save(token, friday.id, EIGHT, answer + 1),
    ]) {
      const entry = catalogue.ELITE8_SKILL_ANSWER_WRONG;
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: { code: 'ELITE8_SKILL_ANSWER_WRONG', title: entry.title, message: entry.message },
      });
    }
    expect(await entriesOf(user.id)).toEqual([]);
    const entriesRows = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(entriesRows).toEqual([]);

    // The right answer saves the entry.
    const first = await save(token, friday.id, EIGHT, answer);
    expect(first.statusCode, first.body).toBe(200);
    expect(await questionOf(token, friday.id)).toBeNull();

    // Editing that entry is not asked again.
    const edit = await save(token, friday.id, [9, 2, 3, 4, 5, 6, 7, 8]);
    expect(edit.statusCode, edit.body).toBe(200);

    // A second entry the same week is not asked.
    expect(await questionOf(token, sunday.id)).toBeNull();
    const second = await save(token, sunday.id, EIGHT);
    expect(second.statusCode, second.body).toBe(200);

    // The next week asks again, its own question.
    const next = await questionOf(token, nextWeek.id);
    expect(next).toBe(
      skillQuestion(createHash('sha256').update(`elite8-skill:2026-11-30:${user.id}`).digest()).text,
    );
    expect((await save(token, nextWeek.id, EIGHT)).statusCode).toBe(422);
    expect((await save(token, nextWeek.id, EIGHT, answerOf(next!))).statusCode).toBe(200);

    expect(await entriesOf(user.id)).toEqual([
      { game_id: friday.id, picks: [9, 2, 3, 4, 5, 6, 7, 8] },
      { game_id: sunday.id, picks: EIGHT },
      { game_id: nextWeek.id, picks: EIGHT },
    ]);
  });

  it('asks each player their own question, and never for the other draw games', async () => {
    const game = await scheduleElite8('2026-12-14T01:00:00.000Z');
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const qa = await questionOf(a.token, game.id);
    const qb = await questionOf(b.token, game.id);
    const week = elite8WeekOf(Date.parse(game.startAt)).key;
    for (const [p, q] of [
      [a, qa],
      [b, qb],
    ] as const) {
      expect(q).toBe(
        skillQuestion(createHash('sha256').update(`elite8-skill:${week}:${p.user.id}`).digest()).text,
      );
    }
    const other = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: operatorToken,
      body: {
        gameType: '747',
        startAt: '2026-12-14T01:00:00.000Z',
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    const lotto = other.json<{ game: { id: number } }>().game;
    expect(await questionOf(a.token, lotto.id)).toBeNull();
    expect((await save(a.token, lotto.id, [1, 2, 3, 4, 5, 6, 7])).statusCode).toBe(200);
  });

  it('keeps the week on New York clocks: a draw at 11 PM Sunday, New York, is in the week it ends', async () => {
    // Sunday 20 December 2026, 11:30 PM EST = Monday 21 December 04:30 UTC; the next at Monday 00:30 EST.
    const sundayNight = await scheduleElite8('2026-12-21T04:30:00.000Z');
    const mondayMorning = await scheduleElite8('2026-12-21T05:30:00.000Z');
    const { token } = await registerPlayer(t.app);
    const q = await questionOf(token, sundayNight.id);
    expect((await save(token, sundayNight.id, EIGHT, answerOf(q!))).statusCode).toBe(200);
    expect(await questionOf(token, mondayMorning.id)).not.toBeNull();
  });
});
