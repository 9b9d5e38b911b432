import { catalogue, formatMessage, notices } from '@powerplay/contracts';
import type {
  ContestResult,
  MatchLabelCode,
  PickLineRefusal,
  SportsPowerplayRefusal,
  TeamPickRefusal,
} from '@powerplay/domain';
import { acesHeadline, outcomeLabelCode } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { sportsRulesPages } from './seed';

// Every code the sports domain returns, listed once: a code added to the domain without a text here
// fails to compile, and one without a catalogue text fails below.
const refusals: Record<SportsPowerplayRefusal | TeamPickRefusal | PickLineRefusal, true> = {
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
  SPORTS_PICK_LOCKED: true,
  SPORTS_POWERLINE_EVERY_GAME: true,
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
  SPORTS_QUARTER_1: true,
  SPORTS_QUARTER_2: true,
  SPORTS_QUARTER_3: true,
  SPORTS_QUARTER_4: true,
  SPORTS_QUARTER_OT: true,
  SPORTS_QUARTER_END: true,
  SPORTS_QUARTER_HALFTIME: true,
  SPORTS_QUARTER_END_OF_REGULATION: true,
  SPORTS_QUARTER_END_OT: true,
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

  it('words the basketball and football quarters', () => {
    const say = (code: MatchLabelCode, params: Record<string, string | number> = {}) =>
      formatMessage(notices[code].message, params);
    expect(say('SPORTS_QUARTER_4', { clock: '0:42' })).toBe('4th 0:42');
    expect(say('SPORTS_QUARTER_OT', { ot: '', clock: '5:00' })).toBe('OT 5:00');
    expect(say('SPORTS_QUARTER_OT', { ot: '2', clock: '5:00' })).toBe('2OT 5:00');
    expect(say('SPORTS_QUARTER_END', { quarter: 3 })).toBe('End of Q3');
    expect(say('SPORTS_QUARTER_HALFTIME')).toBe('Halftime');
    expect(say('SPORTS_QUARTER_END_OF_REGULATION')).toBe('End of Regulation');
    expect(say('SPORTS_QUARTER_END_OT', { ot: '2' })).toBe('End of 2OT');
  });

  it('carries the spec texts', () => {
    expect(catalogue.SPORTS_ACTION_UNAVAILABLE.message).toBe('This Action Is not available at this time');
    expect(catalogue.SPORTS_POWERPLAY_USED_UP.message).toBe('Powerplay has been fully used!');
    expect(catalogue.SPORTS_POWERPLAY_UNKNOWN.message).toBe('Something Went Wrong, Please Try Again');
    expect(notices.SPORTS_MATCH_STARTING.message).toBe('Starting...');
  });

  // docs/game-rules-deviations.md: the noun agrees with the count.
  it('says "Team" for one and "Teams" for more', () => {
    const tooMany = (max: number) => formatMessage(catalogue.SPORTS_PICKS_TOO_MANY.message, { max });
    expect(catalogue.SPORTS_PICKS_TOO_MANY.message).toBe('You can Only Select {max} {max|Team|Teams}!');
    expect(tooMany(1)).toBe('You can Only Select 1 Team!');
    expect(tooMany(3)).toBe('You can Only Select 3 Teams!');
    const hint = (n: number) => formatMessage(notices.SPORTS_PICKS_HINT.message, { n });
    expect(hint(1)).toBe('Select At least 1 Team To Enter This Contest');
    expect(hint(2)).toBe('Select At least 2 Teams To Enter This Contest');
  });

  // Hockey pages said "runs". Hockey's rules say goals; the rules shared by every sport
  // name each sport's unit.
  it('says goals in the hockey rules and every unit in the shared ones', () => {
    const text = (slug: string) => {
      const page = sportsRulesPages.find((p) => p.slug === slug)!;
      return page.blocks.map((b) => b.html).join(' ');
    };
    expect(text('sports-rules-hockey-chase-the-ace')).not.toMatch(/\bruns?\b/);
    expect(text('sports-rules-hockey-chase-the-ace')).toContain('one goal');
    for (const slug of [
      'sports-rules-high5',
      'sports-rules-pick5',
      'sports-rules-zones',
      'sports-rules-brackets',
    ])
      expect(text(slug)).toContain('runs, goals or points');
  });
});
