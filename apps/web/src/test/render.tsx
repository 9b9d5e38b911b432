import { defaultBrand } from '@powerplay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { brandQueryKey } from '../features/brand';

/** Shows where a navigation ended up, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

/**
 * A fresh client holding the default brand, as the server's shell gives the app at start: a page under
 * test never asks for `/api/brand` of its own.
 */
export function createTestQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(brandQueryKey, { version: 1, ...defaultBrand, logo: null, favicon: null });
  return client;
}

interface Options {
  /** The route path of `ui` (default `/`). */
  path?: string;
  /** The initial location, with its query string if any (default: `path`). */
  at?: string;
  state?: unknown;
  routes?: RouteObject[];
}

/** Renders `ui` at `path` inside a memory router and a fresh query client. Other paths show their location. */
export function renderPage(ui: ReactElement, { path = '/', at = path, state, routes = [] }: Options = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }],
    {
      initialEntries: [
        { pathname: at.split('?')[0], search: at.includes('?') ? at.slice(at.indexOf('?')) : '', state },
      ],
    },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch with `handler`; returns the mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(
      handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
    ),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON bodies sent to `path`. */
export function sentBodies(fn: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fn.mock.calls
    .filter(([input]) => input === path)
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}
