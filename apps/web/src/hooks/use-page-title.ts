import { useEffect } from 'react';
import { usePageContext } from '@/components/layouts/page-context';

/** The separator of a document title's parts: the page's name, then the college's. */
export const TITLE_SEPARATOR = ' · ';

/**
 * Names the browser tab and the history entry after the page, as "Students · Hostel Office"
 * (docs/product-rules.md#page-titles). Called by the page's heading (PageHeading), so that every
 * page has one title and a page naming a record says which.
 */
export function usePageTitle(title: string | undefined): void {
  const { siteName } = usePageContext();
  useEffect(() => {
    if (title) document.title = `${title}${TITLE_SEPARATOR}${siteName}`;
  }, [title, siteName]);
}
