import { CheckCheck } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { Button } from './button';

/** How many of the reader's lines or notices are unread, in words. */
export const unreadText = (unread: number) =>
  unread === 0 ? 'All read' : unread === 1 ? '1 unread' : `${unread} unread`;

type UnreadSummaryProps = {
  /** Undefined until the list has loaded: the count is not said, and there is nothing to mark. */
  unread: number | undefined;
  onMarkAll: () => void;
  /** Mark all as read is on its way. */
  marking: boolean;
  className?: string;
};

/** The count of unread items, announced as it changes, and Mark all as read. */
export function UnreadSummary({ unread, onMarkAll, marking, className }: UnreadSummaryProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      {unread !== undefined && (
        <p role="status" className="text-sm font-medium text-slate-700">
          {unreadText(unread)}
        </p>
      )}
      <Button variant="secondary" size="sm" disabled={!unread || marking} onClick={onMarkAll}>
        <CheckCheck aria-hidden="true" className="size-4" />
        Mark all as read
      </Button>
    </div>
  );
}
