/**
 * The brand's constants, without zod: the landing page's shell reads the defaults, and must not pull
 * the schemas' library into its chunk for them.
 */
/** Today's Powerplay brand: what the migration seeds and what a page shows before it hears otherwise. */
export const defaultBrand = {
  siteName: 'Powerplay',
  primaryColor: '#0b1733',
  accentColor: '#f5c542',
  supportPhone: '1-888-769-7529',
  supportEmail: 'support@powerplay.games',
  legalEntity: 'Powerplay',
  copyrightHolder: 'Powerplay',
  sponsorLine: 'Powerplay',
} as const;

/** Where a brand image is served; `v` (the brand's version) makes a long cache safe. */
export const brandImagePath = { logo: '/api/brand/logo', favicon: '/api/brand/favicon' } as const;
