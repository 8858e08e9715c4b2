import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Notice } from '@hms/shared/notices';
import { Card, CardActions } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { NoticeBadges } from './notice-badges';

const ROLE_NAMES: Record<string, string> = { admin: 'Administrator', warden: 'Warden' };

/** Who a notice goes to, in words. */
export function audienceText(notice: Pick<Notice, 'allHostels' | 'hostels'>): string {
  if (notice.allHostels) return 'All hostels';
  if (notice.hostels.length === 0) return 'No hostel (its hostels were removed)';
  return notice.hostels.map((hostel) => hostel.name).join(', ');
}

type NoticeCardProps = {
  notice: Notice;
  /** Staff see who it goes to; a student knows it reaches them. */
  showAudience: boolean;
  actions?: ReactNode;
};

/**
 * One notice, as text only: its title and body are never read as HTML, keep their line breaks,
 * and break anywhere rather than widen the page (docs/product-rules.md#notices).
 */
export function NoticeCard({ notice, showAudience, actions }: NoticeCardProps) {
  const edited = notice.updatedAt !== notice.createdAt;
  return (
    <Card as="article" className="flex h-full min-w-0 flex-col p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
          {notice.title}
        </h2>
        <NoticeBadges notice={notice} />
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
        {notice.body}
      </p>
      <dl className="mt-3 grid gap-1 text-xs text-slate-600">
        {showAudience && (
          <div className="flex flex-wrap gap-1">
            <dt>To:</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{audienceText(notice)}</dd>
          </div>
        )}
        {notice.expiresAt && (
          <div className="flex flex-wrap gap-1">
            <dt>{notice.expired ? 'Expired:' : 'Until:'}</dt>
            <dd>
              <time dateTime={notice.expiresAt}>{formatDateTime(notice.expiresAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        <Clock aria-hidden="true" className="size-3.5" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {notice.author.name}, {ROLE_NAMES[notice.author.role] ?? notice.author.role}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
        {edited && <span>(edited)</span>}
      </p>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
