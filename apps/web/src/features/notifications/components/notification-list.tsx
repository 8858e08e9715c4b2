import { BellOff, CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { notificationMessages as m } from '@hms/shared/notifications';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import { NotificationItem } from './notification-item';

export const unreadText = (unread: number) =>
  unread === 0 ? 'All read' : unread === 1 ? '1 unread' : `${unread} unread`;

/** `?unread=true&page=2`: what the page shows, kept in the URL so Back and a reload keep it. */
function useListFilter() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === 'true';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (next: { unreadOnly: boolean; page: number }) => {
    const search = new URLSearchParams();
    if (next.unreadOnly) search.set('unread', 'true');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { unreadOnly, page, set };
}

/**
 * The Notifications page (docs/product-rules.md#notifications): the account's lines newest first,
 * all or the unread ones, each marked read on its own or all at once.
 */
export function NotificationList() {
  const { unreadOnly, page, set } = useListFilter();
  const list = useNotifications({ unreadOnly, page });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show" className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {[
            { label: 'All', value: false },
            { label: 'Unread', value: true },
          ].map((choice) => (
            <Button
              key={choice.label}
              variant={choice.value === unreadOnly ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={choice.value === unreadOnly}
              onClick={() => set({ unreadOnly: choice.value, page: 1 })}
            >
              {choice.label}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {list.data && (
            <p role="status" className="text-sm font-medium text-slate-700">
              {unreadText(unread)}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all as read
          </Button>
        </div>
      </div>
      <Lines
        list={list}
        unreadOnly={unreadOnly}
        onMarkRead={(id) => markRead.mutate(id)}
        marking={(id) => markRead.isPending && markRead.variables === id}
        onPageChange={(next) => set({ unreadOnly, page: next })}
      />
    </div>
  );
}

type LinesProps = {
  list: ReturnType<typeof useNotifications>;
  unreadOnly: boolean;
  onMarkRead: (id: string) => void;
  marking: (id: string) => boolean;
  onPageChange: (page: number) => void;
};

function Lines({ list, unreadOnly, onMarkRead, marking, onPageChange }: LinesProps) {
  if (!list.data && list.isError) return <QueryLoadError query={list} message={m.loadFailed} />;
  if (!list.data) return <Spinner label="Loading notifications" className="py-12" />;
  const { data, pagination } = list.data;
  if (data.length === 0) {
    if (pagination.total > 0) {
      return (
        <EmptyState icon={BellOff} title="This page is past the end of the list.">
          <Button variant="secondary" onClick={() => onPageChange(1)}>
            Go to first page
          </Button>
        </EmptyState>
      );
    }
    return <EmptyState icon={BellOff} title={unreadOnly ? 'Nothing unread.' : m.empty} />;
  }
  return (
    <div className="space-y-4">
      <ol
        aria-label="Notifications, newest first"
        aria-busy={list.isPlaceholderData || undefined}
        className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}
      >
        {data.map((notification) => (
          <li key={notification._id}>
            <NotificationItem
              notification={notification}
              onMarkRead={onMarkRead}
              marking={marking(notification._id)}
            />
          </li>
        ))}
      </ol>
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit}
        total={pagination.total}
        totalCapped={pagination.totalCapped}
        onPageChange={onPageChange}
        noun={{ one: 'notification', other: 'notifications' }}
      />
    </div>
  );
}
