import { sportsFulfilmentResponseSchema, type SportsEntry } from '@powerplay/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { settleGameSet } from './settlement';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

async function enter(contestId: number, token: string, teams: string[]) {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  const { entry } = res.json<{ entry: SportsEntry }>();
  const saved = await api(t.app, 'PUT', `/api/sports/entries/${entry.id}/picks`, { token, body: { teams } });
  expect(saved.statusCode, saved.body).toBe(200);
}

it('settlement records each row: winners, payout and the house remainder; item winners reach the fulfilment list', async () => {
  const set = await insertBaseballGameSet(db(), {
    date: '2019-07-16',
    startAt: new Date(Date.now() + 48 * 3600_000),
    tag: 'ful',
    games: 4,
  });
  const contestId = await insertContest(db(), { gameSetId: set.id });
  // Row 2 gives an item instead of cash.
  await db()
    .updateTable('sports_prize_rows')
    .set({ kind: 'items', amount: 0, description: 'Signed jersey', retail_value_cents: 15_000 })
    .where('contest_id', '=', contestId)
    .where('teams', '=', 2)
    .execute();
  const [m0, m1] = set.matches as [(typeof set.matches)[0], (typeof set.matches)[0]];
  const one = `${m0.feed_game_id}-${m0.home_team_id}`;
  const other = `${m1.feed_game_id}-${m1.home_team_id}`;

  const players = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.app)));
  for (const p of players.slice(0, 3)) await enter(contestId, p.token, [one]);
  await enter(contestId, players[3]!.token, [one, other]);

  // Both teams end with exactly 1 run: everyone wins their row.
  await db()
    .updateTable('sports_matches')
    .set({ status: 'FINISHED', home_score: 1, away_score: 4 })
    .where('game_set_id', '=', set.id)
    .execute();
  await db().updateTable('sports_game_sets').set({ status: 'FINISHED' }).where('id', '=', set.id).execute();
  await db()
    .transaction()
    .execute((trx) => settleGameSet(trx, t.services, set.id));

  const splits = await db()
    .selectFrom('sports_prize_splits')
    .selectAll()
    .where('contest_id', '=', contestId)
    .where('teams', 'in', [1, 2, 3])
    .orderBy('teams')
    .execute();
  expect(splits.map((s) => [s.teams, s.kind, s.winners, Number(s.payout), Number(s.remainder)])).toEqual([
    [1, 'cash', 3, 3333, 1],
    [2, 'items', 1, 0, 0],
    [3, 'cash', 0, 0, 0],
  ]);

  const url = '/api/operator/sports/fulfilment';
  expect((await api(t.app, 'GET', url)).statusCode).toBe(401);
  expect((await api(t.app, 'GET', url, { token: players[0]!.token })).statusCode).toBe(403);
  const operator = await registerOperator(t);
  const res = await api(t.app, 'GET', url, { token: operator.token });
  expect(res.statusCode, res.body).toBe(200);
  const { awards } = sportsFulfilmentResponseSchema.parse(res.json());
  expect(awards.filter((a) => a.contestId === contestId)).toEqual([
    expect.objectContaining({
      userId: players[3]!.user.id,
      teams: 2,
      description: 'Signed jersey',
      retailValueCents: 15_000,
    }),
  ]);
});
