import type { ContentPage, NotifyRequest } from '@powerplay/contracts';
import { assertOperator, type Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { promoImages, promoImageSvg } from './promo-images';
import type { ContentRepo } from './repo';

/** Content pages, partner enquiries, Notify Me requests and the promo images. */
export function contentService(deps: { repo: ContentRepo; clock: Clock }) {
  const { repo, clock } = deps;

  async function page(slug: string) {
    const found = await repo.findPage(slug);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    page,

    /** The page, or undefined when there is none (for features that show a page's blocks, if any). */
    findPage: (slug: string) => repo.findPage(slug),

    /** Edits or adds a page (operators only). */
    async savePage(actor: Actor, slug: string, update: Omit<ContentPage, 'updatedAt' | 'slug'>) {
      assertOperator(actor);
      await repo.upsertPage({ slug, ...update }, clock.now());
      return page(slug);
    },

    enquire: (enquiry: Omit<Parameters<ContentRepo['insertPartnerEnquiry']>[0], 'ip' | 'at'>, ip: string) =>
      repo.insertPartnerEnquiry({ ...enquiry, ip, at: clock.now() }),

    /** One request per email and topic: `created` is false when it was already there. */
    notify: (request: NotifyRequest) => repo.upsertNotifyRequest(request.email, request.topic, clock.now()),

    /** The promo images (the How to play carousel's slides), in order. */
    promoImages: () => promoImages,

    /** One promo image (SVG). */
    promoImage(id: number): string {
      const svg = promoImageSvg(id);
      if (!svg) throw new AppError('NOT_FOUND');
      return svg;
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
