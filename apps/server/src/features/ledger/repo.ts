import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type Transaction,
} from 'kysely';
import type { DB, LedgerEntriesTable, LedgerReceivablesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The ledger's queries (`ledger_entries`, `ledger_receivables`); the service decides what to post. */
export const ledgerRepo = {
  insertEntry: (trx: Transaction<DB>, row: Insertable<LedgerEntriesTable>) =>
    trx.insertInto('ledger_entries').values(row).returningAll().executeTakeFirstOrThrow(),

  /** Many credits in one statement; rows whose key already exists are skipped. Returns how many were posted. */
  async insertCredits(trx: Transaction<DB>, rows: RawBuilder<unknown>, at: Date): Promise<number> {
    const result = await sql`
        insert into ledger_entries (user_id, currency, amount, kind, status, reference, description, idempotency_key, created_at)
        select user_id, currency, amount, kind, 'complete', reference, description, idempotency_key, ${at}::timestamptz
        from (${rows}) src where amount > 0
        on conflict (idempotency_key) do nothing`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },

  /** A pending hold's new status (the one change the ledger's trigger allows to a written row). */
  settleHold: (trx: Transaction<DB>, holdId: number, status: 'complete' | 'cancel' | 'refund') =>
    trx
      .updateTable('ledger_entries')
      .set({ status })
      .where('id', '=', holdId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** A player's cash and points balances and the cash held for pending withdrawals. */
  sums: (q: Db, userId: number) =>
    q
      .selectFrom('ledger_entries')
      .select([
        sql<number>`coalesce(sum(amount) filter (where currency = 'cash'), 0)`.as('cash'),
        sql<number>`coalesce(sum(amount) filter (where currency = 'points'), 0)`.as('points'),
        sql<number>`coalesce(-sum(amount) filter (where kind = 'withdrawal_hold' and status = 'pending'), 0)`.as(
          'pending',
        ),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),

  /** The lock the ledger's own trigger takes for every debit on a player's balance. */
  async lockBalance(trx: Transaction<DB>, userId: number): Promise<void> {
    await sql`select 1 from users where id = ${userId} for no key update`.execute(trx);
  },

  /** What a claim's rows paid, per currency. */
  claimPaid: (trx: Transaction<DB>, claim: string) =>
    trx
      .selectFrom('ledger_entries')
      .select(['currency', sql<number>`sum(amount)`.as('total')])
      .where('claim', '=', claim)
      .groupBy('currency')
      .execute(),

  /** What a claim's player owes, per currency. */
  claimOwed: (trx: Transaction<DB>, claim: string) =>
    trx
      .selectFrom('ledger_receivables')
      .select(['currency', sql<number>`sum(amount)`.as('total')])
      .where('claim', '=', claim)
      .groupBy('currency')
      .execute(),

  async insertReceivable(trx: Transaction<DB>, row: Insertable<LedgerReceivablesTable>): Promise<void> {
    await trx.insertInto('ledger_receivables').values(row).execute();
  },

  /** Prize postings (credits, and reversals by corrections) after a row id, oldest first: a partner's results feed. */
  prizesAfter: (q: Db, after: number, limit: number) =>
    q
      .selectFrom('ledger_entries')
      .select(['id', 'user_id', 'currency', 'amount', 'reference', 'description', 'created_at'])
      .where('kind', '=', 'prize')
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Outstanding receivables per claim and currency, largest first (everyone's or one player's). */
  outstanding(q: Db, userId?: number) {
    let query = q.selectFrom('ledger_receivables as r');
    if (userId !== undefined) query = query.where('r.user_id', '=', userId);
    return query
      .select([
        'r.user_id',
        'r.currency',
        'r.claim',
        'r.reference',
        sql<number>`sum(r.amount)`.as('owed'),
        sql<Date>`max(r.created_at)`.as('since'),
        sql<string>`(array_agg(r.description order by r.id) filter (where r.amount > 0))[1]`.as(
          'description',
        ),
      ])
      .groupBy(['r.user_id', 'r.currency', 'r.claim', 'r.reference'])
      .having(sql`sum(r.amount)`, '>', 0)
      .orderBy(sql`sum(r.amount)`, 'desc')
      .orderBy('r.claim')
      .execute();
  },

  /** Cash spent on purchases since a time. */
  async spentSince(q: Db, userId: number, since: Date): Promise<number> {
    const row = await q
      .selectFrom('ledger_entries')
      .select(sql<number>`coalesce(-sum(amount), 0)::bigint`.as('spent'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'purchase')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.spent);
  },

  /** One page of a player's entries since a time, newest first, and how many there are in all. */
  async page(
    db: Kysely<DB>,
    f: {
      userId: number;
      since: Date;
      status?: Selectable<LedgerEntriesTable>['status'];
      limit: number;
      offset: number;
    },
  ) {
    let q = db
      .selectFrom('ledger_entries')
      .where('user_id', '=', f.userId)
      .where('created_at', '>=', f.since);
    if (f.status) q = q.where('status', '=', f.status);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },
};
