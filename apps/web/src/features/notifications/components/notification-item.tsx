import { Check, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '@hms/shared/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format-date';

/** A path inside the product; anything else is shown as plain text, never followed. */
function isProductPath(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}

type NotificationItemProps = {
  notification: Notification;
  onMarkRead: (id: string) => void;
  marking: boolean;
};

/**
 * One line of the bell, as text only: its title and body are never read as HTML, keep their line
 * breaks, and break anywhere rather than widen the page. Its title leads to where the thing is
 * seen, and following it marks the line read.
 */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { _id: id, title, body, link, read, createdAt } = notification;
  const markOnFollow = () => {
    if (!read) onMarkRead(id);
  };
  return (
    <article
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm sm:flex-row sm:items-start',
        read ? 'border-slate-200' : 'border-indigo-300',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start gap-2">
          <h2
            className={cn(
              'min-w-0 flex-1 text-base [overflow-wrap:anywhere] text-slate-900',
              read ? 'font-medium' : 'font-semibold',
            )}
          >
            {isProductPath(link) ? (
              <Link
                to={link}
                onClick={markOnFollow}
                className={cn(
                  'rounded-sm underline underline-offset-4 hover:text-indigo-800',
                  focusRing,
                )}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {!read && (
            <Badge tone="yellow" icon={CircleDot}>
              Unread
            </Badge>
          )}
        </div>
        {body && (
          <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-700">
            {body}
          </p>
        )}
        <p className="text-xs text-slate-600">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
      </div>
      {!read && (
        <Button
          variant="secondary"
          size="sm"
          className="self-end sm:self-start"
          aria-label={`Mark as read: ${title}`}
          disabled={marking}
          onClick={() => onMarkRead(id)}
        >
          <Check aria-hidden="true" className="size-4" />
          Mark as read
        </Button>
      )}
    </article>
  );
}
