import { Check, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { noticeMessages as m } from '@hms/shared/notices';
import { Button } from '@/components/ui/button';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { UnreadSummary } from '@/components/ui/unread-summary';
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

/**
 * A student's Notices page: the current notices of their hostel and of every hostel, pinned first,
 * then newest, each unread one marked in words, with Mark as read and Mark all as read.
 */
export function OwnNotices() {
  const [page, setPage] = useState(1);
  const notices = useOwnNotices(page);
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  return (
    <div className="space-y-4">
      {notices.data && notices.data.pagination.total > 0 && (
        <UnreadSummary
          unread={notices.data.unread}
          onMarkAll={() => markAll.mutate()}
          marking={markAll.isPending}
          className="justify-between"
        />
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
