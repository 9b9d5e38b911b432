import { sql, type Kysely } from 'kysely';

/**
 * The image limits and the brand this migration seeds, as they were when it was written: frozen here, so
 * that a later change of the contracts' defaults does not change what this migration does.
 */
const brandLimits = { logoBytes: 100 * 1024, faviconBytes: 32 * 1024 } as const;
const defaultBrand = {
  siteName: 'Powerplay',
  primaryColor: '#0b1733',
  accentColor: '#f5c542',
  supportPhone: '1-888-769-7529',
  supportEmail: 'support@powerplay.games',
  legalEntity: 'Powerplay',
  copyrightHolder: 'Powerplay',
  sponsorLine: 'Powerplay',
} as const;

/**
 * The partner's brand (decision 028): one row (id = 1), seeded with today's Powerplay brand. The
 * database refuses what the service refuses on its own terms too: colours other than #rrggbb, images
 * over their size limit or of another type, an image without its type. `version` grows by one per save
 * (409 on a stale save, and the images' cache-busting `?v=`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const colour = (column: string) => sql.raw(`${column} ~ '^#[0-9a-f]{6}$'`);
  const text = (column: string, max: number) => sql.raw(`char_length(btrim(${column})) between 1 and ${max}`);
  await db.schema
    .createTable('brand_settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .addColumn('site_name', 'text', (c) => c.notNull().check(text('site_name', 60)))
    .addColumn('primary_color', 'text', (c) => c.notNull().check(colour('primary_color')))
    .addColumn('accent_color', 'text', (c) => c.notNull().check(colour('accent_color')))
    .addColumn('support_phone', 'text', (c) => c.notNull().check(text('support_phone', 40)))
    .addColumn('support_email', 'text', (c) => c.notNull().check(text('support_email', 254)))
    .addColumn('legal_entity', 'text', (c) => c.notNull().check(text('legal_entity', 120)))
    .addColumn('copyright_holder', 'text', (c) => c.notNull().check(text('copyright_holder', 120)))
    .addColumn('sponsor_line', 'text', (c) => c.notNull().check(text('sponsor_line', 80)))
    .addColumn('logo', 'bytea', (c) => c.check(sql.raw(`octet_length(logo) <= ${brandLimits.logoBytes}`)))
    .addColumn('logo_type', 'text', (c) => c.check(sql`logo_type in ('image/svg+xml', 'image/png')`))
    .addColumn('favicon', 'bytea', (c) =>
      c.check(sql.raw(`octet_length(favicon) <= ${brandLimits.faviconBytes}`)),
    )
    .addColumn('favicon_type', 'text', (c) => c.check(sql`favicon_type in ('image/svg+xml', 'image/png')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null: the brand as seeded (nobody saved it yet).
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addCheckConstraint('brand_settings_logo_typed', sql`(logo is null) = (logo_type is null)`)
    .addCheckConstraint('brand_settings_favicon_typed', sql`(favicon is null) = (favicon_type is null)`)
    .execute();

  const d = defaultBrand;
  await sql`
    insert into brand_settings (id, site_name, primary_color, accent_color, support_phone, support_email,
      legal_entity, copyright_holder, sponsor_line)
    values (1, ${d.siteName}, ${d.primaryColor}, ${d.accentColor}, ${d.supportPhone}, ${d.supportEmail},
      ${d.legalEntity}, ${d.copyrightHolder}, ${d.sponsorLine})`.execute(db);
}
