import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

type DetailListProps = { className?: string; children: ReactNode };

/** Label and value pairs, two columns from small screens up. */
export function DetailList({ className, children }: DetailListProps) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2', className)}>{children}</dl>
  );
}

type DetailItemProps = {
  label: string;
  /** For the wrapper, e.g. to span both columns. */
  className?: string;
  children: ReactNode;
};

export function DetailItem({ label, className, children }: DetailItemProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
