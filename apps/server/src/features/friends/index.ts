export { friendsRepo } from './repo';
export { friendsRoutes } from './routes';
export { friendsService, type FriendsService } from './service';
export { leagueRepo } from './league-repo';
export { leaguesService, type LeaguesService } from './leagues';
export { leagueRoutes } from './league-routes';
export { leagueContestsJob } from './league-contests-job';
export { draftGames, lotteryGames, sportsGames } from './games';
export { entryChangedNotice } from './events';
