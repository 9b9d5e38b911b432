export { brandQueryKey, brandQueryOptions, seedBrand, useBrand } from './useBrand';
