import type { PartnerInfo as Partner } from '@powerplay/contracts';
import { DEFAULT_PARTNER_ID } from '../../platform/partner-context';

export { DEFAULT_PARTNER_ID };

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
    /** The partners whose sites serve: the ones the jobs work for. */
    serving: (): number[] => partners.filter((p) => !p.suspended).map((p) => p.id),
  };
}

/**
 * Where a partner's site is, for links in its mail and its widgets' snippets: `PUBLIC_ORIGIN` for the
 * default partner (or one without a domain), else that origin with the partner's first domain as its host
 * (scheme and port kept: `https://north.example.org`, `http://north.test:3000` in development).
 */
export function siteOriginOf(partner: Partner, publicOrigin: string): string {
  const domain = partner.id === DEFAULT_PARTNER_ID ? undefined : partner.domains[0];
  if (!domain) return publicOrigin;
  const url = new URL(publicOrigin);
  url.hostname = domain;
  return url.origin;
}
