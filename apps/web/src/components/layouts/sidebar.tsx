import { Building2, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';

export type SidebarLink = { to: string; label: string; icon: LucideIcon };

/**
 * Draws the notification bell where the frame puts it: a row atop the sidebar's links, or an
 * icon in the phone's top bar.
 */
export type SidebarBell = (place: {
  variant: 'row' | 'icon';
  onNavigate?: (() => void) | undefined;
}) => ReactNode;

export type SidebarProps = {
  title: string;
  links: readonly SidebarLink[];
  /** Undefined while the server is still confirming the session (see RequireRole). */
  userName: string | undefined;
  /** The line under the name: 'Administrator', or the student's ID. */
  userDetail: string;
  creditUrl: string;
  onLogout: () => void;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  bell?: SidebarBell | undefined;
};

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function Sidebar({
  title,
  links,
  userName,
  userDetail,
  creditUrl,
  onLogout,
  onNavigate,
  bell,
}: SidebarProps) {
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-200">
      <div className="flex items-center gap-2.5 px-5 py-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <span className="text-lg font-bold tracking-tight text-white">{title}</span>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        {bell && <div className="mb-1">{bell({ variant: 'row', onNavigate })}</div>}
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg border-l-4 px-3 py-2.5 text-sm font-medium transition-colors',
                    focusRing,
                    'focus-visible:outline-indigo-400',
                    isActive
                      ? 'border-indigo-400 bg-slate-800 font-semibold text-white'
                      : 'border-transparent text-slate-300 hover:bg-slate-800/60 hover:text-white',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="border-t border-slate-800 px-5 py-4">
        {userName === undefined ? (
          // The spinner while the session loads (docs/product-rules.md#layout), the height of the
          // two lines it stands for.
          <Spinner label="Loading session" className="h-9" iconClassName="size-5 text-slate-400" />
        ) : (
          <>
            <p className="text-sm font-semibold text-white">{userName}</p>
            <p className="text-xs text-slate-400">{userDetail}</p>
          </>
        )}
        <button
          type="button"
          onClick={onLogout}
          className={cn(
            'mt-3 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white',
            focusRing,
            'focus-visible:outline-indigo-400',
          )}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>

      <p className="px-5 pb-4 text-xs text-slate-400">
        <a
          href={creditUrl}
          {...(isExternal(creditUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={cn('rounded-sm underline underline-offset-2 hover:text-white', focusRing)}
        >
          Hostel Management System
        </a>
      </p>
    </div>
  );
}
