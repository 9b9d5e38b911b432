export { lotteryRepo, type LotteryRepo } from './repo';
export { lotteryService, type LotteryService } from './service';
export { lotteryRoutes } from './routes';
export { advanceGame } from './engine';
export { lotteryGamesRead } from './games-read';
export { lotteryBooks } from './books-repo';
