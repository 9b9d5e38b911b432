export { sportsRepo, type SportsRepo } from './repo';
export { sportsService, type SportsService } from './service';
export { entryState, sportsLiveService, type SportsLiveService } from './live-service';
export { seedSports, sportsRulesPages } from './seed';
export { sportsOperatorRepo, type SportsOperatorRepo } from './operator-repo';
export { sportsOperatorService, type SportsOperatorService } from './operator';
export { sportsFeedJob, sportsFeedService, type SportsFeedService } from './engine';
export { sportsDemoScheduleJob } from './demo-schedule';
export { sportsOperatorRoutes } from './operator-routes';
