import { useEffect } from 'react';

const SITE = 'Powerplay';

/** Sets `document.title` to "<title> · Powerplay" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
