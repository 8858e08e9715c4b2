import type { ReactNode } from 'react';

type ContentLayoutProps = { title: string; children?: ReactNode };

/** One page inside the signed-in frame: its heading, then its content. */
export function ContentLayout({ title, children }: ContentLayoutProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
