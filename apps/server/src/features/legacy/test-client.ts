import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';

/** The origin the old client runs on in the legacy tests (listed in their LEGACY_ORIGINS). */
export const OLD_CLIENT = 'https://old-client.example.com';

/**
 * Requests as the old client sends them (tests): form posts and query-string reads from its own origin
 * unless told otherwise. `app` is read at each request (test apps are made in `beforeAll`).
 */
export function oldClient(app: () => FastifyInstance) {
  return {
    form: (url: string, fields: Record<string, string>, origin = OLD_CLIENT) =>
      app().inject({
        method: 'POST',
        url,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    get: (url: string, query: Record<string, string> = {}, origin = OLD_CLIENT) =>
      app().inject({
        method: 'GET',
        url: `${url}?${new URLSearchParams(query).toString()}`,
        headers: { origin },
      }),
  };
}

/** A catalogue entry's text, as the old client shows it. */
export const message = (code: MessageCode, params?: Record<string, string | number>) =>
  formatMessage(catalogue[code].message, params);
