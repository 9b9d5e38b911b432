import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A section's page, its own chunk: loaded when the operator opens it. */
const section = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

type SectionPage = LazyExoticComponent<ComponentType>;

interface Section {
  path: string;
  label: string;
  page: SectionPage;
  /** The page of one of its items (`:slug`, `:id`) under the section's path. */
  item?: { path: string; page: SectionPage };
}

/**
 * The back office's sections, in the order of its navigation: `path` under `/operator` ('' = its home),
 * its pages (a section may have a page per item, `:id` or `:slug`). OperatorLayout routes them itself,
 * so the app's route table (loaded by every page) holds one line for the whole back office.
 */
export const backOfficeSections: readonly Section[] = [
  { path: '', label: 'Overview', page: section(() => import('./OperatorPage').then((m) => m.OperatorPage)) },
  {
    path: 'analytics',
    label: 'Analytics',
    page: section(() => import('./AnalyticsPage').then((m) => m.AnalyticsPage)),
  },
  { path: 'audit', label: 'Audit log', page: section(() => import('./AuditPage').then((m) => m.AuditPage)) },
  {
    path: 'brand',
    label: 'Brand',
    page: section(() => import('./brand/BrandPage').then((m) => m.BrandPage)),
  },
  {
    path: 'content',
    label: 'Content',
    page: section(() => import('./content/ContentListPage').then((m) => m.ContentListPage)),
    item: {
      path: ':slug',
      page: section(() => import('./content/ContentEditPage').then((m) => m.ContentEditPage)),
    },
  },
  {
    path: 'integrations',
    label: 'Integrations',
    page: section(() => import('./integrations/IntegrationsPage').then((m) => m.IntegrationsPage)),
  },
  { path: 'leads', label: 'Leads', page: section(() => import('./LeadsPage').then((m) => m.LeadsPage)) },
  {
    path: 'partner',
    label: 'Partner',
    page: section(() => import('./partner/PartnerPage').then((m) => m.PartnerPage)),
  },
  {
    path: 'players',
    label: 'Players',
    page: section(() => import('./PlayersPage').then((m) => m.PlayersPage)),
    item: {
      path: ':id',
      page: section(() => import('./PlayerCarePage').then((m) => m.PlayerCarePage)),
    },
  },
];
