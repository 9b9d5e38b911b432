import { formatMessage, notices, type Brand } from '@powerplay/contracts';

/**
 * What every mail takes from the brand (decision 028): the site's name for `{site}` in its texts, and
 * the signature that ends it (support contact, copyright holder and the year it is sent).
 */
export function brandMail(brand: Brand, now: Date): { site: string; signature: string } {
  return {
    site: brand.siteName,
    signature: formatMessage(notices.MAIL_SIGNATURE.message, {
      site: brand.siteName,
      email: brand.supportEmail,
      phone: brand.supportPhone,
      year: now.getUTCFullYear(),
      holder: brand.copyrightHolder.replace(/\.$/, ''),
    }),
  };
}
