export { powerplaysService, type NewUse, type PowerplaysService } from './service';
