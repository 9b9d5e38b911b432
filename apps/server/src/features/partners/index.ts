export { registerPartnerResolution } from './gate';
export { normalHost, siteOriginOf } from './hosts';
export { forEveryPartner, partnersRepo } from './repo';
export { platformRoutes } from './routes';
export { partnersService, type PartnersService } from './service';
