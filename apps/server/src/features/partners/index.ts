export { registerPartnerResolution } from './gate';
export { partnersRepo } from './repo';
export { partnersService, type PartnersService } from './service';
