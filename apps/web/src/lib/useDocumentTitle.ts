import { useEffect } from 'react';

/**
 * The site's name: the brand the server rendered into the page's shell (`og:site_name`), read
 * from the document so this shared hook needs no query; Powerplay where there is no shell (tests, dev).
 */
function siteName(): string {
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || 'Powerplay';
}

/** Sets `document.title` to "<title> · <site name>" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const site = siteName();
    document.title = title ? `${title} · ${site}` : site;
  }, [title]);
}
