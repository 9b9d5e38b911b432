export { brandRepo, type BrandRepo } from './repo';
export { brandService, type BrandService } from './service';
export { brandReads, brandRoutes, type BrandReads } from './routes';
export { brandStyle, renderShell } from './shell';
export { brandMail } from './mail';
