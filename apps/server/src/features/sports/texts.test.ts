import { catalogue, notices } from '@powerplay/contracts';
import type {
  ContestResult,
  MatchLabelCode,
  SportsPowerplayRefusal,
  TeamPickRefusal,
} from '@powerplay/domain';
import { acesHeadline, outcomeLabelCode } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';

// Every code the sports domain returns, listed once: a code added to the domain without a text here
// fails to compile, and one without a catalogue text fails below.
const refusals: Record<SportsPowerplayRefusal | TeamPickRefusal, true> = {
  SPORTS_PICKS_NONE: true,
  SPORTS_PICKS_TOO_FEW: true,
  SPORTS_PICKS_TOO_MANY: true,
  SPORTS_PICK_UNKNOWN: true,
  SPORTS_PICK_DUPLICATE: true,
  SPORTS_ACTION_UNAVAILABLE: true,
  SPORTS_POWERPLAY_UNKNOWN: true,
  SPORTS_POWERPLAY_USED_UP: true,
  SPORTS_NOT_ALLOWED: true,
  SPORTS_SCORE_NOT_11: true,
  SPORTS_SCORE_NOT_1: true,
  SPORTS_TEAM_LOCKED: true,
  SPORTS_SELECT_REPLACEMENT: true,
  SPORTS_ADD_TEAM_FIRST: true,
  SPORTS_NOTHING_TO_UNDO: true,
};
const labels: Record<MatchLabelCode, true> = {
  SPORTS_MATCH_STARTING: true,
  SPORTS_MATCH_NOT_STARTED: true,
  SPORTS_MATCH_LIVE: true,
  SPORTS_MATCH_FINISHED: true,
  SPORTS_PERIOD_INTERMISSION: true,
  SPORTS_PERIOD_1: true,
  SPORTS_PERIOD_2: true,
  SPORTS_PERIOD_3: true,
  SPORTS_PERIOD_OT: true,
  SPORTS_INNING_TOP: true,
  SPORTS_INNING_BOTTOM: true,
  SPORTS_INNING_END: true,
};

describe('sports texts', () => {
  it('has a catalogue text for every refusal and a notice for every label', () => {
    for (const code of Object.keys(refusals)) expect(catalogue).toHaveProperty(code);
    const results: ContestResult[] = ['WON', 'LOST', 'POSSIBLE'];
    const labelCodes = [
      ...Object.keys(labels),
      ...results.map((r) => outcomeLabelCode[r]),
      acesHeadline({ ones: 1, picks: 2 }).code,
    ];
    for (const code of labelCodes) expect(notices).toHaveProperty(code);
  });

  it('carries the spec texts', () => {
    expect(catalogue.SPORTS_ACTION_UNAVAILABLE.message).toBe('This Action Is not available at this time');
    expect(catalogue.SPORTS_POWERPLAY_USED_UP.message).toBe('Powerplay has been fully used!');
    expect(catalogue.SPORTS_PICKS_TOO_MANY.message).toBe('You can Only Select {max} Teams!');
    expect(catalogue.SPORTS_POWERPLAY_UNKNOWN.message).toBe('Something Went Wrong, Please Try Again');
    expect(notices.SPORTS_MATCH_STARTING.message).toBe('Starting...');
  });
});
