export { sportsRepo, type SportsRepo } from './repo';
export { sportsService, type SportsService } from './service';
export { seedSports, sportsRulesPages } from './seed';
