import {
  createPartnerRequestSchema,
  messageCodeOf,
  type FirstOperator,
  type PartnerFigures,
} from '@powerplay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { currentPartnerId } from '../../platform/partner-context';
import { DEFAULT_PARTNER_ID, siteOriginOf, type Partner } from './hosts';
import type { PartnersRepo } from './repo';

/** Who asks: the platform operator signed in (audited), or the command line (`null`, not audited). */
type By = { id: number } | null;

/**
 * The deployment's partners (docs/partners.md): who they are, their domains, and whether their site is
 * served. Every process reads the list from memory; the platform operator and the command line change it.
 */
export function partnersService(deps: {
  repo: PartnersRepo;
  clock: Clock;
  /** The default partner's site (`PUBLIC_ORIGIN`): the others' are the same with their first domain. */
  publicOrigin: string;
  /** A new partner's own first rows — its brand under its name, the site's pages — in its creation's transaction. */
  furnish: (trx: Transaction<DB>, partner: { name: string }) => Promise<void>;
  /** The partner's totals of all time (the analytics), read in the given transaction. */
  totals: (trx: Transaction<DB>) => Promise<Omit<PartnerFigures, 'partnerId'>>;
  /** Prepares a partner's first operator (its password hashed): the step that writes it, in that transaction. */
  firstOperator: (operator: FirstOperator) => Promise<(trx: Transaction<DB>) => Promise<void>>;
}) {
  const { repo, clock } = deps;

  const byId = async (id: number): Promise<Partner> => {
    const partner = (await repo.all()).find((p) => p.id === id);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  };

  const audited =
    (by: By, action: 'partner.suspended' | 'partner.resumed', partner: Partner) => (trx: Transaction<DB>) =>
      by
        ? recordOperatorAction(trx, {
            operatorId: by.id,
            action,
            target: { type: 'partner', id: partner.id },
            before: { suspended: partner.suspended },
            after: { suspended: action === 'partner.suspended' },
          })
        : Promise.resolve();

  return {
    all: (): Promise<Partner[]> => repo.all(),
    /** The site of the partner whose work this is (links in its mail, its widgets' snippets). */
    async siteOrigin(): Promise<string> {
      return siteOriginOf(await byId(currentPartnerId() ?? DEFAULT_PARTNER_ID), deps.publicOrigin);
    },
    /** `work` in every partner's turn, in one transaction (the shared jobs' view of every partner). */
    eachPartner: <T>(work: (trx: Transaction<DB>) => Promise<T>) => repo.eachPartner(work),

    /** Every partner's players, entries, prizes and store revenue (the platform console), from its own books. */
    async figures(): Promise<PartnerFigures[]> {
      const each = await repo.eachPartner((trx) => deps.totals(trx));
      return each.map(({ partnerId, value }) => ({ partnerId, ...value }));
    },
    byId,

    async bySlug(slug: string): Promise<Partner> {
      const partner = (await repo.all()).find((p) => p.slug === slug.trim().toLowerCase());
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      return partner;
    },

    /** A new partner with its domains (the contracts' request: names normalized, each domain once). */
    async create(request: unknown, by: By = null): Promise<Partner> {
      const parsed = createPartnerRequestSchema.safeParse(request);
      if (!parsed.success) throw new AppError(messageCodeOf(parsed.error.issues));
      const { slug, name } = parsed.data;
      const domains = [...new Set(parsed.data.domains)].sort();
      // Hashed before the transaction, which then holds no lock while a password is worked on.
      const addOperator = parsed.data.operator && (await deps.firstOperator(parsed.data.operator));
      const id = await repo.create(
        { slug, name, hosts: domains },
        {
          audit: (trx, newId) =>
            by
              ? recordOperatorAction(trx, {
                  operatorId: by.id,
                  action: 'partner.created',
                  target: { type: 'partner', id: newId },
                  before: null,
                  after: { slug, name, domains },
                })
              : Promise.resolve(),
          furnish: async (trx) => {
            await deps.furnish(trx, { name });
            await addOperator?.(trx);
          },
        },
      );
      if (id === 'taken') throw new AppError('PARTNER_TAKEN');
      return { id, slug, name, suspended: false, domains };
    },

    /** Its site answers "temporarily unavailable" until resumed; nothing it owns changes. */
    async suspend(partnerId: number, by: By = null): Promise<Partner> {
      // The default partner is every unlisted host: suspending it would take the whole deployment down.
      if (partnerId === DEFAULT_PARTNER_ID) throw new AppError('PARTNER_NOT_FOUND');
      const partner = await byId(partnerId);
      if (!(await repo.setSuspended(partnerId, clock.now(), audited(by, 'partner.suspended', partner))))
        throw new AppError('PARTNER_NOT_FOUND');
      return { ...partner, suspended: true };
    },

    async resume(partnerId: number, by: By = null): Promise<Partner> {
      const partner = await byId(partnerId);
      if (!(await repo.setSuspended(partnerId, null, audited(by, 'partner.resumed', partner))))
        throw new AppError('PARTNER_NOT_FOUND');
      return { ...partner, suspended: false };
    },
  };
}
export type PartnersService = ReturnType<typeof partnersService>;
