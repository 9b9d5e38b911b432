import type { ColumnType, Generated } from 'kysely';
import type { OwnedBy } from './common';

/** The ledger, entries of every contest, powerplays, idempotency, withdrawals and the store. */

export type Currency = 'cash' | 'points';

export interface LedgerEntriesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  currency: Currency;
  amount: number;
  kind: 'prize' | 'purchase' | 'withdrawal_hold' | 'withdrawal_reversal' | 'adjustment';
  status: ColumnType<
    'complete' | 'pending' | 'cancel' | 'refund',
    'complete' | 'pending' | 'cancel' | 'refund' | undefined
  >;
  reference: string;
  description: string;
  idempotency_key: string;
  created_at: Date;
  /** The prize claim a row pays or reverses (docs/decisions/016); null for everything else. */
  claim: ColumnType<string | null, string | null | undefined, never>;
}

/** What players owe: shortfalls of prize reversals, and what later corrections cleared (append-only). */
export interface LedgerReceivablesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  currency: Currency;
  /** Positive: owed more; negative: cleared. */
  amount: number;
  claim: string;
  reference: string;
  description: string;
  idempotency_key: string;
  created_at: Date;
}

/** A player's entry in any contest: the registry limits, club, territory and allowances count. */
export interface EntriesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  contest_kind: 'lottery' | 'sports' | 'draft' | 'fantasy';
  contest_id: number;
  sport: 'hockey' | 'baseball' | 'basketball' | 'football' | null;
  created_at: Date;
  /** Voided with its contest (a sports contest cancelled for want of players): off the monthly allowance. */
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PowerplayInventoryTable {
  partner_id: OwnedBy;
  entry_id: number;
  powerplay_id: number;
  remaining: number;
}

export interface PowerplayUsesTable {
  partner_id: OwnedBy;
  entry_id: number;
  use_number: number;
  powerplay_id: number;
  undoes: number | null;
  state_before: ColumnType<unknown, string, never>;
  state_after: ColumnType<unknown, string, never>;
  context: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Date;
}

export interface IdempotencyRecordsTable {
  partner_id: OwnedBy;
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null, string>;
  created_at: Date;
}

export interface WithdrawalsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  paypal_email: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    'pending' | 'complete' | 'cancel' | 'refund',
    'pending' | undefined,
    'complete' | 'cancel' | 'refund'
  >;
  hold_entry_id: number;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
}

export interface StoreProductsTable {
  id: string;
  name: string;
  sport: 'football' | 'baseball' | 'hockey' | 'basketball' | 'all';
  price_cents: number;
  period: 'once' | 'month';
  games: number | null;
  description: string;
  club: 'basic' | 'elite' | 'super_elite';
  subscription_ids: number[];
  sort: number;
}

export interface StoreOrdersTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  product_ids: string[];
  total_cents: number;
  created_at: Date;
}
