import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import { contentRepo } from '../../features/content/repo';
import type { DB } from '../schema';
import { seedStore } from '../../features/store/repo';
import { seedContentPages } from './content-pages';
import { brandRepo } from '../../features/brand/repo';
import { seedSports, sportsRulesPages } from '../../features/sports/seed';
import { seedDraft } from '../../features/draft/reference';

/**
 * Demo content for a new database, idempotent: rows that exist (perhaps edited by an operator) are kept,
 * missing ones are added. Runs at every start-up.
 */
export async function seedDemoContent(db: Kysely<DB>, clock: Clock): Promise<void> {
  await contentRepo(db).insertMissingPages(seedContentPages, clock.now());
  // A seeded page nobody edited follows the seed's words (its site's name became a placeholder).
  await contentRepo(db).refreshUntouchedPages(seedContentPages, clock.now());
  await seedStore(db);
  await seedSports(db);
  await seedDraft(db);
  await contentRepo(db).insertMissingPages(sportsRulesPages, clock.now());
  await contentRepo(db).refreshUntouchedPages(sportsRulesPages, clock.now());
}

/**
 * A new partner's site (docs/partners.md): its brand — today's defaults under its name — and the site's
 * pages, on `db` as that partner's (its creation's transaction).
 */
export async function seedPartnerSite(db: Kysely<DB>, name: string, at: Date): Promise<void> {
  await brandRepo(db).insertFirst(name);
  await contentRepo(db).insertMissingPages([...seedContentPages, ...sportsRulesPages], at);
}
