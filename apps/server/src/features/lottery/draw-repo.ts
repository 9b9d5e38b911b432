import { splitPrizes } from '@powerplay/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, LotteryGamesTable } from '../../db/schema';
import { ledgerKey, type CreditRows } from '../ledger';

/**
 * The draw engine's SQL (engine.ts). Each step runs in one transaction and claims its work with a
 * conditional UPDATE of the game row (docs/decisions/003); these are its statements, in its order.
 */

/** The game a step reads first, without a lock: the step's claim below decides who does the work. */
export function gameForStep(trx: Transaction<DB>, gameId: number) {
  return trx.selectFrom('lottery_games').selectAll().where('id', '=', gameId).executeTakeFirst();
}

/** The numbers drawn so far in a game, in the order they were drawn. */
export async function drawnBalls(trx: Transaction<DB>, gameId: number): Promise<number[]> {
  const drawn = await trx
    .selectFrom('lottery_draws')
    .select('number')
    .where('game_id', '=', gameId)
    .orderBy('k')
    .execute();
  return drawn.map((d) => d.number);
}

/** Claims ball k (`balls_drawn = k−1` → `k`, the game live); true for the one transaction that wins it. */
export async function claimBall(trx: Transaction<DB>, gameId: number, k: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('lottery_games')
    .set({ balls_drawn: k, status: 'live' })
    .where('id', '=', gameId)
    .where('balls_drawn', '=', k - 1)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Records ball k of a game. */
export async function insertDraw(
  trx: Transaction<DB>,
  d: { gameId: number; k: number; number: number; drawnAt: Date },
): Promise<void> {
  await trx
    .insertInto('lottery_draws')
    .values({ game_id: d.gameId, k: d.k, number: d.number, drawn_at: d.drawnAt })
    .execute();
}

/**
 * Claims a game's settlement (`settled_at is null` → `at`, the game finished); true for the one
 * transaction that wins it. The UPDATE waits for every powerplay use holding the game row FOR SHARE.
 */
export async function claimSettlement(trx: Transaction<DB>, gameId: number, at: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('lottery_games')
    .set({ status: 'finished', settled_at: at })
    .where('id', '=', gameId)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Every partner's unsettled games that start by `by`: the ones the draw engine has work for, now or soon. */
export async function unsettledStartedBy(db: Kysely<DB>, by: Date) {
  // Every partner's (migration 2026_12_09_03): the engine finds its work in one query.
  const { rows } = await sql<Selectable<LotteryGamesTable>>`select * from due_lottery_games(${by})`.execute(
    db,
  );
  return rows;
}

/**
 * Settlement's SQL (settlement.ts). Hits are computed, not stored: rewriting a million entry rows would
 * cost more than the settlement. Balls and picks are distinct numbers, so an entry's hits are how many
 * balls are among its picks: one sum of constant tests per row, not a subquery over unnest(picks) per row.
 */
const hitsOf = (balls: readonly number[]) => {
  const terms = balls.map((b) => sql`(${b}::int = any(e.picks))::int`);
  return sql<number>`(${sql.join([sql`0`, ...terms], sql` + `)})`;
};

/** The players with an entry in the game. */
export async function entryPlayers(trx: Transaction<DB>, gameId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('lottery_entries')
    .select('user_id')
    .where('game_id', '=', gameId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Each entry's player and prize (0 when its hits pay nothing), once the tier table is written. */
export function entryPrizes(trx: Transaction<DB>, gameId: number, balls: readonly number[]) {
  return trx
    .selectFrom(
      trx
        .selectFrom('lottery_entries as e')
        .select(['e.user_id', hitsOf(balls).as('hits')])
        .where('e.game_id', '=', gameId)
        .as('e'),
    )
    .leftJoin('lottery_tier_results as t', (j) =>
      j.on('t.game_id', '=', gameId).onRef('t.hits', '=', 'e.hits').on('t.winners', '>', 0),
    )
    .select(['e.user_id', sql<number>`coalesce(t.payout, 0)::int`.as('payout'), 't.kind'])
    .execute();
}

/** How many of the game's entries have each number of hits. */
export async function hitCounts(
  trx: Transaction<DB>,
  gameId: number,
  balls: readonly number[],
): Promise<Map<number, number>> {
  const counts = await trx
    .selectFrom('lottery_entries as e')
    .select([hitsOf(balls).as('hits'), sql<number>`count(*)::int`.as('n')])
    .where('e.game_id', '=', gameId)
    .groupBy(sql`1`)
    .execute();
  return new Map(counts.map((c) => [c.hits, c.n]));
}

/**
 * Writes the game's tier table: the settlement's claim, written once per draw. False when it was there
 * already (a re-run, or a concurrent run that waited on it).
 */
export async function claimTierResults(
  trx: Transaction<DB>,
  gameId: number,
  tiers: ReturnType<typeof splitPrizes>,
): Promise<boolean> {
  const claim = await trx
    .insertInto('lottery_tier_results')
    .values(tiers.map((t) => ({ game_id: gameId, ...t })))
    .onConflict((oc) => oc.columns(['game_id', 'hits']).doNothing())
    .executeTakeFirst();
  return Number(claim.numInsertedOrUpdatedRows ?? 0) !== 0;
}

/** Every winning entry's prize as the ledger credits it in one statement (one row per winner); `draw` names it. */
export function prizeCredits(gameId: number, draw: string, balls: readonly number[]): CreditRows {
  return sql`
      select e.user_id, t.kind as currency, t.payout as amount, 'prize' as kind,
             ${`lottery:${gameId}`} as reference,
             ${draw} || ': ' || t.hits || ' matched' as description,
             ${ledgerKey('lottery-prize', '')} || e.id as idempotency_key
      from (select e.id, e.user_id, ${hitsOf(balls)} as hits from lottery_entries e where e.game_id = ${gameId}) e
      join lottery_tier_results t on t.game_id = ${gameId} and t.hits = e.hits
      where t.winners > 0 and t.payout > 0`;
}
