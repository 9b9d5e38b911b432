import {
  brandImagePath,
  brandLimits,
  type Brand,
  type BrandImageType,
  type BrandUpdateRequest,
} from '@powerplay/contracts';
import {
  brandContrastParams,
  brandContrastProblem,
  isPng,
  parseHexColour,
  svgProblem,
} from '@powerplay/domain';
import { createHash } from 'node:crypto';
import { assertOperator, type Actor } from '../../platform/actor';
import { changedValues, recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { BrandImage, BrandRepo, BrandRow } from './repo';

/** The public shape: the images as versioned URLs (the bytes are served on their own). */
export function publicBrand(row: BrandRow): Brand {
  // The database allows only the two types (a CHECK), so the stored text is one of them.
  const image = (type: string | null, path: string) =>
    type ? { type: type as BrandImageType, url: `${path}?v=${row.version}` } : null;
  const { logoType, faviconType, ...values } = row;
  return {
    ...values,
    logo: image(logoType, brandImagePath.logo),
    favicon: image(faviconType, brandImagePath.favicon),
  };
}

/**
 * An upload checked for what it claims to be: a PNG by its signature, an SVG (UTF-8 text) by the
 * domain's allow-list — refused with the reason, never cleaned. Size was checked on the base64 by the
 * schema; checked again on the bytes (and by the database).
 */
function checkedImage(
  upload: { type: BrandImageType; data: string } | null | undefined,
  limit: number,
  tooLarge: 'BRAND_LOGO_TOO_LARGE' | 'BRAND_FAVICON_TOO_LARGE',
): BrandImage | null | undefined {
  if (!upload) return upload;
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new AppError('BRAND_IMAGE_INVALID');
  if (bytes.length > limit) throw new AppError(tooLarge);
  if (upload.type === 'image/png') {
    if (!isPng(bytes)) throw new AppError('BRAND_NOT_PNG');
  } else {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    let svg: string;
    try {
      svg = text.decode(bytes);
    } catch {
      throw new AppError('BRAND_IMAGE_INVALID');
    }
    const problem = svgProblem(svg);
    if (problem) throw new AppError('BRAND_SVG_UNSAFE', { params: { reason: problem } });
  }
  return { type: upload.type, bytes };
}

/** What the audit line keeps of an image: its type, size and a hash (not the bytes). */
const imageSummary = (image: BrandImage | null) =>
  image && {
    type: image.type,
    bytes: image.bytes.length,
    sha256: createHash('sha256').update(image.bytes).digest('hex').slice(0, 16),
  };

/** The brand: read by every page and mail, edited by operators (decision 028). */
export function brandService(deps: { repo: BrandRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** The brand as the public sees it (from the database: the routes keep it in memory). */
    current: async (): Promise<Brand> => publicBrand(await repo.current()),

    images: () => repo.images(),

    async forOperator(actor: Actor): Promise<{ brand: Brand }> {
      assertOperator(actor);
      return { brand: publicBrand(await repo.current()) };
    },

    /** Checks the images and the colours' contrast, then saves (audited) if nobody saved since. */
    async save(actor: Actor, update: BrandUpdateRequest): Promise<{ brand: Brand }> {
      assertOperator(actor);
      const logo = checkedImage(update.logo, brandLimits.logoBytes, 'BRAND_LOGO_TOO_LARGE');
      const favicon = checkedImage(update.favicon, brandLimits.faviconBytes, 'BRAND_FAVICON_TOO_LARGE');
      const contrast = brandContrastProblem(
        parseHexColour(update.primaryColor)!,
        parseHexColour(update.accentColor)!,
        brandLimits.minContrast,
      );
      if (contrast) {
        throw new AppError('BRAND_CONTRAST_LOW', { params: brandContrastParams(contrast) });
      }
      const { expectedVersion, logo: _logo, favicon: _favicon, ...asked } = update;
      // A name left as the site's old name follows a rename (docs/rules/brand.md "White label"): the
      // legal entity, copyright holder and sponsor line start as the site's name, and a partner renaming
      // its site means its pages to say the new one everywhere.
      const was = (await repo.current()).siteName;
      const follows = (name: string) => (asked.siteName !== was && name === was ? asked.siteName : name);
      const text = {
        ...asked,
        legalEntity: follows(asked.legalEntity),
        copyrightHolder: follows(asked.copyrightHolder),
        sponsorLine: follows(asked.sponsorLine),
      };
      const before =
        update.logo === undefined && update.favicon === undefined ? undefined : await repo.images();
      await repo.save(
        { ...text, logo, favicon },
        clock.now(),
        { operatorId: actor.id, expectedVersion },
        (trx, old, version) => {
          const { version: _v, logoType: _l, faviconType: _f, ...was } = old;
          const changed = changedValues<Record<string, unknown>>(was, text);
          const b = changed.before ?? {};
          const a = changed.after;
          if (logo !== undefined) {
            b.logo = imageSummary(before?.logo ?? null);
            a.logo = imageSummary(logo);
          }
          if (favicon !== undefined) {
            b.favicon = imageSummary(before?.favicon ?? null);
            a.favicon = imageSummary(favicon);
          }
          return recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'brand.saved',
            target: { type: 'brand', id: 1 },
            before: { ...b, version: old.version },
            after: { ...a, version },
          });
        },
      );
      return { brand: publicBrand(await repo.current()) };
    },
  };
}
export type BrandService = ReturnType<typeof brandService>;
