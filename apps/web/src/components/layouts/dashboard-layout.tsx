import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from '@/components/ui/focus-ring';
import { MobileSidebar } from './mobile-sidebar';
import { Sidebar, type SidebarProps } from './sidebar';

const MAIN_ID = 'main-content';

type DashboardLayoutProps = Omit<SidebarProps, 'onNavigate'> & { children: ReactNode };

/** The signed-in frame: a fixed sidebar from `lg` up, a menu button and drawer below it. */
export function DashboardLayout({ children, ...sidebar }: DashboardLayoutProps) {
  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white">
      <a
        href={`#${MAIN_ID}`}
        className={cn(
          'sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3',
          focusRing,
        )}
      >
        Skip to main content
      </a>
      <aside
        aria-label={sidebar.title}
        className="fixed inset-y-0 left-0 hidden w-64 lg:block print:hidden"
      >
        <Sidebar {...sidebar} />
      </aside>
      <MobileSidebar {...sidebar} />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none lg:pl-64 print:pl-0">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:max-w-none print:p-0">
          {children}
        </div>
      </main>
    </div>
  );
}
