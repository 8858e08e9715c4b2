import type { ReactNode } from 'react';

type ContentLayoutProps = {
  title: string;
  /** The page's main action, beside the heading (e.g. 'Add Hostel'). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** One page inside the signed-in frame: its heading, then its content. */
export function ContentLayout({ title, actions, children }: ContentLayoutProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
