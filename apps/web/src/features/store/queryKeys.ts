/** The store's query keys: not in lib/queryKeys.ts, which the landing page loads. */
export const storeKeys = { products: ['store', 'products'] as const };
