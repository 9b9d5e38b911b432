export { sportsRepo, type SportsRepo } from './repo';
export { sportsService, type SportsService } from './service';
export { entryState, sportsLiveService, type SportsLiveService } from './live-score';
export { seedSports, sportsRulesPages } from './seed';
