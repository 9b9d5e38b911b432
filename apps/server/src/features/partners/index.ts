export { registerPartnerResolution } from './gate';
export { partnersRepo } from './repo';
export { platformRoutes } from './routes';
export { partnersService, type PartnersService } from './service';
