import { CircleDot, Pin, TimerOff } from 'lucide-react';
import type { Notice } from '@hms/shared/notices';
import { Badge } from '@/components/ui/badge';

/** Unread, Pinned and Expired, each in words beside its colour. */
export function NoticeBadges({ notice }: { notice: Pick<Notice, 'read' | 'pinned' | 'expired'> }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {!notice.read && (
        <Badge tone="yellow" icon={CircleDot}>
          Unread
        </Badge>
      )}
      {notice.pinned && (
        <Badge tone="indigo" icon={Pin}>
          Pinned
        </Badge>
      )}
      {notice.expired && (
        <Badge tone="slate" icon={TimerOff}>
          Expired
        </Badge>
      )}
    </div>
  );
}
