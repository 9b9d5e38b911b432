import type { Product, User } from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { storeKeys } from './queryKeys';

export interface Order {
  id: number;
  totalCents: number;
  status: 'paid';
  productIds: string[];
}

export function useProducts() {
  return useQuery({
    queryKey: storeKeys.products,
    queryFn: ({ signal }) => apiFetch<{ products: Product[] }>('/api/store/products', { signal }),
    select: (data) => data.products,
    staleTime: 5 * 60_000,
  });
}

/** Pays the cart from the cash balance, then reads the club it gave (the `me` query) and the wallet. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productIds, key }: { productIds: string[]; key: string }) => {
      const { order } = await apiFetch<{ order: Order }>('/api/store/orders', {
        method: 'POST',
        body: { productIds },
        headers: { 'Idempotency-Key': key },
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      const user = queryClient.getQueryData<User | null>(queryKeys.me);
      return { order, club: user?.club ?? null };
    },
  });
}
