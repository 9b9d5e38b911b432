/**
 * The one catalogue of user-visible messages (GAME-RULES "Texts"). The server answers errors with a
 * code from here; the web shows the same title and message. Texts are the spec's, misspellings fixed.
 */
export const catalogue = {
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
  CROSS_SITE_REQUEST: {
    status: 403,
    title: 'Sorry!',
    message: 'This request did not come from this site and was refused.',
  },

  // Login (spec 000 §5, §8)
  LOGIN_EMAIL_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Email' },
  LOGIN_PASSWORD_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Password' },
  LOGIN_INCORRECT: { status: 401, title: 'Alert', message: 'Username or Password Incorrect' },
  LOGIN_THROTTLED: {
    status: 429,
    title: 'Too many attempts',
    message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  },

  // Register (spec 000 §5, in the order they are checked; GAME-RULES "Accounts")
  REGISTER_DISPLAY_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Display Name' },
  REGISTER_DISPLAY_NAME_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Display name must be 3 to 30 letters, digits, spaces, dots, dashes or underscores',
  },
  REGISTER_EMAIL_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Email' },
  REGISTER_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
  REGISTER_PASSWORD_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Password' },
  REGISTER_PASSWORD_TOO_SHORT: {
    status: 400,
    title: 'Alert',
    message: 'Password must be at least 8 characters',
  },
  REGISTER_PASSWORD_TOO_LONG: {
    status: 400,
    title: 'Alert',
    message: 'Password must be at most 128 characters',
  },
  REGISTER_COUNTRY_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill In Country' },
  REGISTER_PROVINCE_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Province' },
  REGISTER_PROVINCE_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Please choose a province or state of the selected country',
  },
  REGISTER_OVER18_REQUIRED: { status: 400, title: 'Alert', message: 'You must be 18 or older to sign up' },
  REGISTER_TERMS_REQUIRED: { status: 400, title: 'Alert', message: 'You need To accept Terms To Signup' },
  EMAIL_TAKEN: { status: 409, title: 'Alert', message: 'This email is already registered' },
  DISPLAY_NAME_TAKEN: { status: 409, title: 'Alert', message: 'This display name is taken' },

  // Partner form and Notify Me (spec 002 §2.11, §4, §5)
  PARTNER_FORM_INCOMPLETE: { status: 400, title: 'Alert', message: 'Please Fill out the form' },
  PARTNER_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
  PARTNER_PHONE_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid phone number' },
  NOTIFY_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type MessageCode = keyof typeof catalogue;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/** Confirmations and notices the web shows (not errors): same rule, every text lives here once. */
export const notices = {
  PARTNER_SENT: { title: 'Thank you', message: 'We will contact you in a short while!' },
  NOTIFY_THANKS: { title: 'Thank you!', message: 'You will be notified when this game launches' },
} as const;
