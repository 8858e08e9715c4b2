import { BellOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { notificationMessages as m } from '@hms/shared/notifications';
import { Button } from '@/components/ui/button';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { UnreadSummary } from '@/components/ui/unread-summary';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import { NotificationItem } from './notification-item';

const messages = {
  loading: 'Loading notifications',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyFiltered: 'Nothing unread.',
} satisfies PagedListMessages;

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
        <UnreadSummary
          unread={list.data?.unread}
          onMarkAll={() => markAll.mutate()}
          marking={markAll.isPending}
        />
      </div>
      <PagedList
        query={list}
        // The lines need nothing besides their notification.
        context={null}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            onMarkRead={(id) => markRead.mutate(id)}
            marking={markRead.isPending && markRead.variables === notification._id}
          />
        )}
        messages={messages}
        icon={BellOff}
        noun={{ one: 'notification', other: 'notifications' }}
        listLabel="Notifications, newest first"
        hasFilters={unreadOnly}
        onPageChange={(next) => set({ unreadOnly, page: next })}
        onClearFilters={() => set({ unreadOnly: false, page: 1 })}
      />
    </div>
  );
}
