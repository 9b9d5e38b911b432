import { ledgerWhen } from '@powerplay/contracts';
import { drawBalls } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { advanceGame } from './engine';

const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe("a prize's line in the wallet", () => {
  it('names the draw by its game and start (New York time), not by an id', async () => {
    const operator = (await registerOperator(t)).token;
    const scheduled = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: operator,
      body: {
        gameType: '747',
        startAt: '2026-11-22T12:05:00.000Z',
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { game } = scheduled.json<{ game: { id: number; startAt: string } }>();
    const { seed } = await t.database.db
      .selectFrom('lottery_games')
      .select('seed')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    const balls = drawBalls(seed, String(game.id), 7, { min: 1, max: 47 });
    const player = await registerPlayer(t.app);
    const saved = await api(t.app, 'PUT', `/api/lottery/games/${game.id}/picks`, {
      token: player.token,
      body: { numbers: balls },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    clock.set(new Date(Date.parse(game.startAt) + 6 * 10_000 + 12_000));
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());

    const { transactions } = (
      await api(t.app, 'GET', '/api/wallet/transactions', { token: player.token })
    ).json<{ transactions: { description: string }[] }>();
    expect(ledgerWhen(game.startAt)).toBe('Nov 22, 2026, 7:05 AM EST');
    expect(transactions.map((x) => x.description)).toEqual([
      'Lotto 747 draw of Nov 22, 2026, 7:05 AM EST: 7 matched',
    ]);
  });
});
