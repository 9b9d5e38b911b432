import { sportsContestHeadlineNotices } from './sports-contest-types';

/**
 * Confirmations and notices the web shows (not errors): same rule as the error catalogue, every text
 * lives here once. A module of its own so the landing page, which needs only the error texts, does not
 * load every feature's confirmations (landing JavaScript budget).
 */
export const notices = {
  PARTNER_SENT: { title: 'Thank you', message: 'We will contact you in a short while!' },
  NOTIFY_THANKS: { title: 'Thank you!', message: 'You will be notified when this game launches' },
  // Leads (decision 024). LAUNCH_MAIL is the mail itself: title = subject ({game}), then the links;
  // {site} is the brand's name (decision 028), and every mail ends with MAIL_SIGNATURE.
  LAUNCH_MAIL: {
    title: '{game} is live on {site}',
    message:
      'You asked us to tell you when {game} launches on {site}: it is open now.\n\nPlay here:\n{link}\n\nThis is the only mail we send you about it. To be forgotten, unsubscribe here:\n{unsubscribe}',
  },
  UNSUBSCRIBED: { title: 'Unsubscribed', message: 'Done: we will not mail you about {game}.' },
  ALREADY_UNSUBSCRIBED: {
    title: 'Already unsubscribed',
    message: 'This address was already unsubscribed from {game}: nothing more to do.',
  },
  UNSUBSCRIBE_PROMPT: {
    title: 'Unsubscribe',
    message: 'Stop mail about the game launch you asked to hear about?',
  },
  UNSUBSCRIBE_NO_TOKEN: {
    title: 'Unsubscribe',
    message: 'This page needs the unsubscribe link of your mail. Please open the link exactly as it came.',
  },
  NO_LEADS: { title: '', message: 'No lead matches these filters.' },
  LEAD_STATUS_SAVED: { title: '', message: '{lead} is now {status}.' },
  LEAD_NOTE_ADDED: { title: '', message: 'Note added to {lead}.' },
  PICKS_SAVED: { title: 'Successful', message: 'Your Selected Numbers Have been saved!' },
  ELITE8_CONFIRM: { title: 'Your picks have been entered! Good Luck!', message: '' },
  ELITE8_SKILL_QUESTION: { title: 'Skill-testing question', message: 'Your answer: {question} =' },
  MATCH: { title: '', message: "Congrats ! It's a match !" },
  POWERPLAY_RESULT: { title: '', message: 'Your selection was replaced with {n}' },
  REPLACE_ALL_CONFIRM: {
    title: 'Confirm',
    message: 'This will replace all your numbers with a random new set. Are you sure?',
  },
  REPLACE_ALL_PROMPT: { title: '', message: 'Click to replace All your Numbers' },
  RESULT_WON: { title: '', message: 'Congratulations! You are a winner' },
  RESULT_LOST: { title: '', message: 'Sorry! You did not win any Prize' },
  // The live screen's result panel; /lotto-result keeps RESULT_LOST.
  RESULT_LOST_LIVE: { title: '', message: "Sorry You didn't win this time!" },
  PRIZES_SPLIT: { title: 'Prizes', message: 'All Prizes Will be divided equally among Winners' },
  // Live draw screen states (docs/rules/lottery.md "The live timeline")
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
    message:
      'Prizes are credited to your account balance as soon as the draw is settled, divided equally among winners.',
  },
  TOUR_DONT_SHOW: { title: '', message: "Don't Show me again" },
  DEMO_READY: { title: '', message: 'READY' },
  DEMO_SET: { title: '', message: 'SET' },
  DEMO_GO: { title: '', message: 'GO' },
  // Account area, wallet, store and back office
  PROFILE_SAVED: { title: '', message: 'Your profile has been updated' },
  PASSWORD_CHANGED: {
    title: '',
    message: 'Your password has been changed. Your other sessions have been signed out.',
  },
  // Forgot password. RESET_MAIL is the mail itself: title = subject, {link} = the reset link.
  RESET_REQUESTED: {
    title: 'Check your email',
    message:
      'If an account uses this email, we have sent it a link to reset the password. The link works once and only for a short time.',
  },
  RESET_MAIL: {
    title: 'Reset your {site} password',
    message:
      'Someone asked to reset the password of your {site} account.\n\nTo choose a new password, open this link within {minutes} minutes (it works once):\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.',
  },
  // Email verification. VERIFY_MAIL is the mail (title = subject, {link}); VERIFIED the page's answer.
  VERIFY_MAIL: {
    title: 'Confirm your {site} email',
    message:
      'Open this link within {days} days to confirm that this email is yours (it works once):\n{link}\n\nThen a self-exclusion you take covers every site of this platform.',
  },
  VERIFY_SENT: { title: 'Check your email', message: 'We sent a new link to {email}, for {days} days.' },
  VERIFIED: { title: 'Email confirmed', message: 'Thank you: your email is confirmed.' },
  EMAIL_UNCONFIRMED: {
    title: 'Confirm your email',
    message:
      'Open the link we mailed you: then a self-exclusion you take covers every site of this platform.',
  },
  // The end of every mail: the brand's support contact and copyright holder.
  MAIL_SIGNATURE: {
    title: '',
    message: '\n\n--\n{site} support: {email}, {phone}\n© {year} {holder}. All rights reserved.',
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
  PLATFORM_ONLY: { title: 'Not allowed', message: "This page is for the platform's operators only." },
  WITHDRAWAL_DECIDED: { title: '', message: 'Withdrawal #{id} of {amount}: {decision}.' },
  ADJUSTMENT_CREDITED: { title: '', message: '{amount} credited to player #{id}.' },
  ADJUSTMENT_DEBITED: { title: '', message: '{amount} debited from player #{id}.' },
  NO_PENDING_WITHDRAWALS: { title: '', message: 'No pending withdrawals.' },
  NO_RECEIVABLES: { title: '', message: 'No player owes anything.' },
  // The books' self-check (docs/decisions/038).
  NO_BOOK_CHECKS: { title: '', message: 'The books have not been checked yet.' },
  // The audit log (decision 021).
  NO_AUDIT_ENTRIES: { title: '', message: 'No operator action matches these filters.' },
  NO_ANALYTICS_ACTIVITY: {
    title: '',
    message: 'Nothing happened in these days: no registration, entry, prize, order or withdrawal.',
  },
  CONTENT_SAVED: { title: '', message: 'Saved: version {version} is on the public page.' },
  BRAND_SAVED: {
    title: '',
    message: 'Saved: the brand (version {version}) is on every page from its next load.',
  },
  CONTENT_RESTORED: { title: '', message: 'Version {from} restored as version {version}.' },
  CONTENT_RESTORE_CONFIRM: {
    title: 'Restore this version?',
    message: 'Version {from} becomes the public text again, as a new version. Unsaved edits are lost.',
  },
  NO_CONTENT_TEXTS: { title: '', message: 'There are no texts to edit yet.' },
  CONTENT_LINK_INVALID: {
    title: 'Alert',
    message: 'A link starts with https://, mailto:, tel: or / (a page of this site).',
  },
  CONTENT_UNSAVED: { title: '', message: 'You have unsaved changes.' },
  AUDIT_FILTER_INVALID: {
    title: 'Alert',
    message: 'The operator id is a number, and the From date comes before the To date',
  },
  NO_PLAYER_MATCH: { title: '', message: 'No player matches “{search}”.' },
  // Player care (decision 023).
  NO_CARE_SUBSCRIPTIONS: { title: '', message: 'No subscriptions.' },
  NO_CARE_ENTRIES: { title: '', message: 'No entries in any game yet.' },
  NO_CARE_WITHDRAWALS: { title: '', message: 'No withdrawals.' },
  NO_CARE_RECEIVABLES: { title: '', message: 'This player owes nothing.' },
  CARE_ENTRIES_MORE: { title: '', message: 'The latest {shown} of {total} entries.' },
  SUSPEND_CONFIRM: {
    title: 'Suspend this account?',
    message:
      '{name} is signed out at once on every device and cannot sign in until reinstated. Pending withdrawals are held. Nothing is deleted.',
  },
  REINSTATE_CONFIRM: {
    title: 'Reinstate this account?',
    message: '{name} can sign in again, and held withdrawals can be paid out.',
  },
  PLAYER_SUSPENDED: { title: '', message: '{name} is suspended and signed out everywhere.' },
  PLAYER_REINSTATED: { title: '', message: '{name} is reinstated and can sign in again.' },
  WITHDRAWAL_HELD_NOTE: { title: '', message: 'Held: the account is suspended' },
  CARE_NOT_EXCLUDED: { title: '', message: 'Not self-excluded.' },
  CARE_EXCLUDED_UNTIL: { title: '', message: 'Self-excluded until {until}.' },
  CARE_EXCLUDED_PERMANENTLY: { title: '', message: 'Permanently self-excluded.' },
  CART_EMPTY: { title: '', message: 'Your cart is empty.' },
  // The store (docs/rules/wallet.md "Store"): a sport's plans are sold once it has contests; Super Elite
  // includes them all.
  STORE_PLANS_COMING: {
    title: 'Coming with the first contests',
    message: '{label} plans go on sale with the first {sport} contests.',
  },
  STORE_SUPER_ELITE_REPLACED: {
    title: '',
    message: 'Super Elite includes every sport plan, so {plans} {count|was|were} taken out of your cart.',
  },
  STORE_INCLUDED_IN_SUPER_ELITE: { title: '', message: 'Included in Super Elite' },
  // Under a table wider than its area (components/ui/TableScroll.tsx).
  TABLE_SCROLLS: { title: '', message: 'Scroll sideways to see every column' },
  // A plan's billing period (Super Elite is paid once; the sport plans by the month, 30 days each).
  STORE_PRICE_ONCE: { title: '', message: '{price} one-time' },
  STORE_PRICE_MONTH: { title: '', message: '{price}/month' },
  STORE_BILLING_ONCE: { title: '', message: 'Paid once: no renewal, never expires' },
  STORE_BILLING_MONTH: { title: '', message: 'Monthly: 30 days of games, no automatic renewal' },
  FANTASY_PICKS_SAVED: { title: '', message: 'Your picks are saved. Good luck!' },
  // Sports match rows and live-score summary: {clock} m:ss, {inning} the inning number.
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
  // Basketball and football: {quarter} 1–4, {ot} "" for the first overtime period, else its number.
  SPORTS_QUARTER_1: { title: '', message: '1st {clock}' },
  SPORTS_QUARTER_2: { title: '', message: '2nd {clock}' },
  SPORTS_QUARTER_3: { title: '', message: '3rd {clock}' },
  SPORTS_QUARTER_4: { title: '', message: '4th {clock}' },
  SPORTS_QUARTER_OT: { title: '', message: '{ot}OT {clock}' },
  SPORTS_QUARTER_END: { title: '', message: 'End of Q{quarter}' },
  SPORTS_QUARTER_HALFTIME: { title: '', message: 'Halftime' },
  SPORTS_QUARTER_END_OF_REGULATION: { title: '', message: 'End of Regulation' },
  SPORTS_QUARTER_END_OT: { title: '', message: 'End of {ot}OT' },
  // A game set whose games come from a simulator, not real games (docs/rules/sports.md "Basketball and
  // football").
  SPORTS_GAME_SET_SIMULATED: {
    title: '',
    message:
      'Simulated games: the scores come from our simulator at league scoring rates, not from real games.',
  },
  SPORTS_RESULT_WON: { title: '', message: 'You Won' },
  SPORTS_RESULT_LOST: { title: '', message: 'Better luck next time' },
  SPORTS_RESULT_POSSIBLE: { title: '', message: 'You Could Win' },
  // The live score page: {time} a New York start time.
  SPORTS_NO_FUTURE_GAMES: { title: 'Sorry!', message: 'You have not entered any future dated games' },
  SPORTS_GAMESET_FINAL: { title: '', message: 'THE GAMESET IS NOW FINAL' },
  SPORTS_GAMESET_STARTED: { title: '', message: 'YOUR GAMESET HAS STARTED' },
  SPORTS_GOOD_LUCK: { title: '', message: 'GOOD LUCK' },
  SPORTS_AVAILABLE_AT: { title: '', message: 'Available at {time}' },
  SPORTS_TEAM_LOCKED_LABEL: { title: '', message: 'Locked' },
  /** A held team's my_score multiplier (Double ×2, Triple ×3; docs/rules/sports.md "New powerplays"). */
  SPORTS_TEAM_MULTIPLIER_LABEL: { title: '', message: '×{multiplier}' },
  /** 6th Skater's mark on the held team while it counts (docs/rules/sports.md "New powerplays"). */
  SPORTS_TEAM_SIXTH_SKATER_LABEL: {
    title: '',
    message: '6th Skater: goals ×2 to the end of period {period}',
  },
  SPORTS_POWERPLAY_DONE: { title: '', message: '{powerplay} used on {team}. My Score: {score}' },
  SPORTS_TEAM_ADDED: { title: '', message: '{team} added to your picks' },
  SPORTS_TEAM_SWAPPED: { title: '', message: '{team} replaced by {replacement}' },
  SPORTS_TEAM_REMOVED: { title: '', message: '{team} removed from your picks' },
  SPORTS_UNDONE: { title: '', message: 'Your last powerplay was undone' },
  SPORTS_NO_REPLACEMENTS: { title: '', message: 'No team is available to select right now.' },
  // Game selection and team selection: {n} the contest's minimum, {max} its maximum.
  SPORTS_LOADING: { title: '', message: 'Loading' },
  SPORTS_RENDER_FAILED: { title: '', message: 'Something went wrong.' },
  // Submit's label before any pick: the contest's own minimum, as the hint above it says.
  SPORTS_SELECT_MIN: { title: '', message: 'Select at least {n} {n|team|teams}' },
  // Each sports contest type's headlines (docs/architecture.md "How to add a contest type").
  ...sportsContestHeadlineNotices,
  SPORTS_PICKS_HINT: { title: '', message: 'Select At least {n} {n|Team|Teams} To Enter This Contest' },
  // PowerLine's hint: a line needs every game's winner, whatever the contest's minimum says.
  SPORTS_POWERLINE_PICKS_HINT: { title: '', message: 'Pick The Winner Of Every Game To Enter This Contest' },
  SPORTS_PICKS_UPDATED: { title: 'Successful', message: 'Your picks are saved!' },
  // Game Central after a submit: the entry
  // saved is highlighted, with the way to its live score. {contest} the contest's name.
  SPORTS_PICKS_SAVED_FOR: { title: 'Picks saved', message: 'Your picks for {contest} are saved.' },
  SPORTS_GO_TO_LIVE_SCORE: { title: '', message: 'Go to its live score' },
  // A selected team's button on the team selection page; a doubleheader's game number ({n} 1 or 2).
  SPORTS_TEAM_SELECTED: { title: '', message: 'Selected ✓' },
  SPORTS_GAME_NUMBER: { title: '', message: 'Game {n}' },
  // The team selection without a chosen game.
  SPORTS_SELECT_GAME_TO_EDIT: { title: 'Sorry!', message: 'Please Select A Game To Edit' },
  SPORTS_NO_ENTRIES: { title: '', message: 'You have not entered a sports game yet.' },
  SPORTS_NO_ENTRIES_FILTERED: { title: '', message: 'You have no sports games with this status.' },
  // The 2020 NFL Power Draft (docs/rules/draft.md). {time} a New
  // York date and time; {nth} an ordinal ("20th"); {prize} a formatted amount.
  DRAFT_TITLE: { title: '', message: '2020 NFL Power Draft' },
  DRAFT_TAGLINE: { title: '', message: 'Use Your Powerplays to Match Your Picks and win up to $25k!' },
  DRAFT_WIN_UP_TO: { title: '', message: 'Win up to {prize}' },
  DRAFT_STATUS: { title: '', message: 'Status: {status}' },
  DRAFT_STATUS_OPEN: { title: '', message: 'Open' },
  DRAFT_STATUS_LOCKED: { title: '', message: 'Locked' },
  DRAFT_STATUS_LIVE: { title: '', message: 'In Progress' },
  DRAFT_STATUS_FINAL: { title: '', message: 'Final' },
  DRAFT_ENTER: { title: '', message: 'Enter Now!' },
  DRAFT_VIEW_SELECTIONS: { title: '', message: 'View My Mock Draft Selections' },
  DRAFT_WATCH_LIVE_DRAFT: { title: '', message: 'Watch Live Draft' },
  DRAFT_WATCH_LIVE: { title: '', message: 'Watch Live' },
  DRAFT_VIEW_RESULTS: { title: '', message: 'View Results' },
  // docs/rules/draft.md "States": while a draft is live the landing features it; the next one to enter is
  // offered beside it.
  DRAFT_NEXT: { title: 'Next draft', message: '' },
  // The draft's other advertised prize, a real football contest (docs/rules/sports.md "NFL PowerLine").
  DRAFT_POWERLINE: {
    title: '$2000 NFL PowerLine',
    message: 'Pick the winner of every game of an NFL week: a perfect line wins $2,000.',
  },
  DRAFT_PRIZE_GRID: { title: 'Prize Grid', message: '' },
  DRAFT_CONTEST_RULES: { title: 'Contest Rules', message: '' },
  DRAFT_DEADLINE: { title: '', message: 'Deadline for changing picks: {time}' },
  DRAFT_FIRST_PICK: { title: '', message: 'First pick: {time}' },
  DRAFT_NONE: { title: 'Sorry!', message: 'No draft contest is scheduled right now. Check back soon!' },
  DRAFT_RULE_ONE_ENTRY: { title: '', message: 'One entry per person.' },
  DRAFT_RULE_SKILL_TEST: {
    title: '',
    message:
      'A skill-testing question is required: you answer it correctly when you first submit your picks.',
  },
  DRAFT_RULE_RESIDENTS: {
    title: '',
    message: 'Open to residents of Canada (excluding Quebec) and the United States over the age of majority.',
  },
  DRAFT_RULE_DEADLINE: { title: '', message: 'The deadline for changing picks is {time}.' },
  DRAFT_RULE_CLOSES: {
    title: '',
    message: 'The contest closes when the 32nd pick is in; prizes are credited then.',
  },
  DRAFT_RULE_RANK: {
    title: '',
    message: 'Rank the players in the order you predict they will be drafted: your top 32 are submitted.',
  },
  DRAFT_RULE_MATCH: {
    title: '',
    message: 'A pick matches when your rank for a player is the pick at which they are actually taken.',
  },
  DRAFT_RULE_POWERPLAYS: {
    title: '',
    message:
      'During the live draft, use Move Up, Move Down, Swap and Undo on the rows whose pick has not been made yet. Undo restores the order before your last powerplay.',
  },
  DRAFT_RULE_FACTS: {
    title: '',
    message:
      'The picks are those of the real first round of the 2020 NFL Draft, held on April 23, 2020 from 8:00 PM ET.',
  },
  // The ordering page (/draft-day-teams).
  DRAFT_TOP_32: { title: '', message: 'Top 32 will be submitted' },
  DRAFT_ORDER_HINT: {
    title: '',
    message: 'Drag a player by its handle, or use the arrows, to set your order. Your top 32 are submitted.',
  },
  DRAFT_CONFIRM: { title: 'Confirm your selections', message: '' },
  // docs/game-rules-deviations.md (the old site reused the lottery's "Your Selected Numbers Have been
  // saved!"): a draft entry is a ranking of players, not numbers.
  DRAFT_PICKS_SAVED: { title: 'Successful', message: 'Your selections have been saved!' },
  // docs/rules/draft.md "Skill-testing question": a skill-testing question is required (asked with the first
  // submission).
  DRAFT_SKILL_QUESTION: { title: 'Skill-testing question', message: 'Your answer: {question} =' },
  DRAFT_SUBMIT: { title: '', message: 'Submit' },
  DRAFT_SUBMIT_SELECTIONS: { title: '', message: 'Submit Selections' },
  DRAFT_GO_BACK: { title: '', message: 'Go Back' },
  DRAFT_MATCH: { title: '', message: 'Match!' },
  DRAFT_NOT_MATCHED: { title: '', message: 'Not Matched!' },
  DRAFT_TBD: { title: '', message: 'TBD' },
  DRAFT_MOVED: { title: '', message: '{player} moved to rank {rank}' },
  DRAFT_READ_ONLY: {
    title: '',
    message: 'The deadline for changing picks has passed: the order below can no longer be changed.',
  },
  // The live screen (/draft-day-live).
  // {sponsor}: the brand's sponsor line (decision 028).
  DRAFT_SPONSOR: { title: '', message: 'Presented by {sponsor}' },
  DRAFT_BANNER_PICK: {
    title: '',
    message: 'With the {nth} overall selection, the {team} select {player}, {position}, {school}',
  },
  DRAFT_BANNER_BEFORE: { title: '', message: 'The draft begins at {time}' },
  DRAFT_MATCHED_COUNT: { title: '', message: '{matched} / 32 matched' },
  DRAFT_PICKS_MADE: { title: '', message: '{n} of 32 picks made' },
  DRAFT_RESULT_MATCHED: { title: '', message: 'You matched {n} of 32' },
  DRAFT_RESULT_WON: { title: '', message: 'You won {prize}!' },
  DRAFT_RESULT_LOST: { title: '', message: 'Better luck next time' },
  DRAFT_RESULT_SETTLING: { title: '', message: 'The prizes are being settled.' },
  DRAFT_NO_ENTRY: {
    title: '',
    message: 'You are watching this draft without an entry: enter a draft before its deadline to play.',
  },
  DRAFT_SWAP_TITLE: { title: 'Swap {player} with', message: '' },
  DRAFT_SWAP_NONE: { title: '', message: 'No other row can be swapped right now.' },
  DRAFT_PP_LEFT: { title: '', message: '{n} left' },
  DRAFT_NO_ROW_SELECTED: { title: '', message: 'Select a player in My Draft Manager, then a powerplay.' },
  DRAFT_ROW_SELECTED: { title: '', message: 'Selected: {player} (rank {rank})' },
  DRAFT_PP_OFF_FIRST: { title: '', message: 'This player is already first' },
  DRAFT_PP_OFF_LAST: { title: '', message: 'This player is already last' },
  DRAFT_PP_OFF_ABOVE_LOCKED: { title: '', message: 'The pick above has been made: its row is locked' },
  DRAFT_PP_MOVED_UP: { title: '', message: '{player} moved up to rank {rank}' },
  DRAFT_PP_MOVED_DOWN: { title: '', message: '{player} moved down to rank {rank}' },
  DRAFT_PP_SWAPPED: { title: '', message: '{player} swapped with {other}' },
  DRAFT_PP_UNDONE: { title: '', message: 'Your last powerplay was undone' },
  DRAFT_LOCKED_ROW: { title: '', message: 'Locked' },
  // Game Central and the back office.
  DRAFT_NO_ENTRIES: { title: '', message: 'You have not entered a draft contest yet.' },
  DRAFT_OPENED: {
    title: '',
    message: 'Draft #{id} ({name}) is open for entries; the first pick is at {time}.',
  },
  DRAFT_PICK_POSTED: { title: '', message: 'Pick {pick} of draft #{id}: {player}.' },
  DRAFT_REPLAY_STARTED: {
    title: '',
    message: 'Draft #{id} is replayed from now, one pick every {n} seconds.',
  },
  DRAFT_START_REQUIRED: {
    title: 'Alert',
    message: 'Please choose the pick deadline and the time of the first pick',
  },
  DRAFT_INTERVAL_INVALID: { title: 'Alert', message: 'The time between picks is 1 to 3600 seconds' },
  // Playing with friends (docs/rules/friends.md "Private contests").
  FRIENDS_WAITING: {
    title: 'Waiting for players',
    message:
      'Waiting for players: {n} of the {min} needed have joined. Invite {more} more before the game starts, or the contest is cancelled.',
  },
  FRIENDS_REVOKE_CONFIRM: {
    title: 'Revoke the invitation?',
    message: 'The link and code you shared stop working: nobody can join until you issue a new code.',
  },
  FRIENDS_NEW_CODE_CONFIRM: {
    title: 'Issue a new code?',
    message: 'The link and code you shared stop working: share the new link instead.',
  },
  FRIENDS_LINK_COPIED: { title: '', message: 'Link copied.' },
  FRIENDS_COPY_FAILED: { title: '', message: 'Copying failed: select the link and copy it.' },
  FRIENDS_CODE_REVOKED: { title: '', message: 'The invitation is revoked.' },
  FRIENDS_CODE_ISSUED: { title: '', message: 'A new code is ready.' },
  // Notifications (docs/rules/notifications.md): each kind's title and sentence, in the centre and the
  // mail's subject and first line; NOTIFICATION_MAIL ends every notification mail.
  NOTIFICATION_STARTS_SOON: { title: 'Starting soon', message: '{game} starts in 10 minutes.' },
  NOTIFICATION_LOCKED: { title: 'Entries locked', message: '{game}: entries are locked. Good luck!' },
  NOTIFICATION_LIVE: { title: 'Live now', message: '{game} is live: watch it and play your powerplays.' },
  NOTIFICATION_CANCELLED: {
    title: 'Contest cancelled',
    message: '{game} was cancelled: not enough players joined. Your entry is back in your allowance.',
  },
  NOTIFICATION_WON: { title: 'You won!', message: '{game}: you won {prize}.' },
  NOTIFICATION_LOST: { title: 'Results are in', message: '{game}: no prize this time.' },
  NOTIFICATION_FRIEND_JOINED: { title: 'A friend joined', message: '{friend} joined {contest}.' },
  NOTIFICATION_LEAGUE_CONTEST: {
    title: 'New league contest',
    message: '{league}: your contest on {game} is ready.',
  },
  NOTIFICATION_WITHDRAWAL: {
    title: 'Withdrawal {status}',
    message: 'Your withdrawal of {amount} is {status}.',
  },
  NOTIFICATION_STARTS_SOON_MAIL: {
    title: 'Starting in 10 minutes on {site}',
    message: 'Starting in 10 minutes:',
  },
  NOTIFICATION_UNSUBSCRIBED: {
    title: 'Unsubscribed',
    message: 'Done: no more "{kind}" mail. You choose what you get on My Account, Notifications.',
  },
  NOTIFICATION_MAIL: {
    title: '',
    message:
      'Open it here:\n{link}\n\n{why} Stop it with one click:\n{unsubscribe}\nor choose what you get on {preferences}',
  },
  // Why the player gets it: in the plain text's footer and the HTML part's alike.
  NOTIFICATION_MAIL_WHY: {
    title: '',
    message: 'You get this mail because "{kind}" mail is on in your account.',
  },
  // The HTML part's button and links (the plain text says them in NOTIFICATION_MAIL).
  NOTIFICATION_MAIL_OPEN: { title: '', message: 'Open it' },
  NOTIFICATION_MAIL_UNSUBSCRIBE: { title: '', message: 'Unsubscribe from these' },
  NOTIFICATION_MAIL_PREFERENCES: { title: '', message: 'Choose what you get' },
} as const;
