export { responsibleGamingService, type ResponsibleGamingService } from './service';
