// No zod here: pages of the landing chunk read it (the JavaScript budget).
/**
 * White label (docs/rules/brand.md "White label"): a text that speaks of the site says `{brand}` (its
 * name), `{legalEntity}` (the company players deal with) or `{supportEmail}`, and is shown with the
 * brand's own values.
 * Content pages, their seeds and catalogue texts use these placeholders; nothing player-facing spells a
 * brand name itself.
 */
export interface BrandNames {
  siteName: string;
  legalEntity: string;
  supportEmail: string;
}

const placeholders = { brand: 'siteName', legalEntity: 'legalEntity', supportEmail: 'supportEmail' } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `text` with its placeholders replaced; in HTML (`html: true`) the values are escaped. */
export function brandText(text: string, brand: BrandNames, html = false): string {
  return text.replace(/\{(brand|legalEntity|supportEmail)\}/g, (_, key: keyof typeof placeholders) => {
    const value = brand[placeholders[key]];
    return html ? escapeHtml(value) : value;
  });
}
