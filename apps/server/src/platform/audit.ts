import type {
  AuditAction,
  OperatorAuditEntry,
  OperatorAuditQuery,
  OperatorAuditResponse,
} from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { auditRepo } from './audit-repo';

/** What an operator did: recorded by `recordOperatorAction` in the transaction that does it. */
export interface OperatorAction {
  operatorId: number;
  action: AuditAction;
  /** What it was done to: a table's row (`withdrawal` 12, `content_page` about-us, `user` 7). */
  target: { type: string; id: string | number };
  /** The values it changed, as they were (null: it did not exist, or nothing to show). */
  before?: Record<string, unknown> | null;
  /** The values it changed, as they are now. */
  after?: Record<string, unknown> | null;
}

const json = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);

/**
 * Writes one line of the operator audit log (decision 021) in the caller's transaction, so the line
 * exists if and only if the action commits. The table is append-only: the database refuses UPDATE,
 * DELETE and TRUNCATE (migration 2026_11_26_05).
 */
export async function recordOperatorAction(trx: Transaction<DB>, a: OperatorAction): Promise<void> {
  await auditRepo.insert(trx, {
    operator_id: a.operatorId,
    action: a.action,
    target_type: a.target.type,
    target_id: String(a.target.id),
    before: json(a.before),
    after: json(a.after),
  });
}

/**
 * The values that differ between two versions of a record, each side as it was: what a log line keeps
 * (not the whole object). Compared by their JSON.
 */
export function changedValues<T extends Record<string, unknown>>(
  before: T | null | undefined,
  after: T,
): { before: Partial<T> | null; after: Partial<T> } {
  if (!before) return { before: null, after };
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}

/** The log for the back office: newest first, filtered, `limit` lines before `cursor`. */
export async function listOperatorActions(
  db: Kysely<DB>,
  q: OperatorAuditQuery,
): Promise<OperatorAuditResponse> {
  const rows = await auditRepo.list(db, q, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const entries: OperatorAuditEntry[] = page.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    operatorId: r.operator_id,
    operatorName: r.display_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
  }));
  return { entries, nextCursor: rows.length > q.limit ? page[page.length - 1]!.id : null };
}
