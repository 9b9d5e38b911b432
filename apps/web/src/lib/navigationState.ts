/**
 * Navigation state carried to /login and /register: the route to return to after signing
 * in and the selection (picks, draft order) that route should restore.
 */
export interface AuthReturnState {
  backlink?: string;
  selected?: unknown;
}

export function readAuthReturnState(state: unknown): AuthReturnState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { backlink, selected } = state as Record<string, unknown>;
  return { backlink: typeof backlink === 'string' ? backlink : undefined, selected };
}

/**
 * Where to go after a successful sign-in or sign-up: `/{backlink}` carrying `{ selected }`, else `/`.
 * Only same-site paths are accepted (no scheme, no protocol-relative `//host`).
 */
export function authReturnTarget(state: unknown, home = '/'): { to: string; state?: { selected: unknown } } {
  const parsed = readAuthReturnState(state);
  const backlink = parsed?.backlink?.trim().replace(/^\/+/, '');
  if (!backlink || !/^[A-Za-z0-9._~\-/?=&%]+$/.test(backlink) || backlink.includes('//')) return { to: home };
  return { to: `/${backlink}`, state: { selected: parsed?.selected } };
}

/** Navigation state carried to /login to show a notice there (after a password reset). */
export interface LoginNoticeState {
  notice: 'PASSWORD_RESET_DONE';
}

export function readLoginNotice(state: unknown): LoginNoticeState['notice'] | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return notice === 'PASSWORD_RESET_DONE' ? notice : null;
}
