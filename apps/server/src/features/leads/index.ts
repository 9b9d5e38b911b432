export { leadsService, type LeadsService } from './service';
export { leadsRoutes } from './routes';
export { launchMailJob, liveGames } from './launch-mail';
