import { catalogue } from '@powerplay/contracts';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/render';
import { apiFetch, ApiError } from './api';

describe('apiFetch', () => {
  it('parses the error shape into an ApiError', async () => {
    mockFetch(() => json({ error: { code: 'LOGIN_INCORRECT', ...catalogue.LOGIN_INCORRECT } }, 401));
    const error = await apiFetch('/api/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'LOGIN_INCORRECT',
      title: 'Alert',
      message: 'Username or Password Incorrect',
    });
  });

  it('falls back to the catalogue when the answer is not the error shape, and on network failure', async () => {
    mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 502,
      message: catalogue.SOMETHING_WRONG.message,
    });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'SOMETHING_WRONG' });
  });

  it('sends JSON and resolves 204 as undefined', async () => {
    const fetch = mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    await apiFetch('/api/x', { body: { a: 1 } });
    const init = fetch.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    // Public reads are revalidated (If-None-Match), never served stale by the browser's cache.
    expect(init?.cache).toBe('no-cache');
  });
});
