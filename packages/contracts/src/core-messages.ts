/**
 * The catalogue's generic entries (see `catalogue.ts`): the texts the web shell needs before any
 * feature has loaded (network failures, "Page not found", the error page). A module of its own so the
 * landing page loads these few texts and not the whole catalogue (landing JavaScript budget).
 */
export const coreMessages = {
  // Generic
  BAD_REQUEST: { status: 400, title: 'Sorry!', message: 'Something Went wrong, We are working to solve it.' },
  MALFORMED_BODY: {
    status: 400,
    title: 'Sorry!',
    message: 'The request could not be read. Please try again.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Sorry!', message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Sorry!', message: 'The request format is not supported.' },
  NOT_FOUND: {
    status: 404,
    title: 'Page not found',
    message: 'We could not find what you were looking for.',
  },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Sorry!', message: 'This action is not allowed here.' },
  RATE_LIMITED: {
    status: 429,
    title: 'Slow down',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  SOMETHING_WRONG: { status: 500, title: 'Sorry!', message: 'Something Went Wrong, Please Try Again' },
  UNAVAILABLE: {
    status: 503,
    title: 'Sorry!',
    message: 'The service is starting or unavailable. Please try again.',
  },

  // Sessions and permissions
  AUTH_REQUIRED: { status: 401, title: 'Authentication Failed!', message: 'Please Login First' },
  FORBIDDEN: { status: 403, title: 'Sorry!', message: 'You do not have permission to do this.' },
  // An open page whose session ended elsewhere (signed out, password changed, account suspended).
  SESSION_ENDED: {
    status: 401,
    title: 'Signed out',
    message: 'Your session has ended. Please sign in again.',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    title: 'Sorry!',
    message: 'This request did not come from this site and was refused.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type CoreMessageCode = keyof typeof coreMessages;

/**
 * Fills `{name}` placeholders of a catalogue text, and `{name|one|other}` with the word for the count
 * `name` holds: `one` when it is 1, else `other` ("Select At least {n} {n|Team|Teams}": "1 Team",
 * "2 Teams").
 */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, key: string, one?: string, other?: string) => {
      if (!(key in params)) return whole;
      if (one === undefined || other === undefined) return String(params[key]);
      return Number(params[key]) === 1 ? one : other;
    },
  );
}
