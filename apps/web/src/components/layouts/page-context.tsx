import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { defaultConfig } from '@/lib/default-config';

type PageContextValue = {
  /** What every document title ends in: the college's name (docs/product-rules.md#page-titles). */
  siteName: string;
  /** The path shown now; a heading that outlives a navigation sees it change. */
  pathname: string;
  /** True once after each navigation to another path, for the first heading that asks. */
  takeFocus: () => boolean;
};

const PageContext = createContext<PageContextValue | null>(null);

/**
 * Around every route: knows the college's name for the document titles, and whether the path has
 * changed since the app was opened, so that the new page's heading takes focus and a screen
 * reader reads it, as a fresh page load would. The first page shown moves no focus (the browser
 * starts at the top anyway), even when reached by a redirect such as `/` to `/login`; neither
 * does a change of the address's search alone, such as a filter edited or a list's page turned:
 * the keyboard user stays where they are.
 */
export function PageContextProvider({
  siteName,
  children,
}: {
  siteName: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  // `headingShown`: a page has been on screen, so a new path is a navigation, not the start.
  const focus = useRef({ shown: pathname, pending: false, headingShown: false });
  // A layout effect runs before every passive effect of the commit, so the headings' effects
  // below find the navigation already noted, wherever in the tree they are.
  useLayoutEffect(() => {
    if (focus.current.shown === pathname) return;
    focus.current = { ...focus.current, shown: pathname, pending: focus.current.headingShown };
  }, [pathname]);

  const value = useMemo<PageContextValue>(
    () => ({
      siteName,
      pathname,
      takeFocus: () => {
        const { pending } = focus.current;
        focus.current = { ...focus.current, pending: false, headingShown: true };
        return pending;
      },
    }),
    [siteName, pathname],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** The page's context; outside one (a component rendered alone), a title and no focus moves. */
export function usePageContext(): PageContextValue {
  return (
    useContext(PageContext) ?? {
      siteName: defaultConfig.collegeName,
      pathname: '',
      takeFocus: () => false,
    }
  );
}
