import type { PartnerInfo as Partner } from '@powerplay/contracts';

/** The id of the default partner: every host no partner lists (`localhost` included). */
export const DEFAULT_PARTNER_ID = 1;

export type { Partner };

/**
 * A request's host as partners list it: lower case, without port or final dot (`Raffle.Example.org.:8443`
 * → `raffle.example.org`). An IPv6 literal keeps its brackets.
 */
export function normalHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const bare = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  return bare.replace(/\.$/, '');
}

/** Resolves hosts to partners: a listed host to its partner, any other to the default partner. */
export function partnerDirectory(partners: readonly Partner[]) {
  const byHost = new Map<string, Partner>();
  for (const partner of partners) for (const host of partner.domains) byHost.set(host, partner);
  const fallback = partners.find((p) => p.id === DEFAULT_PARTNER_ID);
  if (!fallback) throw new Error('the default partner is missing');
  return {
    resolve: (host: string | undefined): Partner =>
      (host === undefined ? undefined : byHost.get(normalHost(host))) ?? fallback,
  };
}
