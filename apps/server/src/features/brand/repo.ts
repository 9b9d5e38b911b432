import { brandEventSchemas, defaultBrand, liveTopics } from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { publish, topic } from '../../platform/live/publish';

/** Server-side: the brand saved (every process rebuilds its brand read and HTML shell). */
export const brandTopic = topic(liveTopics.brand, brandEventSchemas);

/** The brand's values as stored (the images' types only: the bytes are read on their own). */
export interface BrandRow {
  version: number;
  siteName: string;
  primaryColor: string;
  accentColor: string;
  supportPhone: string;
  supportEmail: string;
  legalEntity: string;
  copyrightHolder: string;
  sponsorLine: string;
  logoType: string | null;
  faviconType: string | null;
}

export interface BrandImage {
  type: string;
  bytes: Buffer;
}

/** A save: the text values, and each image replaced (an image), removed (null) or kept (undefined). */
export type BrandValues = Omit<BrandRow, 'version' | 'logoType' | 'faviconType'> & {
  logo: BrandImage | null | undefined;
  favicon: BrandImage | null | undefined;
};

const columns = [
  'version',
  'site_name',
  'primary_color',
  'accent_color',
  'support_phone',
  'support_email',
  'legal_entity',
  'copyright_holder',
  'sponsor_line',
  'logo_type',
  'favicon_type',
] as const;

type Selected = Pick<DB['brand_settings'], (typeof columns)[number]>;

const rowOf = (r: Selected): BrandRow => ({
  version: r.version,
  siteName: r.site_name,
  primaryColor: r.primary_color,
  accentColor: r.accent_color,
  supportPhone: r.support_phone,
  supportEmail: r.support_email,
  legalEntity: r.legal_entity,
  copyrightHolder: r.copyright_holder,
  sponsorLine: r.sponsor_line,
  logoType: r.logo_type,
  faviconType: r.favicon_type,
});

/** The one row of `brand_settings` (seeded by its migration). */
export function brandRepo(db: Kysely<DB>) {
  return {
    async current(): Promise<BrandRow> {
      const row = await db
        .selectFrom('brand_settings')
        .select(columns)
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return rowOf(row);
    },

    async images(): Promise<{ version: number; logo: BrandImage | null; favicon: BrandImage | null }> {
      const r = await db
        .selectFrom('brand_settings')
        .select(['version', 'logo', 'logo_type', 'favicon', 'favicon_type'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const image = (bytes: Buffer | null, type: string | null) => (bytes && type ? { type, bytes } : null);
      return {
        version: r.version,
        logo: image(r.logo, r.logo_type),
        favicon: image(r.favicon, r.favicon_type),
      };
    },

    /** A new partner's brand (in the transaction that creates it): today's defaults under its own name. */
    async insertFirst(siteName: string): Promise<void> {
      const d = defaultBrand;
      await db
        .insertInto('brand_settings')
        .values({
          version: 1,
          site_name: siteName,
          primary_color: d.primaryColor,
          accent_color: d.accentColor,
          support_phone: d.supportPhone,
          support_email: d.supportEmail,
          legal_entity: siteName,
          copyright_holder: siteName,
          sponsor_line: siteName,
        })
        .execute();
    },

    /**
     * Saves the brand as its next version if it is still at `expectedVersion` (else 409), publishes the
     * brand event and runs `alsoDo` (the audit line) in the same transaction. Answers the new version.
     */
    async save(
      values: BrandValues,
      at: Date,
      by: { operatorId: number; expectedVersion: number },
      alsoDo: (trx: Transaction<DB>, before: BrandRow, version: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('brand_settings')
          .select(columns)
          .where('id', '=', 1)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (old.version !== by.expectedVersion) throw new AppError('BRAND_VERSION_STALE');
        const version = old.version + 1;
        const image = (v: BrandImage | null | undefined, bytes: 'logo' | 'favicon') =>
          v === undefined ? {} : { [bytes]: v?.bytes ?? null, [`${bytes}_type`]: v?.type ?? null };
        await trx
          .updateTable('brand_settings')
          .set({
            version,
            site_name: values.siteName,
            primary_color: values.primaryColor,
            accent_color: values.accentColor,
            support_phone: values.supportPhone,
            support_email: values.supportEmail,
            legal_entity: values.legalEntity,
            copyright_holder: values.copyrightHolder,
            sponsor_line: values.sponsorLine,
            ...image(values.logo, 'logo'),
            ...image(values.favicon, 'favicon'),
            updated_at: at,
            updated_by: by.operatorId,
          })
          .where('id', '=', 1)
          .execute();
        // Every process's brand read and shell are rebuilt when, and only if, this commits.
        await publish(trx, brandTopic, { type: 'saved', data: { version } });
        await alsoDo(trx, rowOf(old), version);
        return version;
      });
    },
  };
}
export type BrandRepo = ReturnType<typeof brandRepo>;
