import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { useUnreadCount } from '../api/notifications';

/** What the bell is called: its count in words, so a screen reader hears what the eye sees. */
export function bellLabel(unread: number | undefined): string {
  if (unread === undefined) return 'Notifications';
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The count on the bell: digits, so it never rests on colour alone; past 99 it says 99+. */
export function bellCount(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

export type BellPlace = {
  /** A row of the dark sidebar, named in words; or an icon in the phone's light top bar. */
  variant: 'row' | 'icon';
  /** Called when it is followed, so the phone's drawer can close. */
  onNavigate?: (() => void) | undefined;
};

/**
 * The bell (docs/product-rules.md#notifications): a link to the Notifications page whose name
 * says how many are unread, with the count shown beside it while there are any.
 */
export function NotificationBell({ to, variant, onNavigate }: BellPlace & { to: string }) {
  const unread = useUnreadCount().data;
  const row = variant === 'row';
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      aria-label={bellLabel(unread)}
      className={({ isActive }) =>
        cn(
          'flex items-center rounded-lg text-sm font-medium transition-colors',
          focusRing,
          row
            ? cn(
                'gap-3 border-l-4 px-3 py-2.5 focus-visible:outline-indigo-400',
                isActive
                  ? 'border-indigo-400 bg-slate-800 font-semibold text-white'
                  : 'border-transparent text-slate-300 hover:bg-slate-800/60 hover:text-white',
              )
            : cn(
                'gap-1 p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                isActive && 'bg-slate-100',
              ),
        )
      }
    >
      <Bell aria-hidden="true" className="size-5 shrink-0" />
      {/* The name says what the eye sees, in the same order: the word, then the count. */}
      {row && <span aria-hidden="true">Notifications</span>}{' '}
      {unread !== undefined && unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="bell-count"
          className={cn(
            'min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white',
            row && 'ml-auto',
          )}
        >
          {bellCount(unread)}
        </span>
      )}
    </NavLink>
  );
}
