import {
  brandText,
  gameTypeOfTopic,
  type BrandNames,
  type ContentPage,
  type NotifyRequest,
} from '@powerplay/contracts';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { contentEditorService } from './editor-service';
import { promoImages, promoImageSvg } from './promo-images';
import type { ContentRepo } from './repo';

/** A page as players read it: `{brand}` and `{legalEntity}` in its texts are the brand's (white label). */
function branded(page: ContentPage, names: BrandNames): ContentPage {
  return {
    ...page,
    title: brandText(page.title, names),
    intro: brandText(page.intro, names),
    bodyHtml: brandText(page.bodyHtml, names, true),
    blocks: page.blocks.map((b) => ({
      heading: brandText(b.heading, names),
      html: brandText(b.html, names, true),
    })),
  };
}

/**
 * Content pages, partner enquiries, Notify Me requests and the promo images. `brand` answers the names
 * the pages speak in (the editor keeps the placeholders; players read the names).
 */
export function contentService(deps: {
  repo: ContentRepo;
  clock: Clock;
  brand: () => Promise<BrandNames>;
  /** Whether a sports game type has this id (a Notify Me request about it must name a real one). */
  gameTypeExists: (id: number) => Promise<boolean>;
}) {
  const { repo, clock, brand } = deps;
  const editor = contentEditorService(deps);

  async function findPage(slug: string): Promise<ContentPage | undefined> {
    const [found, names] = await Promise.all([repo.findPage(slug), brand()]);
    return found && branded(found, names);
  }

  async function page(slug: string) {
    const found = await findPage(slug);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    page,

    /** The page, or undefined when there is none (for features that show a page's blocks, if any). */
    findPage,

    /** Edits or adds a page (operators only): sanitized, versioned and audited (editor-service.ts). */
    savePage: (...args: Parameters<typeof editor.save>) => editor.save(...args),

    /** The back office's content editor: texts, versions, restore, preview. */
    editor,

    enquire: (enquiry: Omit<Parameters<ContentRepo['insertPartnerEnquiry']>[0], 'ip' | 'at'>, ip: string) =>
      repo.insertPartnerEnquiry({ ...enquiry, ip, at: clock.now() }),

    /** One request per email and topic: `created` is false when it was already there. */
    async notify(request: NotifyRequest) {
      const gameType = gameTypeOfTopic(request.topic);
      if (gameType !== null && !(await deps.gameTypeExists(gameType)))
        throw new AppError('SPORTS_GAME_TYPE_NOT_FOUND');
      return repo.upsertNotifyRequest(request.email, request.topic, clock.now());
    },

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
