import type { DraftContestResponse } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../test/helpers';
import { FIRST_ROUND_2020 } from './data/nfl-2020';

/** Opens a draft through the back office: entries until `deadline`, first pick at `start`. */
export async function openDraft(
  app: FastifyInstance,
  operatorToken: string,
  o: { deadline: Date; start: Date; mode?: 'replay' | 'operator'; pickIntervalSeconds?: number },
): Promise<number> {
  const res = await api(app, 'POST', '/api/operator/draft/contests', {
    token: operatorToken,
    body: {
      pickDeadline: o.deadline.toISOString(),
      startAt: o.start.toISOString(),
      mode: o.mode ?? 'operator',
      pickIntervalSeconds: o.pickIntervalSeconds ?? 10,
    },
  });
  if (res.statusCode !== 201) throw new Error(`open draft failed: ${res.statusCode} ${res.body}`);
  return res.json<{ contest: { id: number } }>().contest.id;
}

/** The prospect ids of the real 2020 first round in pick order: the perfect entry. */
export function realRound(detail: Pick<DraftContestResponse, 'prospects'>): number[] {
  const byName = new Map(detail.prospects.map((p) => [p.name, p.id]));
  return FIRST_ROUND_2020.map((p) => byName.get(p.player)!);
}

/** A prospect of the pool the real first round did not take. */
export function notFirstRounder(detail: Pick<DraftContestResponse, 'prospects'>): number {
  const real = new Set(FIRST_ROUND_2020.map((p) => p.player));
  return detail.prospects.find((p) => !real.has(p.name))!.id;
}
