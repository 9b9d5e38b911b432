import type { Clock } from '../../platform/clock';
import { DEFAULT_PARTNER_ID, normalHost, type Partner } from './hosts';
import type { PartnersRepo } from './repo';

/**
 * The deployment's partners (docs/partners.md): who they are, their domains, and whether their site is
 * served. The platform console builds on these; every process reads the list from memory.
 */
export function partnersService(deps: { repo: PartnersRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    all: (): Promise<Partner[]> => repo.all(),

    /** A new partner with its domains, stored as requests name them; 'taken' if its slug or a domain is. */
    create: (partner: { slug: string; name: string; hosts: readonly string[] }) =>
      repo.create({ ...partner, hosts: [...new Set(partner.hosts.map(normalHost))] }),

    /** Its site answers "temporarily unavailable" until resumed; nothing it owns changes. */
    suspend: (partnerId: number) => {
      // The default partner is every unlisted host: suspending it would take the whole deployment down.
      if (partnerId === DEFAULT_PARTNER_ID) return Promise.resolve(false);
      return repo.setSuspended(partnerId, clock.now());
    },

    resume: (partnerId: number) => repo.setSuspended(partnerId, null),
  };
}
export type PartnersService = ReturnType<typeof partnersService>;
