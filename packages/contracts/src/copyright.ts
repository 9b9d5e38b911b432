// No zod here: the footer, on every page, reads it (the landing page's JavaScript budget).
/** A name as the end of a sentence: "Acme Inc." keeps its one full stop, "Acme" gets one. */
export const endSentence = (name: string) =>
  name.trimEnd().endsWith('.') ? name.trimEnd() : `${name.trimEnd()}.`;

/**
 * The site's copyright line for the year it is shown: "© 2026 Acme Inc. All rights reserved.", then who
 * operates the site when that is another company.
 */
export function copyrightText(year: number, holder: string, legalEntity: string): string {
  const operated = legalEntity !== holder ? ` Operated by ${endSentence(legalEntity)}` : '';
  return `© ${year} ${endSentence(holder)} All rights reserved.${operated}`;
}
