export { apiKeysRepo } from './repo';
export { apiKeysRoutes } from './routes';
export { apiKeysService, type ApiKeysService } from './service';
