import type { DOMPurify as Purifier } from 'dompurify';
import { Suspense, use, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

let sanitizer: Promise<Purifier> | null = null;

/**
 * DOMPurify, loaded on demand: it stays out of the landing chunk and is fetched while the page's
 * content is being fetched (see `preloadSanitizer`).
 */
export function preloadSanitizer(): Promise<Purifier> {
  sanitizer ??= import('dompurify').then((m) => m.default);
  return sanitizer;
}

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Server-provided rich text (CMS pages), rendered only after DOMPurify. Internal links inside it
 * navigate through the router (no full page reload); external links open normally.
 */
export function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}

function SanitizedHtml({ html, className }: RichTextProps) {
  const purify = use(preloadSanitizer());
  const navigate = useNavigate();
  const safe = useMemo(() => purify.sanitize(html, PURIFY_CONFIG), [purify, html]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }

  return (
    // Clicks are delegated from the links inside; the links themselves stay keyboard-reachable.
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
