import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { draftDemoScheduleJob, draftDemoScheduleService, nextDemoStart } from './demo-schedule';

const MIN = 60_000;

describe('the demo schedule of drafts (a newcomer can always enter one and watch one)', () => {
  it('starts the first in two minutes (whole minutes), then one every cadence', () => {
    const now = Date.parse('2026-11-24T12:00:30Z');
    expect(new Date(nextDemoStart(null, now, 20 * MIN)).toISOString()).toBe('2026-11-24T12:03:00.000Z');
    expect(nextDemoStart(now + 3 * MIN, now, 20 * MIN)).toBe(now + 23 * MIN);
    // Never sooner than two minutes from now, after a long stop.
    expect(nextDemoStart(now - 60 * MIN, now, 20 * MIN)).toBe(Date.parse('2026-11-24T12:03:00Z'));
  });

  describe('as a job', () => {
    let t: TestApp;
    const clock = fakeClock('2026-11-24T12:00:30Z');
    beforeAll(async () => {
      t = await createTestApp({ clock });
    });
    afterAll(() => t?.close());

    const upcoming = () =>
      t.database.db
        .selectFrom('draft_contests')
        .select(['start_at', 'pick_deadline', 'next_pick_at'])
        .where('created_by', '=', 'demo')
        .where('start_at', '>', clock.now())
        .orderBy('start_at')
        .execute();

    it('keeps two drafts not yet started, one open for entries, however many processes fill it', async () => {
      const options = { cadenceMinutes: 20, pickSeconds: 30 };
      for (let minute = 0; minute < 90; minute += 1) {
        const jobs = [
          draftDemoScheduleJob(draftDemoScheduleService({ db: t.database.db, options })),
          draftDemoScheduleJob(draftDemoScheduleService({ db: t.database.db, options })),
        ];
        await Promise.all(
          jobs.map(async (job) => {
            const now = clock.now();
            const { due } = await job.findDue(now);
            for (const w of due) while (await job.runStep(w, now));
          }),
        );
        const next = await upcoming();
        expect(next.length).toBeGreaterThanOrEqual(2);
        expect(next.some((d) => d.pick_deadline > clock.now())).toBe(true);
        for (const d of next) expect(d.next_pick_at).toEqual(d.start_at);
        clock.advance(MIN);
      }
      const all = await t.database.db.selectFrom('draft_contests').select('start_at').execute();
      expect(new Set(all.map((d) => d.start_at.getTime())).size).toBe(all.length);
    });
  });
});
