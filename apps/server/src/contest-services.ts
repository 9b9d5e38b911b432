import type { Config } from './config';
import type { Database } from './db/database';
import type { ContentService } from './features/content';
import {
  draftAmongFriends,
  draftDemoScheduleService,
  draftLiveService,
  draftOperatorService,
  draftRepo,
  draftService,
} from './features/draft';
import type { EntriesService } from './features/entries';
import { draftGames, entryChangedNotice, lotteryGames, sportsGames } from './features/friends';
import type { LedgerService } from './features/ledger';
import {
  lotteryDemoScheduleService,
  lotteryDrawsService,
  lotteryAmongFriends,
  lotteryRepo,
  lotteryService,
} from './features/lottery';
import type { NotificationsService } from './features/notifications';
import type { PowerplaysService } from './features/powerplays';
import {
  fantasyService,
  sportsFeedService,
  sportsLiveService,
  sportsOperatorRepo,
  sportsOperatorService,
  sportsService,
  sportsRepo,
} from './features/sports';
import type { Clock } from './platform/clock';

/**
 * The contests' part of the composition root (services.ts): lottery, sports and draft, each with its
 * players' use cases, its back office and the use cases its scheduler jobs call; and the games a private
 * contest among friends can be played on.
 */
export function contestServices(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
  ledger: LedgerService;
  content: ContentService;
  /** The private contests, told when a member's entry changes during the game. */
  friends: Parameters<typeof entryChangedNotice>[0];
  notify: NotificationsService['notify'];
  eachPartner: Parameters<typeof sportsFeedService>[0]['eachPartner'];
}) {
  const { config, database, clock, entries, powerplays, ledger, content, friends, notify } = deps;
  const db = database.db;
  const sportsOperations = sportsOperatorRepo(db);
  const sports = sportsService({ db, repo: sportsRepo(db), clock, entries, powerplays, content });
  const sportsLive = sportsLiveService({
    db,
    repo: sportsRepo(db),
    clock,
    powerplays,
    entryChanged: entryChangedNotice(friends, 'sports'),
  });
  // The games a private contest can be played on, each answered by its own feature.
  const friendsGames = {
    sports: sportsGames(sports, sportsLive),
    lottery: lotteryGames(
      lotteryAmongFriends({ db, repo: lotteryRepo(db, database.runAlone), clock }),
      entries,
    ),
    draft: draftGames(draftAmongFriends({ db, repo: draftRepo(db), clock }), entries),
  };
  const lottery = lotteryService({
    db,
    repo: lotteryRepo(db, database.runAlone),
    clock,
    entries,
    powerplays,
    entryChanged: entryChangedNotice(friends, 'lottery'),
  });
  const draft = draftService({
    db,
    repo: draftRepo(db),
    clock,
    entries,
    powerplays,
    entryChanged: entryChangedNotice(friends, 'draft'),
  });

  return {
    friendsGames,
    fantasy: fantasyService({ db, repo: sportsRepo(db), clock, powerplays }),
    lottery,
    // The draw engine's and the demo schedule's use cases (the scheduler's jobs call them).
    lotteryDraws: lotteryDrawsService({ db, ledger, notify }),
    lotteryDemoSchedule: lotteryDemoScheduleService({ db, cadence: config.lottery.demoCadence }),
    sports,
    sportsLive,
    sportsOperator: sportsOperatorService({
      db,
      repo: sportsOperations,
      ledger,
      clock,
      demo: config.sports,
      notify,
    }),
    sportsFeed: sportsFeedService({
      db,
      repo: sportsOperations,
      ledger,
      clock,
      entries,
      eachPartner: deps.eachPartner,
      notify,
    }),
    draft,
    draftOperator: draftOperatorService({
      db,
      repo: draftRepo(db),
      clock,
      ledger,
      notify,
    }),
    // The live draft's timed steps and the demo schedule (the scheduler's jobs call them).
    draftLive: draftLiveService({ db, ledger, notify }),
    draftDemoSchedule: draftDemoScheduleService({ db, options: config.draft }),
  };
}
