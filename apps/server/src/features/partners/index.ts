export { DEFAULT_PARTNER_ID, normalHost, partnerDirectory, type Partner } from './hosts';
export { registerPartnerResolution } from './gate';
export { partnersRepo } from './repo';
export { partnersService, type PartnersService } from './service';
