import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { PageHeading } from './page-heading';

type AuthLayoutProps = {
  title: string;
  description?: string;
  /** Sign-up forms have more fields and get a wider card. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The frame of the signed-out pages: brand, heading and one centred card. The background is one
 * flat tint, not a gradient: text drawn over a gradient cannot have its contrast checked (axe
 * and Lighthouse leave it unjudged), and the brand line and heading sit right on it.
 */
export function AuthLayout({ title, description, wide = false, children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-indigo-50 px-4 py-10">
      <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-md">
            <Building2 aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            Hostel Management System
          </p>
          <PageHeading title={title} className="mt-1" />
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </main>
  );
}
