import { useEffect, useRef } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { usePageContext } from './page-context';

type PageHeadingProps = {
  /** The heading's text, and the document title's unless `documentTitle` says otherwise. */
  title: string;
  /** The tab's name when the heading's own would not do ("Dashboard" for "Welcome, Asha"). */
  documentTitle?: string;
  id?: string;
  className?: string;
};

/**
 * The page's one h1 (docs/product-rules.md#page-titles): it names the document and, after a
 * navigation, takes focus, so that a screen reader announces the new page and Tab goes on from
 * its top. Focus shown only as the browser's keyboard focus is (`focus-visible`), in a pale ring:
 * a mouse user who followed a link sees nothing change.
 */
export function PageHeading({ title, documentTitle, id, className }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, takeFocus } = usePageContext();
  usePageTitle(documentTitle ?? title);
  useEffect(() => {
    // The page scrolls to the top itself (ScrollRestoration); focusing must not scroll it again.
    if (takeFocus()) ref.current?.focus({ preventScroll: true });
  }, [pathname, takeFocus]);

  return (
    <h1
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn(
        'rounded-sm text-2xl font-bold tracking-tight text-slate-900 outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-300',
        className,
      )}
    >
      {title}
    </h1>
  );
}
