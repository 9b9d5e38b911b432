import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';
import { idempotencyRepo as repo } from './idempotency-repo';

/** Sorted-key JSON (undefined fields left out), so the same body hashes the same whatever its key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The header in a route's schema (OpenAPI); `idempotencyKey` / `optionalIdempotencyKey` check it. */
export const idempotencyKeyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** The `Idempotency-Key` header, required on money-moving requests. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0 || key.length > 200)
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/**
 * The `Idempotency-Key` header where it is optional (powerplays): absent, the request runs as it is;
 * present, it must be a valid key and the request runs once per key (`inTransactionOnce`).
 */
export function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  return request.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(request);
}

/**
 * Runs `work` once per (user, scope, key) inside the caller's transaction. A replay with the same body
 * gets the first answer; the same key with another body is refused. Concurrent requests with one key
 * queue on the record's primary key, so the work happens exactly once. If `work` throws, the record goes
 * with the rolled-back transaction and the key can be retried.
 */
export async function onceFor<T>(
  trx: Transaction<DB>,
  clock: Clock,
  ref: { userId: number; scope: string; key: string; body: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256').update(canonical(ref.body)).digest('hex');
  const claimed = await repo.claim(trx, ref, hash, clock.now());
  if (!claimed) {
    const existing = await repo.find(trx, ref);
    if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return existing.response as T;
  }
  const result = await work();
  await repo.saveResponse(trx, ref, JSON.stringify(result));
  return result;
}

/**
 * One use case in one transaction; with an optional client key (a retried request from a flaky
 * network), done once per (user, scope, key) through `onceFor`, the retry getting the first answer.
 */
export function inTransactionOnce<T>(
  db: Kysely<DB>,
  clock: Clock,
  ref: { userId: number; scope: string; key: string | undefined; body: unknown },
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => {
    const key = ref.key;
    return key === undefined ? work(trx) : onceFor(trx, clock, { ...ref, key }, () => work(trx));
  });
}

/**
 * The answers recorded for a user under `key` and under its generations `key.2`, `key.3`… (the old
 * client's derived keys, features/legacy/replays.ts): the idempotency records stay this module's table.
 */
export function recordedAnswers(db: Kysely<DB>, userId: number, key: string) {
  return repo.answersUnder(db, userId, key);
}
