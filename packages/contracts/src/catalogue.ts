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

  // Lottery picks (spec 001 §5, §8): {n}, {min}, {max} are filled in per game.
  PICKS_TOO_MANY: { status: 400, title: 'Selection Limit', message: 'Cannot select More than {n}' },
  PICKS_TOO_FEW: { status: 400, title: 'Selection Minimum', message: 'Can not submit less than {n}' },
  PICK_OUT_OF_RANGE: { status: 400, title: 'Sorry!', message: 'Numbers must be between {min} and {max}' },
  PICKS_DUPLICATE: { status: 400, title: 'Sorry!', message: 'Not Allowed To have duplicate numbers!' },
  PICKS_CLOSED: { status: 409, title: 'Sorry!', message: 'Picks are closed for this draw' },
  GAME_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'There is no game Available At the moment!' },
  NO_NEXT_GAME: { status: 404, title: 'Alert', message: 'No Game Available!' },
  // Sweet 16 picks: spec 001 §5 and §8 give these as "Alert" messages (not "Selection Limit/Minimum").
  SWEET16_PICKS_TOO_MANY: { status: 400, title: 'Alert', message: 'Cannot select More than 16' },
  SWEET16_PICKS_TOO_FEW: { status: 400, title: 'Alert', message: 'Can not submit less than 16' },

  // Lottery powerplays (GAME-RULES "Powerplays", spec 001 §5)
  POWERPLAY_UNKNOWN: { status: 400, title: 'Error!', message: 'Something Went Wrong With Powerplays!' },
  // Spec 001 §7, §8: the powerplay could not be saved (no answer, or an answer that is not a refusal).
  POWERPLAY_FAILED: { status: 500, title: 'Error!', message: 'Something went wrong!' },
  POWERPLAY_NO_ENTRY: { status: 409, title: 'Sorry!', message: 'You have no picks in this draw' },
  POWERPLAY_NOT_LIVE: {
    status: 409,
    title: 'Sorry!',
    message: 'Powerplays can only be used during the live draw',
  },
  POWERPLAY_WAIT: { status: 409, title: 'Error!', message: 'Please wait for the next Number!' },
  POWERPLAY_NO_SELECTION: { status: 400, title: 'Error!', message: 'Please select a number' },
  POWERPLAY_PICK_LOCKED: { status: 409, title: 'Sorry!', message: 'Matched numbers are locked' },
  POWERPLAY_NO_INVENTORY: {
    status: 409,
    title: 'Sorry!',
    message: 'The PowerPlay you are trying to use does not have any remaining inventory',
  },
  POWERPLAY_NOT_ALLOWED: { status: 409, title: 'Sorry!', message: 'Not Allowed' },
  POWERPLAY_DUPLICATE: { status: 409, title: 'Sorry!', message: 'Not Allowed To have duplicate numbers!' },
  REPLACE_ALL_UNAVAILABLE: {
    status: 409,
    title: 'Sorry!',
    message: 'Replace All is available only after the last number, to players with 3 or fewer matches',
  },

  // Wallet, store and account (GAME-RULES "Wallet"; spec 001 Redeem prize, Settings)
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    title: 'Sorry!',
    message: 'This request needs an Idempotency-Key header so it is never applied twice.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: 'Sorry!',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  WITHDRAWAL_BELOW_MINIMUM: { status: 400, title: 'Sorry!', message: 'The minimum withdrawal is {min}' },
  WITHDRAWAL_OVER_BALANCE: {
    status: 409,
    title: 'Sorry!',
    message: 'The amount is more than your cash balance',
  },
  WITHDRAWAL_TERMS_REQUIRED: {
    status: 400,
    title: 'Alert',
    message: 'Please agree to the terms to continue',
  },
  WITHDRAWAL_PAYPAL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid PayPal email' },
  WITHDRAWAL_FIELD_REQUIRED: {
    status: 400,
    title: 'Alert',
    message: 'Please fill in all the required information',
  },
  WITHDRAWAL_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This withdrawal does not exist' },
  WITHDRAWAL_ALREADY_DECIDED: {
    status: 409,
    title: 'Sorry!',
    message: 'This withdrawal is no longer pending',
  },
  ADJUSTMENT_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'The amount must be a non-zero whole number of cents',
  },
  ADJUSTMENT_OVER_BALANCE: {
    status: 409,
    title: 'Sorry!',
    message: 'The adjustment would take the balance below zero',
  },
  USER_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This player does not exist' },
  STORE_EMPTY_CART: { status: 400, title: 'Sorry!', message: 'Your cart is empty' },
  STORE_UNKNOWN_PRODUCT: { status: 400, title: 'Sorry!', message: 'One of the products is not in the store' },
  STORE_INSUFFICIENT_FUNDS: {
    status: 409,
    title: 'Sorry!',
    message: 'Your cash balance is not enough for this order. Nothing was charged.',
  },
  PROFILE_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please fill in your name' },
  PASSWORD_CURRENT_WRONG: { status: 400, title: 'Alert', message: 'Your current password is not correct' },

  // Responsible gaming
  SELF_EXCLUDED: {
    status: 403,
    title: 'Sorry!',
    message: 'Your account is self-excluded until {until}. You cannot enter games or spend until then.',
  },
  LIMIT_REACHED: {
    status: 403,
    title: 'Sorry!',
    message: 'This would go over the {limit} you set for yourself.',
  },
  LIMIT_INVALID: { status: 400, title: 'Sorry!', message: 'Limits must be whole numbers of zero or more' },

  // Operator scheduling
  TIMINGS_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'The ball interval must be at least 2 seconds and longer than the delay',
  },
  GAME_SLOT_TAKEN: {
    status: 409,
    title: 'Sorry!',
    message: 'A game of this type is already scheduled at that time',
  },
  START_IN_PAST: {
    status: 400,
    title: 'Sorry!',
    message: 'The draw must start in the future, after the pick deadline',
  },

  // Requests refused before any route runs (the router, Node's HTTP parser)
  BAD_URL: { status: 400, title: 'Sorry!', message: 'This address is not valid.' },
  URL_TOO_LONG: { status: 414, title: 'Sorry!', message: 'This address is too long.' },
  REQUEST_TIMEOUT: { status: 408, title: 'Sorry!', message: 'The request took too long. Please try again.' },
  HEADERS_TOO_LARGE: { status: 431, title: 'Sorry!', message: 'The request headers are too large.' },

  // Partner form: a field over its maximum length
  PARTNER_NAME_TOO_LONG: {
    status: 400,
    title: 'Alert',
    message: 'Your name is too long (120 characters at most)',
  },
  PARTNER_MESSAGE_TOO_LONG: {
    status: 400,
    title: 'Alert',
    message: 'Your message is too long (5000 characters at most)',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type MessageCode = keyof typeof catalogue;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/** Fills `{name}` placeholders of a catalogue text. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** Confirmations and notices the web shows (not errors): same rule, every text lives here once. */
export const notices = {
  PARTNER_SENT: { title: 'Thank you', message: 'We will contact you in a short while!' },
  NOTIFY_THANKS: { title: 'Thank you!', message: 'You will be notified when this game launches' },
  PICKS_SAVED: { title: 'Successful', message: 'Your Selected Numbers Have been saved!' },
  ELITE8_CONFIRM: { title: 'Your picks have been entered! Good Luck!', message: '' },
  MATCH: { title: '', message: "Congrats ! It's a match !" },
  POWERPLAY_RESULT: { title: '', message: 'Your selection was replaced with {n}' },
  REPLACE_ALL_CONFIRM: {
    title: 'Confirm',
    message: 'This will replace all your numbers with a random new set. Are you sure?',
  },
  REPLACE_ALL_PROMPT: { title: '', message: 'Click to replace All your Numbers' },
  RESULT_WON: { title: '', message: 'Congratulations! You are a winner' },
  RESULT_LOST: { title: '', message: 'Sorry! You did not win any Prize' },
  // The live screen's result panel (spec 001 §4); /lotto-result keeps RESULT_LOST.
  RESULT_LOST_LIVE: { title: '', message: "Sorry You didn't win this time!" },
  PRIZES_SPLIT: { title: 'Prizes', message: 'All Prizes Will be divided equally among Winners' },
  // Live draw screen states (GAME-RULES "The live timeline", spec 001 §4)
  PICKS_COUNTER: { title: '', message: '{n} of {max} Numbers chosen' },
  GET_READY: { title: '', message: 'GET READY!' },
  GO: { title: '', message: 'GO!' },
  DRAW_BEGINS_IN: { title: '', message: 'Draw Begins In {n} sec.' },
  NEXT_NUMBER_IN: { title: '', message: 'Next Number Drawn In' },
  COMING_UP: { title: '', message: 'Coming Up!' },
  DRAW_COMPLETED: { title: '', message: 'Draw Completed!' },
  TIMER_LABEL: { title: '', message: 'Timer Till Next Number Draw' },
  PRIZES_CREDITED: {
    title: '',
    message: 'Prizes are added to your account balance within 24 hours and divided equally among winners.',
  },
  TOUR_DONT_SHOW: { title: '', message: "Don't Show me again" },
  POWERPLAY_CONFIRM: { title: 'Confirm', message: 'Use {name} on {n}?' },
  DEMO_READY: { title: '', message: 'READY' },
  DEMO_SET: { title: '', message: 'SET' },
  DEMO_GO: { title: '', message: 'GO' },
  // Account area, wallet, store and back office (issue 4)
  PROFILE_SAVED: { title: '', message: 'Your profile has been updated' },
  PASSWORD_CHANGED: {
    title: '',
    message: 'Your password has been changed. Your other sessions have been signed out.',
  },
  AMOUNT_INVALID: {
    title: 'Alert',
    message: 'Please enter an amount in dollars and cents, for example 100.00',
  },
  WITHDRAWAL_REQUESTED: {
    title: 'Withdrawal requested',
    message: 'Your withdrawal of {amount} to {email} is Pending. We will send it to your PayPal account.',
  },
  NO_TRANSACTIONS: { title: '', message: 'No transactions in this period' },
  NO_RESULTS: { title: '', message: 'You have no draw results yet' },
  LIMITS_SAVED: {
    title: '',
    message: 'Your limits are saved. A lower limit applies now; a higher one applies after 48 hours.',
  },
  SELF_EXCLUSION_CONFIRM: {
    title: 'Exclude yourself?',
    message:
      'You will not be able to enter games or spend {period}. A self-exclusion cannot be shortened or cancelled. Are you sure?',
  },
  SELF_EXCLUDED_UNTIL: {
    title: '',
    message: 'You are self-excluded until {until}. You cannot enter games or spend until then.',
  },
  SELF_EXCLUDED_PERMANENTLY: {
    title: '',
    message: 'You are permanently self-excluded. You cannot enter games or spend.',
  },
  ORDER_PAID: { title: 'Thank you!', message: 'Your order of {total} is paid. Your club is now {club}.' },
  OPERATOR_ONLY: { title: 'Not allowed', message: 'This page is for operators only.' },
} as const;
