import { coreMessages } from './core-messages';

/**
 * The one catalogue of user-visible messages (docs/rules/README.md "Texts"). The server answers errors with a
 * code from here; the web shows the same title and message. Texts are the spec's, misspellings fixed.
 */
export const catalogue = {
  ...coreMessages,

  // Login
  LOGIN_EMAIL_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Email' },
  LOGIN_PASSWORD_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Password' },
  LOGIN_INCORRECT: { status: 401, title: 'Alert', message: 'Username or Password Incorrect' },
  // {wait} is the refusal's own Retry-After in words (formatWait): the wait it states is the real one.
  LOGIN_THROTTLED: {
    status: 429,
    title: 'Too many attempts',
    message: 'Too many failed sign-in attempts. Please wait {wait} and try again.',
  },
  // The account is under attack from many addresses: each attempt waits a little longer (at most 1 min).
  LOGIN_SLOWED: {
    status: 429,
    title: 'Too many attempts',
    message: 'Too many failed sign-in attempts on this account. Please wait {wait} and try again.',
  },

  // Register (in the order they are checked; docs/rules/accounts.md "Sign-up")
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

  // Partner form and Notify Me
  PARTNER_FORM_INCOMPLETE: { status: 400, title: 'Alert', message: 'Please Fill out the form' },
  PARTNER_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
  PARTNER_PHONE_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid phone number' },
  NOTIFY_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
  // Leads in the back office and the launch mail's unsubscribe link (decision 024)
  LEADS_QUERY_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Choose a kind and a status from the lists; the search is at most 200 characters',
  },
  LEAD_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This lead does not exist' },
  LEAD_STATUS_INVALID: { status: 400, title: 'Alert', message: 'A lead is new, contacted or closed' },
  LEAD_STATUS_UNCHANGED: { status: 409, title: 'Alert', message: 'This lead already has that status' },
  LEAD_NOTE_INVALID: { status: 400, title: 'Alert', message: 'A note is 1 to 2000 characters' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    title: 'Sorry!',
    message: 'This unsubscribe link is not valid. Please use the link of the mail exactly as it came.',
  },
  // A request without a well-formed token (not a link of ours at all): bad input, the same words.
  UNSUBSCRIBE_LINK_MALFORMED: {
    status: 400,
    title: 'Sorry!',
    message: 'This unsubscribe link is not valid. Please use the link of the mail exactly as it came.',
  },

  // Lottery picks: {n}, {min}, {max} are filled in per game.
  PICKS_TOO_MANY: { status: 400, title: 'Selection Limit', message: 'Cannot select More than {n}' },
  PICKS_TOO_FEW: { status: 400, title: 'Selection Minimum', message: 'Can not submit less than {n}' },
  PICK_OUT_OF_RANGE: { status: 400, title: 'Sorry!', message: 'Numbers must be between {min} and {max}' },
  PICKS_DUPLICATE: { status: 400, title: 'Sorry!', message: 'Not Allowed To have duplicate numbers!' },
  PICKS_CLOSED: { status: 409, title: 'Sorry!', message: 'Picks are closed for this draw' },
  GAME_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'There is no game Available At the moment!' },
  NO_NEXT_GAME: { status: 404, title: 'Alert', message: 'No Game Available!' },
  // Sweet 16 picks: the old site gives these as "Alert" messages (not "Selection Limit/Minimum").
  SWEET16_PICKS_TOO_MANY: { status: 400, title: 'Alert', message: 'Cannot select More than 16' },
  SWEET16_PICKS_TOO_FEW: { status: 400, title: 'Alert', message: 'Can not submit less than 16' },

  // Live event streams: one address may hold many (NAT), but not without bound.
  LIVE_STREAMS_LIMIT: {
    status: 429,
    title: 'Slow down',
    message: 'Too many live streams are open from your network. Please close some and try again.',
  },

  // Lottery powerplays (docs/rules/lottery.md "Powerplays")
  POWERPLAY_UNKNOWN: { status: 400, title: 'Error!', message: 'Something Went Wrong With Powerplays!' },
  // The powerplay could not be saved (no answer, or an answer that is not a refusal).
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

  // Wallet, store and account (docs/rules/wallet.md)
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
  // docs/rules/wallet.md "Store": plans of a sport are sold once the sport has contests; Super Elite includes
  // every sport's plan.
  STORE_PLAN_NOT_ON_SALE: {
    status: 409,
    title: 'Sorry!',
    message: '{plan} comes with the first {sport} contests: it is not on sale yet. Nothing was charged.',
  },
  STORE_SUPER_ELITE_INCLUDES_PLANS: {
    status: 409,
    title: 'Sorry!',
    message:
      'Super Elite already includes every sport plan: remove {plans} from your cart. Nothing was charged.',
  },
  PROFILE_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please fill in your name' },
  PASSWORD_CURRENT_WRONG: { status: 400, title: 'Alert', message: 'Your current password is not correct' },

  // Forgot password: one message for a link that is wrong, used or expired.
  RESET_EMAIL_REQUIRED: { status: 400, title: 'Alert', message: 'Please Fill in Email' },
  RESET_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid email address' },
  RESET_LINK_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'This reset link is not valid: it may have been used or have expired. Please ask for a new one.',
  },
  VERIFY_LINK_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'This link is not valid: it may have been used or have expired. Sign in to have a new one sent.',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, title: 'Alert', message: 'Your email is verified already.' },
  RESET_PASSWORDS_DIFFER: { status: 400, title: 'Alert', message: 'The two passwords do not match' },

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
  // Entering any contest (docs/rules/accounts.md "Club", docs/rules/sports.md "Entries per month")
  CLUB_NOT_ELIGIBLE: {
    status: 403,
    title: 'Sorry!',
    message: 'You are not eligible to enter This game. Please Increase your points to upgrade your Club.',
  },
  TERRITORY_NOT_ALLOWED: {
    status: 403,
    title: 'Sorry!',
    message: '{game} is not open to residents of {region}.',
  },
  MONTHLY_ALLOWANCE_USED: {
    status: 403,
    title: 'Sorry!',
    message: "You have used this month's games. Please CLICK HERE to add more!",
  },
  LIMIT_INVALID: { status: 400, title: 'Sorry!', message: 'Limits must be whole numbers of zero or more' },

  // Sports contests and powerplays (docs/rules/sports.md "Contest rules", "Sports powerplays"):
  // {min} and {max} are the contest's team limits.
  SPORTS_PICKS_NONE: { status: 400, title: 'Sorry!', message: 'Select at least 1 team to submit your picks' },
  SPORTS_PICKS_TOO_FEW: { status: 400, title: 'Sorry!', message: 'Select at least {min} Team(s)' },
  SPORTS_PICKS_TOO_MANY: {
    status: 400,
    title: 'Sorry!',
    message: 'You can Only Select {max} {max|Team|Teams}!',
  },
  SPORTS_PICK_UNKNOWN: { status: 400, title: 'Sorry!', message: 'One of the teams is not in this game set' },
  SPORTS_PICK_DUPLICATE: { status: 400, title: 'Sorry!', message: 'Each team can only be picked once' },
  // High 5, Zones, Pick 5 and Brackets (docs/rules/sports.md "Other contest types").
  SPORTS_ZONE_REQUIRED: { status: 400, title: 'Sorry!', message: 'Place each team in one of the zones' },
  SPORTS_BRACKET_SIZE: { status: 400, title: 'Sorry!', message: 'A bracket holds 2, 4 or 8 teams' },
  SPORTS_POWERLINE_EVERY_GAME: {
    status: 400,
    title: 'Sorry!',
    message: 'Pick the winner of every game: one team from each game',
  },
  SPORTS_ACTION_UNAVAILABLE: {
    status: 409,
    title: 'Sorry!',
    message: 'This Action Is not available at this time',
  },
  SPORTS_POWERPLAY_UNKNOWN: {
    status: 400,
    title: 'Sorry!',
    message: 'Something Went Wrong, Please Try Again',
  },
  SPORTS_POWERPLAY_USED_UP: { status: 409, title: 'Sorry!', message: 'Powerplay has been fully used!' },
  SPORTS_NOT_ALLOWED: { status: 409, title: 'Sorry!', message: 'Not Allowed' },
  SPORTS_SCORE_NOT_11: { status: 409, title: 'Sorry!', message: 'Score Is Not 11' },
  SPORTS_SCORE_NOT_1: { status: 409, title: 'Sorry!', message: 'Score Is Not 1' },
  SPORTS_PICK_LOCKED: {
    status: 409,
    title: 'Sorry!',
    message: 'This pick is Locked: Swap cannot change it',
  },
  SPORTS_TEAM_LOCKED: {
    status: 409,
    title: 'Sorry!',
    message: 'This team is Locked: it keeps its score of 1 to the end',
  },
  SPORTS_SELECT_REPLACEMENT: { status: 400, title: 'Sorry!', message: 'Select A Replacement' },
  SPORTS_ADD_TEAM_FIRST: { status: 409, title: 'Sorry!', message: 'Please Add A team First' },
  SPORTS_NOTHING_TO_UNDO: { status: 409, title: 'Sorry!', message: 'No action To Undo!' },
  // docs/rules/sports.md "Access by club": the entry's eligibility is above the player's club (links to
  // /powerplay-store).
  SPORTS_SUBSCRIPTION_NEEDED: {
    status: 403,
    title: 'Sorry!',
    message:
      'You Need A live Score Subscription To Access Powerplays On this Page. Please CLICK HERE to add!',
  },
  // The provider feed (operator): an update for a match we do not have refuses the whole batch.
  SPORTS_FEED_UNKNOWN_GAME: {
    status: 404,
    title: 'Sorry!',
    message: 'There is no match with this feed game id',
  },
  // Operator contest creation on a game set.
  SPORTS_CONTEST_INVALID: {
    status: 400,
    title: 'Sorry!',
    message:
      "A contest needs a sponsor, 1 to 64 teams (minimum not above maximum), a game type with a rule of the game set's sport, and one prize row for each number of teams from minimum to maximum, all of the contest's prize kind, with whole amounts (cash and points above 0; items with a description)",
  },
  SPORTS_CONTEST_MIN_PLAYERS_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'The minimum number of players is a whole number from 1 to 100,000',
  },
  SPORTS_GAME_SET_START_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'A game set starts on a whole minute, far enough ahead for players to enter first',
  },
  SPORTS_GAME_SET_SLOT_TAKEN: {
    status: 409,
    title: 'Sorry!',
    message: 'A game set of this sport already starts at that time',
  },
  SPORTS_GAME_SET_STARTED: {
    status: 409,
    title: 'Sorry!',
    message: 'This game set has started: contests can only be added before its first match',
  },
  SPORTS_SPORT_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This sport does not exist' },
  SPORTS_CONTEST_NOT_FOUND: {
    status: 404,
    title: 'Sorry!',
    message: 'There is no game Available At the moment!',
  },
  SPORTS_GAME_TYPE_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This game type does not exist' },
  SPORTS_GAME_SET_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This game set does not exist' },
  SPORTS_ENTRY_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'You have not entered this game' },
  // Entering a game twice ("Something iS wrong", spelling fixed).
  SPORTS_ALREADY_ENTERED: { status: 409, title: 'Sorry!', message: 'Something is wrong' },
  SPORTS_ENTRIES_CLOSED: { status: 409, title: 'Sorry!', message: 'Entries are closed for this game' },
  // docs/rules/sports.md "Waiting For Players": the spec's text, corrected; a contest short of its minimum at
  // the lock is cancelled (Game Central's line for it, and the refusal of anything done in it afterwards).
  SPORTS_WAITING_FOR_PLAYERS: {
    status: 409,
    title: 'Sorry!',
    message: 'Cannot perform action until the required number of players join',
  },
  SPORTS_CONTEST_CANCELLED: { status: 409, title: 'Sorry!', message: 'Cancelled — not enough players' },
  SPORTS_CONTEST_CLOSED: {
    status: 409,
    title: 'Sorry!',
    message: 'This game is final: it can no longer be entered',
  },

  // The 2020 NFL Power Draft (docs/rules/draft.md).
  DRAFT_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This draft contest does not exist' },
  DRAFT_ENTRY_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'You have not entered this draft contest' },
  DRAFT_PICKS_COUNT: {
    status: 400,
    title: 'Sorry!',
    message: 'Top 32 will be submitted: please rank 32 players',
  },
  DRAFT_PICK_DUPLICATE: { status: 400, title: 'Sorry!', message: 'Each player can only be ranked once' },
  DRAFT_PICK_UNKNOWN: { status: 400, title: 'Sorry!', message: 'One of the players is not in this draft' },
  DRAFT_SKILL_ANSWER_WRONG: {
    status: 400,
    title: 'Sorry!',
    message: 'Please answer the skill-testing question correctly',
  },
  ELITE8_SKILL_ANSWER_WRONG: {
    status: 422,
    title: 'Sorry!',
    message: 'Please answer the skill-testing question correctly: your Elite 8 picks were not saved',
  },
  DRAFT_CLOSED: {
    status: 409,
    title: 'Sorry!',
    message: 'The deadline for changing picks has passed',
  },
  DRAFT_POWERPLAY_UNKNOWN: {
    status: 400,
    title: 'Sorry!',
    message: 'Something Went Wrong, Please Try Again',
  },
  DRAFT_POWERPLAY_USED_UP: { status: 409, title: 'Sorry!', message: 'Powerplay has been fully used!' },
  DRAFT_NOT_LIVE: {
    status: 409,
    title: 'Sorry!',
    message: 'Powerplays can only be used while the draft is live',
  },
  DRAFT_ROW_REQUIRED: { status: 400, title: 'Sorry!', message: 'Select a player first' },
  DRAFT_ROW_NOT_IN_ENTRY: { status: 400, title: 'Sorry!', message: 'This player is not in your top 32' },
  DRAFT_ROW_DECIDED: {
    status: 409,
    title: 'Sorry!',
    message: 'This pick has been made: its row is locked',
  },
  // docs/game-rules-deviations.md: an Undo refused because a row it would move back has been picked names the
  // powerplay it would undo ({powerplay}: "Move Up", "Move Down", "Swap").
  DRAFT_UNDO_ROW_DECIDED: {
    status: 409,
    title: 'Sorry!',
    message: 'Undo {powerplay}: a row it moved has since been picked, and picked rows are locked',
  },
  DRAFT_MOVE_UNAVAILABLE: { status: 409, title: 'Sorry!', message: 'Not Allowed' },
  DRAFT_NOTHING_TO_UNDO: { status: 409, title: 'Sorry!', message: 'No action To Undo!' },
  // Operator: timings and actual picks.
  DRAFT_TIMINGS_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'The pick deadline must be in the future and no later than the first pick',
  },
  DRAFT_PICK_OUT_OF_TURN: {
    status: 409,
    title: 'Sorry!',
    message: 'Picks are posted in order: this is not the next pick',
  },
  DRAFT_PROSPECT_TAKEN: { status: 409, title: 'Sorry!', message: 'This player has already been drafted' },
  DRAFT_NOT_OPERATOR_RUN: {
    status: 409,
    title: 'Sorry!',
    message: 'This draft is replayed: its picks are not posted by hand',
  },
  DRAFT_FINISHED: { status: 409, title: 'Sorry!', message: 'This draft is final' },
  DRAFT_PICKS_NOT_OPEN: {
    status: 409,
    title: 'Sorry!',
    message: 'Actual picks can be posted once entries have closed',
  },
  DRAFT_TEAM_UNKNOWN: {
    status: 400,
    title: 'Sorry!',
    message: 'There is no NFL club with this abbreviation',
  },

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
  PRIZE_TIERS_INVALID: {
    status: 400,
    title: 'Sorry!',
    message:
      "Prize tiers need at least one tier, each for a different number of matches from 1 to the game's picks, with a whole amount from 1 to 100,000,000 (cents or points)",
  },

  // Requests refused before any route runs (the router, Node's HTTP parser)
  BAD_URL: { status: 400, title: 'Sorry!', message: 'This address is not valid.' },
  URL_TOO_LONG: { status: 414, title: 'Sorry!', message: 'This address is too long.' },
  REQUEST_TIMEOUT: { status: 408, title: 'Sorry!', message: 'The request took too long. Please try again.' },
  HEADERS_TOO_LARGE: { status: 431, title: 'Sorry!', message: 'The request headers are too large.' },
  HOST_REQUIRED: {
    status: 400,
    title: 'Sorry!',
    message: 'The request did not name the site (Host header).',
  },
  // NUL or another invisible control character in any text a request carries (contracts `text.ts`).
  TEXT_INVALID_CHARACTERS: {
    status: 400,
    title: 'Sorry!',
    message: 'Please remove invisible or invalid characters from what you typed.',
  },

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

  // Fantasy hockey (docs/rules/fantasy.md "Picks"): {min} and {max} are the contest's limits.
  FANTASY_PICKS_TOO_FEW: {
    status: 400,
    title: 'Sorry!',
    message: 'Select at least {min} {min|player|players} to submit your picks',
  },
  FANTASY_PICKS_TOO_MANY: {
    status: 400,
    title: 'Sorry!',
    message: 'You can Only Select {max} {max|Player|Players}!',
  },
  FANTASY_GOALIES_TOO_MANY: { status: 400, title: 'Sorry!', message: 'You can Only Select 2 Goalies!' },
  FANTASY_STAR_REQUIRED: {
    status: 400,
    title: 'Sorry!',
    message: 'Choose one active skater (not a goalie, not on the bench) as your Star Player',
  },
  FANTASY_PICKS_INVALID: { status: 400, title: 'Error', message: 'Something went wrong.' },
  FANTASY_PLAYER_UNKNOWN: { status: 400, title: 'Sorry!', message: 'One of the players is not in this game' },
  FANTASY_PLAYER_DUPLICATE: { status: 400, title: 'Sorry!', message: 'Each player can only be picked once' },

  // The operator audit log's filters (decision 021).
  AUDIT_QUERY_INVALID: {
    status: 400,
    title: 'Sorry!',
    message:
      'The audit log filter is not valid: check the action, the operator id, the dates (from before to) and the limit (1 to 200)',
  },

  // The back office's content editor (decision 026).
  CONTENT_TITLE_REQUIRED: {
    status: 400,
    title: 'Alert',
    message: 'Please fill in the title (at most 200 characters)',
  },
  CONTENT_INVALID: {
    status: 400,
    title: 'Sorry!',
    message:
      'This text cannot be saved: the intro, the body (200,000 characters), a section (50,000) or the number of sections (50) is over its limit, or the version is not valid',
  },
  CONTENT_PAGE_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This text does not exist' },
  CONTENT_VERSION_NOT_FOUND: {
    status: 404,
    title: 'Sorry!',
    message: 'This version of the text does not exist',
  },
  CONTENT_VERSION_STALE: {
    status: 409,
    title: 'Saved by someone else',
    message:
      'Another operator saved this text after you opened it. Reload it to see their version, then make your change again.',
  },

  // Player care (decision 023): suspending and reinstating an account.
  ACCOUNT_SUSPENDED: {
    status: 403,
    title: 'Account suspended',
    message: 'This account is suspended. Contact support to find out why and what to do next.',
  },
  ACCOUNT_ALREADY_SUSPENDED: { status: 409, title: 'Sorry!', message: 'This account is already suspended' },
  ACCOUNT_NOT_SUSPENDED: { status: 409, title: 'Sorry!', message: 'This account is not suspended' },
  SUSPEND_SELF: { status: 409, title: 'Sorry!', message: 'You cannot suspend your own account' },
  SUSPEND_OPERATOR: {
    status: 403,
    title: 'Sorry!',
    message: "An operator's account cannot be suspended here",
  },
  SUSPENSION_REASON_REQUIRED: { status: 400, title: 'Alert', message: 'Please give a reason' },
  SUSPENSION_REASON_TOO_LONG: {
    status: 400,
    title: 'Alert',
    message: 'The reason must be at most 500 characters',
  },
  WITHDRAWAL_HELD: {
    status: 409,
    title: 'Sorry!',
    message: "This withdrawal is held: the player's account is suspended. Reinstate it to pay out.",
  },

  // The analytics dashboard's range (decision 025): New York days, from before to, a year at most.
  ANALYTICS_RANGE_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'Choose a valid date range: both days as YYYY-MM-DD, and "from" on or before "to"',
  },
  ANALYTICS_RANGE_TOO_LONG: {
    status: 400,
    title: 'Sorry!',
    message: 'Choose a date range of 366 days at most',
  },

  // Embeddable widgets (decision 029): the origins that may frame them, kept by the operator.
  EMBED_ORIGIN_REQUIRED: { status: 400, title: 'Alert', message: "Please enter the partner site's origin" },
  EMBED_ORIGIN_INVALID: {
    status: 400,
    title: 'Alert',
    message:
      'Enter an origin as scheme://host[:port], e.g. https://partner.example.com (http or https, no path)',
  },
  EMBED_ORIGIN_EXISTS: { status: 409, title: 'Alert', message: 'This origin is already allowed' },
  EMBED_ORIGIN_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This origin is not in the list' },
  EMBED_ORIGINS_TOO_MANY: {
    status: 409,
    title: 'Sorry!',
    message: 'At most 50 origins may embed the widgets: remove one first',
  },

  // The brand (decision 028): edited in the back office, applied at run time.
  BRAND_INVALID: {
    status: 400,
    title: 'Sorry!',
    message:
      'This brand cannot be saved: the legal entity and copyright holder (120 characters), the sponsor line (80) and the phone (40) are required, or the version is not valid',
  },
  BRAND_SITE_NAME_REQUIRED: {
    status: 400,
    title: 'Alert',
    message: 'Please fill in the site name (at most 60 characters)',
  },
  BRAND_COLOUR_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Colours are written #rrggbb (six hexadecimal digits), for example #0b1733',
  },
  BRAND_CONTRAST_LOW: {
    status: 400,
    title: 'Hard to read',
    message:
      '{pair} has a contrast of {ratio}:1 ({foreground} on {background}); text needs at least 4.5:1 (WCAG AA). {fix}',
  },
  BRAND_PHONE_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'The support phone may hold digits, spaces, +, -, dots and brackets only',
  },
  BRAND_EMAIL_INVALID: { status: 400, title: 'Alert', message: 'Please enter a valid support email address' },
  BRAND_IMAGE_TYPE: {
    status: 400,
    title: 'Sorry!',
    message: 'The logo and the favicon must be SVG or PNG images',
  },
  BRAND_IMAGE_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'This image could not be read: upload an SVG or a PNG file',
  },
  BRAND_NOT_PNG: {
    status: 400,
    title: 'Sorry!',
    message: 'This file is not a PNG image: upload a real PNG or an SVG',
  },
  BRAND_SVG_UNSAFE: {
    status: 400,
    title: 'Unsafe image',
    message:
      'This SVG cannot be used: it contains {reason}. Scripts, event handlers, external links and embedded documents are not allowed.',
  },
  BRAND_LOGO_TOO_LARGE: { status: 400, title: 'Sorry!', message: 'The logo must be at most 100 KB' },
  BRAND_FAVICON_TOO_LARGE: { status: 400, title: 'Sorry!', message: 'The favicon must be at most 32 KB' },
  BRAND_VERSION_STALE: {
    status: 409,
    title: 'Saved by someone else',
    message:
      'Another operator saved the brand after you opened it. Reload it to see their version, then make your change again.',
  },

  // The old client's API (docs/legacy-api.md): it tells bad credentials from a reply containing "create".
  LEGACY_LOGIN_INCORRECT: {
    status: 401,
    title: 'Alert',
    message: 'Username or Password Incorrect: try again, or create an account',
  },
  LEGACY_ORIGIN_REFUSED: {
    status: 403,
    title: 'Sorry!',
    message: 'This site may not call the API: its origin is not in LEGACY_ORIGINS.',
  },
  // update.php may send back the account's country and province, never change them: where a player lives
  // decides where they may play, and is set at sign-up (the profile shows it read-only).
  LEGACY_RESIDENCE_FIXED: {
    status: 400,
    title: 'Alert',
    message: 'Your country and province cannot be changed here. Please contact support.',
  },
  PARTNER_SLUG_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Please enter a short name of lower-case letters, digits and hyphens (at most 40)',
  },
  PARTNER_SITE_NAME_REQUIRED: { status: 400, title: 'Alert', message: "Please enter the partner's name" },
  PARTNER_SITE_NAME_TOO_LONG: {
    status: 400,
    title: 'Alert',
    message: "The partner's name is at most 60 characters",
  },
  PARTNER_DOMAIN_REQUIRED: { status: 400, title: 'Alert', message: 'Please enter at least one domain' },
  PARTNER_DOMAIN_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Please enter a domain name such as raffle.example.org (no https:// and no path)',
  },
  PARTNER_DOMAINS_TOO_MANY: { status: 400, title: 'Alert', message: 'A partner lists at most 20 domains' },
  PARTNER_TAKEN: {
    status: 409,
    title: 'Alert',
    message: 'This short name or one of these domains belongs to another partner',
  },
  PARTNER_NOT_FOUND: { status: 404, title: 'Alert', message: 'This partner does not exist' },
  // A suspended partner's site, pages and API alike (docs/partners.md): nothing of it is served meanwhile.
  PARTNER_SUSPENDED: {
    status: 503,
    title: 'Alert',
    message: 'This site is temporarily unavailable. Please try again later.',
  },
  // A partner's API keys and webhooks (docs/partner-api.md)
  API_KEY_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please name the key' },
  API_KEY_NAME_TOO_LONG: { status: 400, title: 'Alert', message: "A key's name is at most 60 characters" },
  API_KEY_SCOPES_REQUIRED: { status: 400, title: 'Alert', message: 'Please choose what the key may do' },
  API_KEYS_TOO_MANY: {
    status: 409,
    title: 'Alert',
    message: 'A partner holds at most 20 keys: revoke one you no longer use',
  },
  API_KEY_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This key does not exist' },
  // Unknown, revoked, another partner's, or its operator is no longer one: the caller learns no more.
  API_KEY_INVALID: { status: 401, title: 'Alert', message: 'This API key is not valid' },
  API_KEY_SCOPE: { status: 403, title: 'Sorry!', message: 'This API key may not do this' },
  WEBHOOK_URL_REQUIRED: {
    status: 400,
    title: 'Alert',
    message: 'Please enter the address to send events to',
  },
  WEBHOOK_URL_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Please enter an address such as https://example.org/hooks/powerplay',
  },
  WEBHOOK_EVENTS_REQUIRED: { status: 400, title: 'Alert', message: 'Please choose at least one event' },
  WEBHOOKS_TOO_MANY: { status: 409, title: 'Alert', message: 'A partner has at most 10 webhooks' },
  WEBHOOK_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This webhook does not exist' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This delivery does not exist' },

  // Playing with friends (docs/rules/friends.md)
  FRIENDS_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please name your contest' },
  FRIENDS_NAME_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'A contest name must be 3 to 30 letters, digits, spaces, dots, dashes or underscores',
  },
  FRIENDS_SIZE_INVALID: { status: 400, title: 'Alert', message: 'A private contest has 2 to 100 players' },
  FRIENDS_MIN_PLAYERS_INVALID: {
    status: 400,
    title: 'Alert',
    message: "The minimum must be at least 2 players and no more than the contest's size",
  },
  FRIENDS_GAME_NOT_FOUND: {
    status: 404,
    title: 'Sorry!',
    message: 'There is no such game to play with friends',
  },
  FRIENDS_GAME_STARTED: {
    status: 409,
    title: 'Sorry!',
    message: 'This game has already started: choose an upcoming one',
  },
  // Unknown, another player's without being a member, or another partner's: nothing more is told.
  FRIENDS_CONTEST_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This private contest does not exist' },
  FRIENDS_CODE_REQUIRED: { status: 400, title: 'Alert', message: 'Please enter the invitation code' },
  // Mistyped, revoked or guessed: nothing joins.
  FRIENDS_CODE_INVALID: {
    status: 404,
    title: 'Sorry!',
    message: 'This invitation is not valid. Ask your friend for a new link or code.',
  },
  FRIENDS_CONTEST_FULL: { status: 409, title: 'Sorry!', message: 'This private contest is full' },
  FRIENDS_CONTEST_STARTED: {
    status: 409,
    title: 'Sorry!',
    message: 'This private contest has already started: joining is closed',
  },
  FRIENDS_CONTEST_CANCELLED: {
    status: 409,
    title: 'Sorry!',
    message: 'This private contest was cancelled: too few players joined before it started',
  },
  LEAGUE_NAME_REQUIRED: { status: 400, title: 'Alert', message: 'Please name your league' },
  LEAGUE_NAME_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'A league name must be 3 to 30 letters, digits, spaces, dots, dashes or underscores',
  },
  LEAGUE_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This league does not exist' },
  LEAGUE_FULL: {
    status: 409,
    title: 'Sorry!',
    message: 'This league is full: a league has at most 500 players',
  },
  LEAGUE_COMMISSIONER_ONLY: {
    status: 403,
    title: 'Sorry!',
    message: "Only the league's commissioner can do this",
  },
  LEAGUE_COMMISSIONER_STAYS: {
    status: 409,
    title: 'Sorry!',
    message: 'The commissioner cannot leave the league',
  },
  LEAGUE_MEMBER_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This player is not in the league' },
  LEAGUE_GAME_TYPE_INVALID: {
    status: 400,
    title: 'Alert',
    message: 'Please choose a game the league can play every time it is on',
  },
  LEAGUE_SCHEDULE_NOT_FOUND: {
    status: 404,
    title: 'Sorry!',
    message: 'This recurring contest does not exist',
  },
  LEAGUE_SEASON_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This season does not exist' },
  FRIENDS_CREATOR_ONLY: {
    status: 403,
    title: 'Sorry!',
    message: "Only the contest's creator can manage its invitation",
  },
  // Notifications (docs/rules/notifications.md).
  NOTIFICATION_NOT_FOUND: { status: 404, title: 'Sorry!', message: 'This notification does not exist' },
  NOTIFICATION_KIND_INVALID: {
    status: 400,
    title: 'Sorry!',
    message: 'There is no such kind of notification',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type MessageCode = keyof typeof catalogue;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/**
 * The code a refusal shows for a schema's issues: the schemas carry catalogue codes as messages, and the
 * first issue is the one the user sees; anything else is a plain bad request.
 */
export function messageCodeOf(issues: readonly { message?: string }[]): MessageCode {
  const first = issues[0]?.message;
  return isMessageCode(first) ? first : 'BAD_REQUEST';
}
