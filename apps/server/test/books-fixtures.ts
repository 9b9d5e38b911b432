import type { DraftContestResponse } from '@powerplay/contracts';
import { drawBalls } from '@powerplay/domain';
import { expect } from 'vitest';
import { skillQuestionOf } from '../src/features/draft/service';
import { openDraft, realRound } from '../src/features/draft/test-fixtures';
import { advanceGame } from '../src/features/lottery/engine';
import { insertBaseballGameSet, insertContest } from '../src/features/sports/test-fixtures';
import type { fakeClock } from '../src/platform/clock';
import { api, registerPlayer, withdrawalBody, type TestApp } from './helpers';

let round = 0;

/**
 * Books with something in them, made the real way (the routes and services players and operators use):
 * a settled 747 draw with a winner and a Power Match, a settled Chase the Ace contest with a winner, an
 * operator-run draft settled at pick 32 with a perfect entry, store orders, a pending and a cancelled
 * withdrawal, and operator credits. Answers the ids a test
 * corrupts or checks.
 */
export async function busyBooks(t: TestApp, clock: ReturnType<typeof fakeClock>, operatorToken: string) {
  round += 1;
  const db = t.database.db;
  const credit = async (userId: number, amountCents: number) => {
    const res = await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
      token: operatorToken,
      body: { userId, amountCents, kind: 'cash', reason: 'Welcome bonus' },
      headers: { 'idempotency-key': `books-${round}-${userId}-${amountCents}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const winner = await registerPlayer(t.app);
  const loser = await registerPlayer(t.app);
  await credit(winner.user.id, 100_000);
  await credit(loser.user.id, 50_000);

  // The store: a plan each (the sports contest needs one).
  for (const p of [winner, loser]) {
    const order = await api(t.app, 'POST', '/api/store/orders', {
      token: p.token,
      body: { productIds: ['super-elite'] },
      headers: { 'idempotency-key': `books-order-${round}-${p.user.id}` },
    });
    expect(order.statusCode, order.body).toBe(201);
  }

  // Sports: both enter a one-game Chase the Ace contest; the winner picks both teams of a 1–1 final.
  const set = await insertBaseballGameSet(db, {
    date: '2019-07-18',
    startAt: new Date(clock.now().getTime() + 120_000),
    tag: `books${round}`,
    games: 1,
  });
  const contestId = await insertContest(db, { gameSetId: set.id });
  const match = set.matches[0]!;
  const teams = [
    `${match.feed_game_id}-${match.home_team_id}`,
    `${match.feed_game_id}-${match.away_team_id}`,
  ];
  const sportsEntries: number[] = [];
  for (const [p, picks] of [
    [winner, teams],
    [loser, [teams[0]!]],
  ] as const) {
    const entered = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token: p.token });
    expect(entered.statusCode, entered.body).toBe(201);
    const entryId = entered.json<{ entry: { id: number } }>().entry.id;
    sportsEntries.push(entryId);
    const saved = await api(t.app, 'PUT', `/api/sports/entries/${entryId}/picks`, {
      token: p.token,
      body: { teams: picks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  // The lottery: a 747 draw, the winner on every ball, the loser on none but one Power Match.
  const scheduled = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token: operatorToken,
    body: {
      gameType: '747',
      startAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  const game = scheduled.json<{ game: { id: number; startAt: string } }>().game;
  const { seed } = await db
    .selectFrom('lottery_games')
    .select('seed')
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  const balls = drawBalls(seed, String(game.id), 7, { min: 1, max: 47 });
  const losers = Array.from({ length: 47 }, (_, i) => i + 1)
    .filter((n) => !balls.includes(n))
    .slice(0, 7);
  const lotteryEntries: number[] = [];
  for (const [p, numbers] of [
    [winner, balls],
    [loser, losers],
  ] as const) {
    const saved = await api(t.app, 'PUT', `/api/lottery/games/${game.id}/picks`, {
      token: p.token,
      body: { numbers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    lotteryEntries.push(saved.json<{ entry: { id: number } }>().entry.id);
  }
  const start = Date.parse(game.startAt);
  for (let k = 1; k <= 7; k++) {
    clock.set(new Date(start + (k - 1) * 10_000));
    await advanceGame(db, t.services.ledger, game.id, clock.now());
  }
  clock.set(new Date(start + 61_000));
  const powerMatch = await api(t.app, 'POST', `/api/lottery/games/${game.id}/powerplays`, {
    token: loser.token,
    body: { powerplayId: 3, pick: losers[0] },
  });
  expect(powerMatch.statusCode, powerMatch.body).toBe(200);
  clock.set(new Date(start + 72_000));
  await advanceGame(db, t.services.ledger, game.id, clock.now());

  // The sports game ends 1–1: settled by the feed.
  const final = await api(t.app, 'POST', '/api/operator/sports/feed', {
    token: operatorToken,
    body: {
      updates: [
        { feedGameId: match.feed_game_id, sequence: 1, status: 'FINISHED', homeScore: 1, awayScore: 1 },
      ],
    },
  });
  expect(final.statusCode, final.body).toBe(200);

  // Withdrawals: one pending, one cancelled (its hold returned).
  const withdrawals: number[] = [];
  for (const amount of [10_000, 12_000]) {
    const requested = await api(t.app, 'POST', '/api/wallet/withdrawals', {
      token: winner.token,
      body: withdrawalBody(amount),
      headers: { 'idempotency-key': `books-w-${round}-${amount}` },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    withdrawals.push(requested.json<{ withdrawal: { id: number } }>().withdrawal.id);
  }
  const cancelled = await api(t.app, 'POST', `/api/operator/withdrawals/${withdrawals[1]}/cancel`, {
    token: operatorToken,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  // The draft: the winner ranks the real first round, the loser it reversed; the operator posts the picks.
  const draftId = await openDraft(t.app, operatorToken, {
    deadline: new Date(clock.now().getTime() + 10 * 60_000),
    start: new Date(clock.now().getTime() + 15 * 60_000),
  });
  const board = await api(t.app, 'GET', `/api/draft/contests/${draftId}`);
  expect(board.statusCode, board.body).toBe(200);
  const real = realRound(board.json<Pick<DraftContestResponse, 'prospects'>>());
  const draftEntries: number[] = [];
  for (const [p, ranking] of [
    [winner, real],
    [loser, [...real].reverse()],
  ] as const) {
    const submitted = await api(t.app, 'PUT', `/api/draft/contests/${draftId}/entry`, {
      token: p.token,
      body: { ranking, skillAnswer: skillQuestionOf(draftId, p.user.id).answer },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    draftEntries.push(submitted.json<{ entry: { id: number } }>().entry.id);
  }
  clock.advance(16 * 60_000);
  for (const [i, prospectId] of real.entries()) {
    const posted = await api(t.app, 'POST', `/api/operator/draft/contests/${draftId}/picks`, {
      token: operatorToken,
      body: { pick: i + 1, prospectId },
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
  }

  return {
    winner,
    loser,
    game: { id: game.id, balls },
    contestId,
    sportsEntries,
    lotteryEntries,
    withdrawals,
    draftId,
    draftEntries,
  };
}
