import { sportsLiveScoreResponseSchema, type SportsLiveScoreResponse } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api } from '../../../test/helpers';

/**
 * A sports entry's requests as the tests make them (tests only): use a powerplay (`use` answers the raw
 * response, `used` the live score it must answer, `refused` the error it must answer) and read the live
 * score; `stockOf` is an answer's powerplays left, by id.
 */
export function entryRequests(app: () => FastifyInstance) {
  const use = (entryId: number, token: string | undefined, body: unknown) =>
    api(app(), 'POST', `/api/sports/entries/${entryId}/powerplays`, { ...(token ? { token } : {}), body });
  return {
    use,
    used: async (entryId: number, token: string, body: unknown): Promise<SportsLiveScoreResponse> => {
      const res = await use(entryId, token, body);
      expect(res.statusCode, res.body).toBe(200);
      return sportsLiveScoreResponseSchema.parse(res.json());
    },
    refused: async (entryId: number, token: string, body: unknown) => {
      const res = await use(entryId, token, body);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      return { status: res.statusCode, code: error.code, message: error.message };
    },
    live: async (entryId: number, token: string): Promise<SportsLiveScoreResponse> => {
      const res = await api(app(), 'GET', `/api/sports/entries/${entryId}/live`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return sportsLiveScoreResponseSchema.parse(res.json());
    },
  };
}

export const stockOf = (r: SportsLiveScoreResponse) =>
  Object.fromEntries(r.powerplays.map((p) => [p.powerplayId, p.remaining]));
