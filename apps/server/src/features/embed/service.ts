import { EMBED_ORIGINS_MAX, type EmbedOrigin, type EmbedOriginsResponse } from '@powerplay/contracts';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { EmbedRepo } from './repo';

/** The allow-list of the origins that may frame the widgets (decision 029): operators keep it. */
export function embedService(deps: {
  repo: EmbedRepo;
  /** The site of the operator's partner, which frames its own widgets (docs/partners.md). */
  siteOrigin: () => Promise<string>;
}) {
  const { repo, siteOrigin } = deps;
  return {
    async list(actor: Actor): Promise<EmbedOriginsResponse> {
      assertOperator(actor);
      return { origins: await repo.origins(), siteOrigin: await siteOrigin() };
    },

    /** Adds a normalized origin (the route's schema normalized it), audited in the same transaction. */
    async add(actor: Actor, origin: string): Promise<EmbedOrigin> {
      assertOperator(actor);
      // The site frames its own widgets ('self' is always allowed): listing it would add nothing.
      if (origin === (await siteOrigin())) throw new AppError('EMBED_ORIGIN_EXISTS');
      const added = await repo.add(origin, actor.id, EMBED_ORIGINS_MAX, (trx, row) =>
        recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'embed.origin.added',
          target: { type: 'embed_origin', id: row.id },
          before: null,
          after: { origin: row.origin },
        }),
      );
      if (added === 'exists') throw new AppError('EMBED_ORIGIN_EXISTS');
      if (added === 'full') throw new AppError('EMBED_ORIGINS_TOO_MANY');
      return added;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      assertOperator(actor);
      const removed = await repo.remove(id, (trx, row) =>
        recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'embed.origin.removed',
          target: { type: 'embed_origin', id: row.id },
          before: { origin: row.origin },
          after: null,
        }),
      );
      if (!removed) throw new AppError('EMBED_ORIGIN_NOT_FOUND');
    },

    /** The origins as the CSP names them (public: they are in every widget's header anyway). */
    async allowedOrigins(): Promise<string[]> {
      return (await repo.origins()).map((o) => o.origin);
    },
  };
}
export type EmbedService = ReturnType<typeof embedService>;
