import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { seedBrand } from '../features/brand';
import { createQueryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(() => seedBrand(createQueryClient()));
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
