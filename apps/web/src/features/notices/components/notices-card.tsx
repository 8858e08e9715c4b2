import { Megaphone } from 'lucide-react';
import { noticeMessages as m } from '@hms/shared/notices';
import { SectionCard, SectionEmpty, ViewAllLink } from '@/components/ui/section-card';
import { unreadText } from '@/components/ui/unread-summary';
import { formatDate } from '@/lib/format-date';
import { useDashboardNotices } from '../api/notices';
import { NoticeBadges } from './notice-badges';

/**
 * The student dashboard's newest notices, pinned first, as the Notices page begins, with how many
 * are unread; the page has the rest and the read marks.
 */
export function NoticesCard({ noticesTo }: { noticesTo: string }) {
  const notices = useDashboardNotices();
  if (!notices.data) return null;
  const { data, unread } = notices.data;
  return (
    <SectionCard
      title="Notices"
      icon={Megaphone}
      action={<ViewAllLink to={noticesTo} what="notices" />}
    >
      {data.length === 0 ? (
        <SectionEmpty>{m.empty}</SectionEmpty>
      ) : (
        <>
          <p className="mb-3 text-sm font-medium text-slate-700">{unreadText(unread)}</p>
          <ul className="divide-y divide-slate-100">
            {data.map((notice) => (
              <li key={notice._id} className="min-w-0 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">
                    {notice.title}
                  </p>
                  <NoticeBadges notice={notice} />
                </div>
                <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-700">
                  {notice.body}
                </p>
                <time dateTime={notice.createdAt} className="mt-1 block text-xs text-slate-600">
                  {formatDate(notice.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
