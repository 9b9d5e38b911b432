import type { OperatorAuditQuery } from '@powerplay/contracts';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, OperatorAuditLogTable } from '../db/schema';

/** The operator audit log (`operator_audit_log`): append-only, read newest first. */
export const auditRepo = {
  async insert(trx: Transaction<DB>, row: Insertable<OperatorAuditLogTable>): Promise<void> {
    await trx.insertInto('operator_audit_log').values(row).execute();
  },

  /** Lines matching the filters with their operator's name, newest first, at most `limit`, before `cursor`. */
  list(db: Kysely<DB>, q: Omit<OperatorAuditQuery, 'limit'>, limit: number) {
    let query = db
      .selectFrom('operator_audit_log as a')
      .innerJoin('users as u', 'u.id', 'a.operator_id')
      .select([
        'a.id',
        'a.at',
        'a.operator_id',
        'u.display_name',
        'a.action',
        'a.target_type',
        'a.target_id',
        'a.before',
        'a.after',
      ]);
    if (q.action) query = query.where('a.action', '=', q.action);
    if (q.operatorId) query = query.where('a.operator_id', '=', q.operatorId);
    if (q.targetType) query = query.where('a.target_type', '=', q.targetType);
    if (q.targetId) query = query.where('a.target_id', '=', q.targetId);
    if (q.from) query = query.where('a.at', '>=', new Date(q.from));
    if (q.to) query = query.where('a.at', '<=', new Date(q.to));
    if (q.cursor) query = query.where('a.id', '<', q.cursor);
    return query.orderBy('a.id', 'desc').limit(limit).execute();
  },
};
