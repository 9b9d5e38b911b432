export { registerPartnerResolution } from './gate';
export { normalHost } from './hosts';
export { forEveryPartner, partnersRepo } from './repo';
export { platformRoutes } from './routes';
export { partnersService, type PartnersService } from './service';
