import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for rich text the server sends (CMS pages). Content is cleaned at the API boundary,
 * so every client gets safe HTML and browsers need no sanitizer of their own (which would cost the
 * landing page 11 KB of JavaScript). Allowlist only: structure, emphasis and links.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
