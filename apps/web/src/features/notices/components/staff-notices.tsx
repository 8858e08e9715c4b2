import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { noticeChangeRefusal, noticeMessages as m } from '@hms/shared/notices';
import { Checkbox } from '@/components/ui/checkbox';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { useStaffNotices } from '../api/notices';
import { NoticeActions } from './notice-actions';
import { NoticeCard } from './notice-card';
import type { NoticeAuthor } from './notice-form';

const messages = {
  loading: 'Loading notices',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyHint: 'Post a notice to tell students of a hostel, or of every hostel.',
  emptyFiltered: 'No notices, current or expired',
  emptyFilteredHint: 'Post a notice to tell students of a hostel, or of every hostel.',
} satisfies PagedListMessages;

type StaffNoticesProps = {
  account: NoticeAuthor;
  hostels: { _id: string; name: string }[] | undefined;
};

/**
 * The office's notices, pinned first, then newest (docs/product-rules.md#notices): a warden's
 * list holds those to every hostel, to any of theirs, and their own. Edit and Remove show on the
 * notices the caller may change; the server holds everyone to the same rule.
 */
export function StaffNotices({ account, hostels }: StaffNoticesProps) {
  const [includeExpired, setIncludeExpired] = useState(false);
  const [page, setPage] = useState(1);
  const notices = useStaffNotices(includeExpired, page);
  return (
    <div className="space-y-4">
      <Checkbox
        label="Show expired notices"
        checked={includeExpired}
        onChange={(event) => {
          setIncludeExpired(event.target.checked);
          setPage(1);
        }}
      />
      <PagedList
        query={notices}
        context={true}
        renderItem={(notice) => (
          <NoticeCard
            notice={notice}
            showAudience
            actions={
              noticeChangeRefusal(account, notice) === null && (
                <NoticeActions notice={notice} account={account} hostels={hostels} />
              )
            }
          />
        )}
        messages={messages}
        icon={Megaphone}
        noun={{ one: 'notice', other: 'notices' }}
        hasFilters={includeExpired}
        onPageChange={setPage}
        onClearFilters={() => setIncludeExpired(false)}
      />
    </div>
  );
}
