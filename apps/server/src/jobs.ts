import type { Config } from './config';
import type { JobName } from './config-jobs';
import { booksCheckJob } from './features/books';
import { draftDemoScheduleJob, draftLiveJob } from './features/draft';
import { leagueContestsJob } from './features/friends';
import { launchMailJob, liveGames } from './features/leads';
import { notificationsJob } from './features/notifications';
import { lotteryDemoScheduleJob, lotteryDrawsJob } from './features/lottery';
import { sportsDemoScheduleJob, sportsFeedJob } from './features/sports';
import { webhookDeliveriesJob } from './features/webhooks';
import { mailRelayJob } from './platform/mail';
import type { Job } from './platform/scheduler';
import type { Services } from './services';

/**
 * Every scheduler job by name: each a thin adapter over a service that createServices built, so a job
 * runs the same use cases as the routes and the CLI. The process starts the ones its configuration names.
 */
export function schedulerJobs(services: Services, config: Config): Record<JobName, () => Job> {
  return {
    'lottery-draws': () => lotteryDrawsJob(services.lotteryDraws),
    'lottery-demo-schedule': () => lotteryDemoScheduleJob(services.lotteryDemoSchedule),
    'sports-feed': () => sportsFeedJob(services.sportsFeed),
    'sports-demo-schedule': () => sportsDemoScheduleJob(services.sportsOperator),
    'draft-live': () => draftLiveJob(services.draftLive),
    'draft-demo-schedule': () => draftDemoScheduleJob(services.draftDemoSchedule),
    'leads-launch-mail': () =>
      launchMailJob({
        leads: services.leads,
        live: liveGames({ sports: services.sports, draft: services.draft }),
      }),
    'books-check': () => booksCheckJob({ books: services.books, everyMs: config.booksCheckMinutes * 60_000 }),
    'webhook-deliveries': () => webhookDeliveriesJob(services.webhookSender),
    'league-contests': () => leagueContestsJob(services.leagues),
    'mail-relay': () => mailRelayJob(services.mailer),
    notifications: () =>
      notificationsJob({
        notifications: services.notifications,
        starting: [
          (from, to) => services.lottery.startingSoon(from, to),
          (from, to) => services.sports.startingSoon(from, to),
          (from, to) => services.draft.startingSoon(from, to),
        ],
        // A draft's lock is told as its orders close (draft engine); a draw's here, when ahead of its start.
        locking: [(from, to) => services.lottery.lockingAhead(from, to)],
      }),
  };
}
