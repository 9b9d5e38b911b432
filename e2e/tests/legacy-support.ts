// Helpers of the old client's conformance journeys (legacy-client.spec.ts): its requests as it sends them
// over real HTTP — form posts with a `jwt` field, query-string reads with `?jwt=` — from its own host,
// and the refusal the old client shows (status and catalogue text, docs/legacy-api.md "Common behaviour").
import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The host the old client runs on: e2e-server.ts lists it in LEGACY_ORIGINS. */
export const OLD_CLIENT = 'http://old-client.example.com';
/** A host that is not listed. */
export const FOREIGN = 'http://elsewhere.example.net';

export type Fields = Record<string, string>;

/** The old client's two kinds of request, from `origin` (its own host unless told). */
export function oldClient(request: APIRequestContext) {
  return {
    /** A form post (application/x-www-form-urlencoded). */
    form: (url: string, fields: Fields, origin = OLD_CLIENT) =>
      request.post(url, { headers: { origin }, form: fields }),
    /** A read with its parameters in the query string. */
    get: (url: string, query: Fields = {}, origin = OLD_CLIENT) =>
      request.get(url, { headers: { origin }, params: query }),
  };
}
export type OldClient = ReturnType<typeof oldClient>;

/** A catalogue entry's text, as the old client shows it. */
export const message = (code: MessageCode, params?: Record<string, string | number>) =>
  formatMessage(catalogue[code].message, params);

/** A refusal as the old client meets it: its status and the text it shows. */
export async function refusal(response: APIResponse): Promise<{ status: number; message: string }> {
  const body = (await response.json()) as { error?: { message?: string } };
  return { status: response.status(), message: body.error?.message ?? '' };
}

/** The refusal a catalogue entry gives (its status and text). */
export const refusedWith = (code: MessageCode, params?: Record<string, string | number>) => ({
  status: catalogue[code].status,
  message: message(code, params),
});

/** The reply's JSON after checking its status (the body is in the message when it is not). */
export async function ok<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** `login.php` (email or display name, password): the reply says "Successful" and carries the jwt. */
export async function oldLogin(old: OldClient, login: string, password: string): Promise<string> {
  const reply = await ok<{ message: string; jwt: string }>(
    await old.form('/public_api/auth/login.php', { email: login, password }),
  );
  expect(reply.message).toBe('Successful');
  expect(reply.jwt).toEqual(expect.any(String));
  return reply.jwt;
}
