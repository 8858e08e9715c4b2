import { Check, CheckCheck, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { noticeMessages as m } from '@hms/shared/notices';
import { Button } from '@/components/ui/button';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { useMarkAllNoticesRead, useMarkNoticeRead, useOwnNotices } from '../api/notices';
import { NoticeCard } from './notice-card';

const messages = {
  loading: 'Loading notices',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyHint: 'Notices from the hostel office appear here.',
  emptyFiltered: m.empty,
  emptyFilteredHint: 'Notices from the hostel office appear here.',
} satisfies PagedListMessages;

export const unreadText = (unread: number) =>
  unread === 0 ? 'All read' : unread === 1 ? '1 unread' : `${unread} unread`;

/**
 * A student's Notices page: the current notices of their hostel and of every hostel, pinned first,
 * then newest, each unread one marked in words, with Mark as read and Mark all as read.
 */
export function OwnNotices() {
  const [page, setPage] = useState(1);
  const notices = useOwnNotices(page);
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const unread = notices.data?.unread ?? 0;
  return (
    <div className="space-y-4">
      {notices.data && notices.data.pagination.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm font-medium text-slate-700">
            {unreadText(unread)}
          </p>
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
      )}
      <PagedList
        query={notices}
        context={true}
        renderItem={(notice) => (
          <NoticeCard
            notice={notice}
            showAudience={false}
            actions={
              !notice.read && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Mark as read: ${notice.title}`}
                  disabled={markRead.isPending && markRead.variables === notice._id}
                  onClick={() => markRead.mutate(notice._id)}
                >
                  <Check aria-hidden="true" className="size-4" />
                  Mark as read
                </Button>
              )
            }
          />
        )}
        messages={messages}
        icon={Megaphone}
        noun={{ one: 'notice', other: 'notices' }}
        hasFilters={false}
        onPageChange={setPage}
        onClearFilters={() => setPage(1)}
      />
    </div>
  );
}
