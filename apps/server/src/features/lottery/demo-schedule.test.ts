import { defaultDemoCadence } from '@powerplay/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fakeClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nextDemoStart } from './demo-schedule';

const env = (extra: Record<string, string>) => ({ SESSION_SECRET: 's'.repeat(32), ...extra });
const iso = (ms: number) => new Date(ms).toISOString();

describe('LOTTERY_SCHEDULE (configuration)', () => {
  it('defaults to the seeded cadence', () => {
    expect(loadConfig(env({})).lottery.demoCadence).toEqual(defaultDemoCadence);
    expect(loadConfig(env({ LOTTERY_SCHEDULE: '' })).lottery.demoCadence).toEqual(defaultDemoCadence);
  });

  it('reads minutes per type and weekly; types not listed keep their defaults', () => {
    expect(
      loadConfig(env({ LOTTERY_SCHEDULE: '747=5,sweet16=weekly,elite8=180' })).lottery.demoCadence,
    ).toEqual({ '747': 300, sweet16: null, elite8: 10_800, gridlock: 1800 });
  });

  it('fails config loading with a clear message', () => {
    expect(() => loadConfig(env({ LOTTERY_SCHEDULE: '747=0' }))).toThrow(
      'Invalid configuration: LOTTERY_SCHEDULE: 747=0: expected whole minutes from 1 to 10080, or weekly',
    );
    expect(() => loadConfig(env({ LOTTERY_SCHEDULE: 'keno=15' }))).toThrow(
      /LOTTERY_SCHEDULE: unknown game type "keno"/,
    );
    expect(() => loadConfig(env({ LOTTERY_SCHEDULE: '747:15' }))).toThrow(
      /LOTTERY_SCHEDULE: "747:15" is not type=minutes/,
    );
    expect(() => loadConfig(env({ LOTTERY_SCHEDULE: 'elite8=30' }))).toThrow(
      /LOTTERY_SCHEDULE: elite8=30: must be more than 60 minutes/,
    );
  });
});

describe('nextDemoStart', () => {
  // Sunday 22 November 2026, 07:31 UTC (02:31 in New York).
  const now = Date.parse('2026-11-22T07:31:00Z');

  it('keeps the seeded cadence without a configuration', () => {
    expect(iso(nextDemoStart('747', now))).toBe('2026-11-22T07:45:00.000Z');
    expect(iso(nextDemoStart('sweet16', now))).toBe('2026-11-22T08:00:00.000Z');
    expect(iso(nextDemoStart('gridlock', now))).toBe('2026-11-22T08:00:00.000Z');
    expect(iso(nextDemoStart('elite8', now))).toBe('2026-11-23T01:00:00.000Z');
  });

  it('honours the configured minutes and weekly', () => {
    const cadence = { ...defaultDemoCadence, '747': 300, sweet16: null, elite8: 10_800 };
    expect(iso(nextDemoStart('747', now, cadence))).toBe('2026-11-22T07:35:00.000Z');
    // A slot that is exactly now is taken as started: the next one.
    expect(iso(nextDemoStart('747', Date.parse('2026-11-22T07:35:00Z'), cadence))).toBe(
      '2026-11-22T07:40:00.000Z',
    );
    // Weekly: Sunday 8:00 PM New York (EST in November, EDT in July).
    expect(iso(nextDemoStart('sweet16', now, cadence))).toBe('2026-11-23T01:00:00.000Z');
    expect(iso(nextDemoStart('sweet16', Date.parse('2026-07-05T12:00:00Z'), cadence))).toBe(
      '2026-07-06T00:00:00.000Z',
    );
    expect(iso(nextDemoStart('elite8', now, cadence))).toBe('2026-11-22T09:00:00.000Z');
    expect(iso(nextDemoStart('gridlock', now, cadence))).toBe('2026-11-22T08:00:00.000Z');
  });
});

describe('the engine of an app started with LOTTERY_SCHEDULE', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('fills the rolling schedule at the configured cadence', async () => {
    const clock = fakeClock('2026-11-22T07:31:00Z');
    t = await createTestApp({
      clock,
      env: { LOTTERY_ENGINE: 'on', LOTTERY_DEMO_SCHEDULE: 'on', LOTTERY_SCHEDULE: '747=5,gridlock=weekly' },
    });
    await t.app.lotteryEngine!.tickNow();
    const rows = await t.database.db
      .selectFrom('lottery_games')
      .select(['game_type', 'start_at'])
      .where('scheduled_by', '=', 'schedule')
      .orderBy('start_at')
      .execute();
    const starts = (type: string) =>
      rows.filter((r) => r.game_type === type).map((r) => r.start_at.toISOString());
    expect(starts('747')).toEqual(['2026-11-22T07:35:00.000Z', '2026-11-22T07:40:00.000Z']);
    expect(starts('gridlock')).toEqual(['2026-11-23T01:00:00.000Z', '2026-11-30T01:00:00.000Z']);
    expect(starts('sweet16')).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00.000Z']);
    expect(starts('elite8')).toEqual(['2026-11-23T01:00:00.000Z', '2026-11-30T01:00:00.000Z']);
  });
});
