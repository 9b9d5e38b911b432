export { powerplaysService, type PowerplaysService, type Spend, type SpentUse } from './service';
export { powerplaysBooks } from './books-repo';
