import type { GameType } from './api';

/** What a game without prize tiers yet shows for its jackpot. */
export const jackpotComingSoon = 'Coming soon';

/** Page copy of each draw game (marketing and rules; the messages live in the catalogue). */
export const gameCopy: Record<
  GameType,
  { tagline: string; rules: string[]; demo: boolean; submitLabel: string; columns?: number }
> = {
  '747': {
    tagline: 'Pick 7 numbers from 1 to 47. Seven balls are drawn live, one at a time.',
    demo: true,
    submitLabel: 'SUBMIT',
    rules: [
      'Choose exactly 7 different numbers from 1 to 47. Click a number again to remove it.',
      'You can change your picks until the draw starts.',
      'During the live draw, use your powerplays between balls to change numbers that have not matched.',
      'Your prize depends on how many of your final numbers are drawn. Each prize is divided equally among its winners.',
    ],
  },
  sweet16: {
    tagline: 'Pick 16 numbers from 1 to 48 and match as many of the 16 balls as you can.',
    demo: false,
    submitLabel: 'SUBMIT!',
    rules: [
      'Choose exactly 16 different numbers from 1 to 48.',
      'You can change your picks until the draw starts.',
      'Match 13 or more of the 16 drawn balls to win. Each prize is divided equally among its winners.',
    ],
  },
  elite8: {
    tagline:
      'The weekly Elite 8 contest: pick 8 numbers from 1 to 50 for the Sunday 8:00 PM ET draw. No purchase necessary.',
    demo: true,
    submitLabel: 'SUBMIT!',
    rules: [
      'One entry per person.',
      'Choose exactly 8 different numbers from 1 to 50.',
      'Picks can be changed until one hour before the 8:00 PM ET draw.',
      'Canadian winners must correctly answer a skill-testing question.',
      'Each prize is divided equally among its winners and added to your balance.',
    ],
  },
  gridlock: {
    tagline: 'Pick 9 numbers on the 5 × 9 grid (1 to 45). Nine balls are drawn live.',
    demo: false,
    submitLabel: 'SUBMIT',
    columns: 9,
    rules: [
      'Choose exactly 9 different numbers from the grid of 1 to 45.',
      'You can change your picks until the draw starts.',
      'Match 6 or more of the 9 drawn balls to win. Each prize is divided equally among its winners.',
    ],
  },
};

/** What each powerplay does (docs/rules/lottery.md "Powerplays"). */
export const powerplayHelp: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'After the last ball, if you have 3 or fewer matches: all your unmatched numbers are replaced by a new random set.',
  2: 'The selected number becomes a random number you do not hold.',
  3: 'The selected number becomes the ball in play: an instant match.',
  4: 'Adds 1 to the selected number.',
  5: 'Subtracts 1 from the selected number.',
};
