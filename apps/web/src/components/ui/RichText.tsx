import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Server-provided rich text (CMS pages). The API sanitizes it with an allowlist at its boundary
 * (apps/server/src/platform/rich-text.ts), so the browser renders it as is and ships no sanitizer.
 * Internal links inside it navigate through the router (no full page reload).
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();

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
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
