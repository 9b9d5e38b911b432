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
  SCHEDULE_START_REQUIRED: { title: 'Alert', message: 'Please choose the date and time of the draw' },
  DRAW_SCHEDULED: { title: '', message: 'Draw #{id} ({name}) is scheduled for {date}.' },
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
} as const;
