// Only the core texts: this module is on the landing page, the whole catalogue is not.
import { coreMessages, type CoreMessageCode } from '@powerplay/contracts';

/** An error answer of the API (`{ error: { code, title, message } }`) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;

  constructor(status: number, code: string, title: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.title = title;
  }

  static fromCode(code: CoreMessageCode, status: number = coreMessages[code].status): ApiError {
    const entry = coreMessages[code];
    return new ApiError(status, code, entry.title, entry.message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Title and message to show for any thrown value. */
export function describeError(error: unknown): { title: string; message: string } {
  if (isApiError(error)) return { title: error.title, message: error.message };
  const fallback = coreMessages.SOMETHING_WRONG;
  return { title: fallback.title, message: fallback.message };
}

function fallbackCode(status: number): CoreMessageCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return 'SOMETHING_WRONG';
}

function readErrorBody(body: unknown): { code: string; title: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, title, message } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof title !== 'string' || typeof message !== 'string') return null;
  return { code, title, message };
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one way the web app talks to the API: same-origin, cookie-authenticated JSON. Resolves with the
 * parsed body (undefined for 204) or rejects with an {@link ApiError} carrying the catalogue's texts.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      // The public reads (ETag, `stale-while-revalidate` for CDNs) are revalidated every time, never
      // taken stale from the browser's cache: a read after a write sees it (a 304 costs nothing).
      cache: 'no-cache',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.fromCode('SOMETHING_WRONG', 0);
  }

  if (response.status === 204) return undefined as T;

  let parsed: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    const error = readErrorBody(parsed);
    if (error) throw new ApiError(response.status, error.code, error.title, error.message);
    throw ApiError.fromCode(fallbackCode(response.status), response.status);
  }
  if (parsed === undefined && text) throw ApiError.fromCode('SOMETHING_WRONG', response.status);
  return parsed as T;
}
