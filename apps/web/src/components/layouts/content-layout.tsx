import type { ReactNode } from 'react';

type ContentLayoutProps = {
  title: string;
  /** A line under the heading saying what the page is for. */
  description?: string;
  /** The page's main action, beside the heading (e.g. 'Add Hostel'). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** One page inside the signed-in frame: its heading, then its content. */
export function ContentLayout({ title, description, actions, children }: ContentLayoutProps) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
            {title}
          </h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
