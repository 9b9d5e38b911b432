export { lotteryRepo, type LotteryRepo } from './repo';
export { lotteryService, type LotteryService } from './service';
export { lotteryRoutes } from './routes';
export { advanceGame, lotteryDrawsJob, lotteryDrawsService, type LotteryDrawsService } from './engine';
export {
  lotteryDemoScheduleJob,
  lotteryDemoScheduleService,
  type LotteryDemoScheduleService,
} from './demo-schedule';
export { lotteryGamesRead } from './games-read';
export { lotteryBooks } from './books-repo';
export { lotteryAmongFriends, type LotteryAmongFriends } from './friends-read';
