import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { Card } from './card';
import { TextLink } from './text-link';

type SectionCardProps = {
  /** The card's h2; it also names the section, so it can be reached as a region. */
  title: string;
  icon?: LucideIcon;
  /** A link or button beside the title, e.g. 'View all'. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One part of a page under its own heading: a dashboard's Recent Complaints, a profile's Room. */
export function SectionCard({ title, icon: Icon, action, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={cn('p-5', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** What a section says when it has nothing to show ('Not Assigned', 'No recent complaints'). */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 italic">{children}</p>;
}

/**
 * A section's link to the whole list it shows the start of; `what` ends its name for screen
 * readers ('View all complaints').
 */
export function ViewAllLink({ to, what }: { to: string; what: string }) {
  return (
    <TextLink to={to} className="text-sm">
      View all<span className="sr-only"> {what}</span>
    </TextLink>
  );
}
