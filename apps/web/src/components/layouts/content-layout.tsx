import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

type ContentLayoutProps = {
  title: string;
  /** The browser tab's name when the heading's would not do (page-heading.tsx). */
  documentTitle?: string;
  /** A line under the heading saying what the page is for. */
  description?: string;
  /** The page's main action, beside the heading (e.g. 'Add Hostel'). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** One page inside the signed-in frame: its heading, then its content. */
export function ContentLayout({
  title,
  documentTitle,
  description,
  actions,
  children,
}: ContentLayoutProps) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <PageHeading
            title={title}
            documentTitle={documentTitle}
            className="[overflow-wrap:anywhere]"
          />
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
