const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or a quoted attribute (the page shells, a mail's HTML part). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
