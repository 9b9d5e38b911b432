import { createPartnerRequestSchema, isMessageCode, type MessageCode } from '@powerplay/contracts';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { DEFAULT_PARTNER_ID, type Partner } from './hosts';
import type { PartnersRepo } from './repo';

/** The first refusal's catalogue code in a zod error (the schemas' messages are codes). */
const refusal = (issues: readonly { message: string }[]): MessageCode => {
  const code = issues[0]?.message;
  return isMessageCode(code) ? code : 'BAD_REQUEST';
};

/**
 * The deployment's partners (docs/partners.md): who they are, their domains, and whether their site is
 * served. The platform console builds on these; every process reads the list from memory.
 */
export function partnersService(deps: { repo: PartnersRepo; clock: Clock }) {
  const { repo, clock } = deps;

  const bySlug = async (slug: string): Promise<Partner> => {
    const partner = (await repo.all()).find((p) => p.slug === slug.trim().toLowerCase());
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  };

  return {
    all: (): Promise<Partner[]> => repo.all(),
    bySlug,

    /** A new partner with its domains (the contracts' request: names normalized, each domain once). */
    async create(request: unknown): Promise<Partner> {
      const parsed = createPartnerRequestSchema.safeParse(request);
      if (!parsed.success) throw new AppError(refusal(parsed.error.issues));
      const { slug, name, domains } = parsed.data;
      const id = await repo.create({ slug, name, hosts: [...new Set(domains)] });
      if (id === 'taken') throw new AppError('PARTNER_TAKEN');
      return { id, slug, name, suspended: false, hosts: [...new Set(domains)].sort() };
    },

    /** Its site answers "temporarily unavailable" until resumed; nothing it owns changes. */
    async suspend(partnerId: number): Promise<void> {
      // The default partner is every unlisted host: suspending it would take the whole deployment down.
      if (partnerId === DEFAULT_PARTNER_ID || !(await repo.setSuspended(partnerId, clock.now())))
        throw new AppError('PARTNER_NOT_FOUND');
    },

    async resume(partnerId: number): Promise<void> {
      if (!(await repo.setSuspended(partnerId, null))) throw new AppError('PARTNER_NOT_FOUND');
    },
  };
}
export type PartnersService = ReturnType<typeof partnersService>;
