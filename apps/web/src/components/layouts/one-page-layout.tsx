import { KeyRound, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const MAIN_ID = 'main-content';

export type OnePageLayoutProps = {
  /** Undefined while the session is being confirmed. */
  userName: string | undefined;
  onLogout: () => void;
  children: ReactNode;
};

type FrameProps = OnePageLayoutProps & {
  /** The product's name in the bar, e.g. 'HMS Gate'. */
  title: string;
  icon: LucideIcon;
  /** The account's role in words, after their name. */
  role: string;
};

const headerAction = cn(
  'flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white',
  focusRing,
  'focus-visible:outline-indigo-400',
);

/**
 * The frame of an account with one page, a guard's or a mess manager's: no sidebar, a bar with
 * the name, a link to change the password, and Logout, over the page, as usable on a phone as on
 * a desk.
 */
export function OnePageLayout({
  title,
  icon: Icon,
  role,
  userName,
  onLogout,
  children,
}: FrameProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href={`#${MAIN_ID}`}
        className={cn(
          'sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3',
          focusRing,
        )}
      >
        Skip to main content
      </a>
      <header className="bg-slate-900 text-slate-200">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-white">
            <Icon aria-hidden="true" className="size-5 text-indigo-300" />
            {title}
          </span>
          <div className="ml-auto flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            {userName === undefined ? (
              <Spinner
                label="Loading session"
                className="h-9"
                iconClassName="size-5 text-slate-400"
              />
            ) : (
              <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
                <span className="font-semibold text-white">{userName}</span>
                <span className="text-slate-400"> · {role}</span>
              </p>
            )}
            <Link to={paths.changePassword} className={headerAction}>
              <KeyRound aria-hidden="true" className="size-4" />
              Change password
            </Link>
            <button type="button" onClick={onLogout} className={headerAction}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">{children}</div>
      </main>
    </div>
  );
}
