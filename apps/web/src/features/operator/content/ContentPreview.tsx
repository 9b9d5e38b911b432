import type { ContentPage } from '@powerplay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ComponentType, type MouseEvent } from 'react';
import { Loading } from '../../../components/ui/Loading';
import { queryKeys } from '../../../lib/queryKeys';

// One chunk with every public page, loaded when a preview is first shown (never by the public pages).
const content = () => import('../../content');
type ContentModule = Awaited<ReturnType<typeof content>>;
type PageName = {
  [K in keyof ContentModule]: ContentModule[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof ContentModule];

const lazyPage = (name: PageName) => lazy(() => content().then((m) => ({ default: m[name] })));

/**
 * Where each text is shown to the public, and the page component that shows it (the route table's, so
 * the preview is the public page itself). Texts without a page of their own have no path.
 */
const publicPages: Record<string, { path: string; Page: ComponentType }> = {
  home: { path: '/', Page: lazyPage('HomePage') },
  solutions: { path: '/solutions', Page: lazyPage('SolutionsPage') },
  services: { path: '/services', Page: lazyPage('ServicesPage') },
  'about-us': { path: '/about-us', Page: lazyPage('AboutUsPage') },
  'live-sports': { path: '/live-sports', Page: lazyPage('LiveSportsPage') },
  'live-sports-more': { path: '/live-sports-more', Page: lazyPage('LiveSportsMorePage') },
  'sport-platform': { path: '/sport-platform', Page: lazyPage('SportPlatformPage') },
  'sponsor-games': { path: '/sponsor-games', Page: lazyPage('SponsorGamesPage') },
  'how-to-play': { path: '/how-to-play', Page: lazyPage('HowToPlayPage') },
  'terms-of-use': { path: '/terms-of-use', Page: lazyPage('TermsOfUsePage') },
  privacy: { path: '/privacy', Page: lazyPage('PrivacyPage') },
  faq: { path: '/faq', Page: lazyPage('FaqPage') },
  'trust-and-safety': { path: '/trust-and-safety', Page: lazyPage('TrustAndSafetyPage') },
  'account-security': { path: '/account-security', Page: lazyPage('AccountSecurityPage') },
};

/** The public address of a text, if it has a page of its own (Game Rules are a dialog of the sports pages). */
export const publicPathOf = (slug: string): string | undefined => publicPages[slug]?.path;

const GameRulesTabs = lazy(() => import('../../sports').then((m) => ({ default: m.GameRulesTabs })));
const StandardContent = lazy(() => content().then((m) => ({ default: m.StandardContent })));

/** Links in a preview do not navigate: the operator would leave the editor (and its unsaved edits). */
function stayOnClick(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

/**
 * The page exactly as the public sees it: the public page's own component, given the (server-sanitized)
 * page through its own query in a query client of the preview's, so nothing else on screen changes.
 */
export function ContentPreview({ page, kind }: { page: ContentPage; kind: string }) {
  // A client per previewed value: the page's query starts with it, and never asks the server.
  const client = useMemo(() => {
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    c.setQueryData(queryKeys.content.page(page.slug), page);
    return c;
  }, [page]);
  const Page = publicPages[page.slug]?.Page;
  let body;
  if (kind === 'rules') {
    body = <GameRulesTabs tabs={page.blocks.map((b) => ({ title: b.heading, html: b.html }))} />;
  } else if (Page) {
    body = <Page />;
  } else {
    body = (
      <section className="page">
        <StandardContent page={page} />
      </section>
    );
  }
  return (
    // Only clicks are held back (a key press on a link is a click too); links stay focusable and readable.
    <div className="content-preview" onClickCapture={stayOnClick}>
      <QueryClientProvider client={client}>
        <Suspense fallback={<Loading label="Loading the preview…" />}>{body}</Suspense>
      </QueryClientProvider>
    </div>
  );
}
