import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

type LineListProps = {
  /** Names the list for screen readers, and says its order: 'Changes, newest first'. */
  label: string;
  /** Dims the old page while the next one loads, in the same place. */
  busy?: boolean;
  /** The `<li>`s. */
  children: ReactNode;
};

/** Items one under another, full width, in their order: the Activity and Notifications pages. */
export function LineList({ label, busy = false, children }: LineListProps) {
  return (
    <ol
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn('space-y-3', busy && 'opacity-60')}
    >
      {children}
    </ol>
  );
}
