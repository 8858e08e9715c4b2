import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

type MessageLayoutProps = {
  icon: LucideIcon;
  title: string;
  message: string;
  /** The way out: a button or a link. */
  children: ReactNode;
};

/** A whole page that only says what happened and offers one way on (not found, unauthorized, errors). */
export function MessageLayout({ icon: Icon, title, message, children }: MessageLayoutProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <Icon aria-hidden="true" className="mx-auto size-12 text-indigo-600" />
        <PageHeading title={title} className="mt-4" />
        <p className="mt-2 text-slate-600">{message}</p>
        <div className="mt-6 flex justify-center">{children}</div>
      </div>
    </main>
  );
}
