/**
 * Confirmations and notices the web shows (not errors): same rule as the error catalogue, every text
 * lives here once. A module of its own so the landing page, which needs only the error texts, does not
 * load every feature's confirmations (landing JavaScript budget).
 */
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
  // After the last ball the timer counts down the final window, not to a next number.
  FINAL_WINDOW_TIMER: { title: '', message: 'Last Chance: Draw Ends In' },
  POWERPLAYS_CLOSE_IN: { title: '', message: 'Powerplays close in {n} sec.' },
  // Why a powerplay is disabled on the live screen (shown on the button).
  PP_OFF_NOT_STARTED: { title: '', message: 'Opens after the first number' },
  PP_OFF_FINISHED: { title: '', message: 'Draw is over' },
  PP_OFF_COMING_UP: { title: '', message: 'Powerplays reopen after the next number.' },
  PP_OFF_NONE_LEFT: { title: '', message: '0 left' },
  PP_OFF_REPLACE_ALL: { title: '', message: 'After the last number, with 3 or fewer matches' },
  PP_OFF_POWER_MATCH_HELD: { title: '', message: 'You already hold the number in play' },
  PP_OFF_NO_ENTRY: { title: '', message: 'Enter this draw to use powerplays' },
  BALL_ANNOUNCED: { title: '', message: 'Number {k} of {n} drawn: {number}' },
  PRIZES_CREDITED: {
    title: '',
    message: 'Prizes are added to your account balance within 24 hours and divided equally among winners.',
  },
  TOUR_DONT_SHOW: { title: '', message: "Don't Show me again" },
  DEMO_READY: { title: '', message: 'READY' },
  DEMO_SET: { title: '', message: 'SET' },
  DEMO_GO: { title: '', message: 'GO' },
  // Account area, wallet, store and back office (issue 4)
  PROFILE_SAVED: { title: '', message: 'Your profile has been updated' },
  PASSWORD_CHANGED: {
    title: '',
    message: 'Your password has been changed. Your other sessions have been signed out.',
  },
  // Forgot password (issue 13). RESET_MAIL is the mail itself: title = subject, {link} = the reset link.
  RESET_REQUESTED: {
    title: 'Check your email',
    message:
      'If an account uses this email, we have sent it a link to reset the password. The link works once and only for a short time.',
  },
  RESET_MAIL: {
    title: 'Reset your Powerplay password',
    message:
      'Someone asked to reset the password of your Powerplay account.\n\nTo choose a new password, open this link within {minutes} minutes (it works once):\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.',
  },
  PASSWORD_RESET_DONE: {
    title: '',
    message:
      'Your password has been reset and every session signed out. Please sign in with your new password.',
  },
  NO_OUTBOX_MAIL: { title: '', message: 'No mail in the outbox.' },
  SCHEDULE_START_REQUIRED: { title: 'Alert', message: 'Please choose the date and time of the draw' },
  DRAW_SCHEDULED: { title: '', message: 'Draw #{id} ({name}) is scheduled for {date}.' },
  SPORTS_CONTEST_CREATED: {
    title: '',
    message: 'Contest #{id} ({name}) is open for entries on game set #{gameSetId}.',
  },
  SPORTS_SCORE_INVALID: { title: 'Alert', message: 'Scores are whole numbers from 0 to 999' },
  SPORTS_CORRECTION_SENT: {
    title: '',
    message:
      'Correction of {feedGameId} (sequence {sequence}): {applied} applied, {ignored} ignored, {resettled} entries re-settled.',
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
  WITHDRAWAL_DECIDED: { title: '', message: 'Withdrawal #{id} of {amount}: {decision}.' },
  ADJUSTMENT_CREDITED: { title: '', message: '{amount} credited to player #{id}.' },
  ADJUSTMENT_DEBITED: { title: '', message: '{amount} debited from player #{id}.' },
  NO_PENDING_WITHDRAWALS: { title: '', message: 'No pending withdrawals.' },
  NO_PLAYER_MATCH: { title: '', message: 'No player matches “{search}”.' },
  CART_EMPTY: { title: '', message: 'Your cart is empty.' },
  FANTASY_PICKS_SAVED: { title: '', message: 'Your picks are saved. Good luck!' },
  // Sports match rows and live-score summary (spec 000 §2): {clock} m:ss, {inning} the inning number.
  SPORTS_MATCH_NOT_STARTED: { title: '', message: 'Not Started' },
  SPORTS_MATCH_STARTING: { title: '', message: 'Starting...' },
  SPORTS_MATCH_LIVE: { title: '', message: 'LIVE' },
  SPORTS_MATCH_FINISHED: { title: '', message: 'Finished' },
  SPORTS_PERIOD_INTERMISSION: { title: '', message: 'Intermission' },
  SPORTS_PERIOD_1: { title: '', message: '1st {clock}' },
  SPORTS_PERIOD_2: { title: '', message: '2nd {clock}' },
  SPORTS_PERIOD_3: { title: '', message: '3rd {clock}' },
  SPORTS_PERIOD_OT: { title: '', message: 'OT {clock}' },
  SPORTS_INNING_TOP: { title: '', message: 'Top {inning}' },
  SPORTS_INNING_BOTTOM: { title: '', message: 'Bottom {inning}' },
  SPORTS_INNING_END: { title: '', message: 'End of Inning {inning}' },
  SPORTS_ACES_HEADLINE: { title: '', message: '{ones} out of {picks}' },
  SPORTS_RESULT_WON: { title: '', message: 'You Won' },
  SPORTS_RESULT_LOST: { title: '', message: 'Better luck next time' },
  SPORTS_RESULT_POSSIBLE: { title: '', message: 'You Could Win' },
  // The live score page (spec 000 §2 "Live score page", §5, §8): {time} a New York start time.
  SPORTS_NO_FUTURE_GAMES: { title: 'Sorry!', message: 'You have not entered any future dated games' },
  SPORTS_GAMESET_FINAL: { title: '', message: 'THE GAMESET IS NOW FINAL' },
  SPORTS_GAMESET_STARTED: { title: '', message: 'YOUR GAMESET HAS STARTED' },
  SPORTS_GOOD_LUCK: { title: '', message: 'GOOD LUCK' },
  SPORTS_AVAILABLE_AT: { title: '', message: 'Available at {time}' },
  SPORTS_TEAM_LOCKED_LABEL: { title: '', message: 'Locked' },
  SPORTS_POWERPLAY_DONE: { title: '', message: '{powerplay} used on {team}. My Score: {score}' },
  SPORTS_TEAM_ADDED: { title: '', message: '{team} added to your picks' },
  SPORTS_TEAM_SWAPPED: { title: '', message: '{team} replaced by {replacement}' },
  SPORTS_TEAM_REMOVED: { title: '', message: '{team} removed from your picks' },
  SPORTS_UNDONE: { title: '', message: 'Your last powerplay was undone' },
  SPORTS_NO_REPLACEMENTS: { title: '', message: 'No team is available to select right now.' },
  // Game selection and team selection (spec 000 §2, §5): {n} the contest's minimum, {max} its maximum.
  SPORTS_LOADING: { title: '', message: 'Loading' },
  SPORTS_RENDER_FAILED: { title: '', message: 'Something went wrong.' },
  SPORTS_SELECT_ONE: { title: '', message: 'Select at least 1 team' },
  SPORTS_PICKS_HINT: { title: '', message: 'Select At least {n} Teams To Enter This Contest' },
  SPORTS_PICKS_UPDATED: { title: 'Alert', message: 'Updated' },
  SPORTS_NO_ENTRIES: { title: '', message: 'You have not entered a sports game yet.' },
  SPORTS_NO_ENTRIES_FILTERED: { title: '', message: 'You have no sports games with this status.' },
  SPORTS_MOCKUP_NOTIFY: {
    title: 'Coming soon',
    message: 'This game is not open for entries yet. Leave your email and we will tell you when it launches.',
  },
} as const;
