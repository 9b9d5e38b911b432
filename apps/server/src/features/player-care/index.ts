export { playerCareService, type PlayerCareService } from './service';
export { playerCareRoutes } from './routes';
