export { contentRepo, type ContentRepo } from './repo';
export { contentService, type ContentService } from './service';
export { contentRoutes } from './routes';
export { leadsRepo, type LeadRow, type LeadsRepo } from './leads-repo';
