import {
  AlarmClock,
  Archive,
  CircleCheck,
  CircleDot,
  Clock,
  Flag,
  type LucideIcon,
} from 'lucide-react';
import type { ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/**
 * Open red, In Progress yellow, Resolved green, Closed grey
 * (docs/product-rules.md#status-transitions).
 */
export const statusTones: Record<ComplaintStatus, BadgeTone> = {
  Open: 'red',
  'In Progress': 'yellow',
  Resolved: 'green',
  Closed: 'slate',
};

const statusIcons: Record<ComplaintStatus, LucideIcon> = {
  Open: CircleDot,
  'In Progress': Clock,
  Resolved: CircleCheck,
  Closed: Archive,
};

// Not the status colours' order of meaning: a priority is how urgent, not how far along.
const priorityTones: Record<ComplaintPriority, BadgeTone> = {
  Low: 'slate',
  Medium: 'blue',
  High: 'pink',
  Critical: 'red',
};

/** The status word always shows: the colour only repeats it. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <Badge tone={statusTones[status]} icon={statusIcons[status]}>
      {status}
    </Badge>
  );
}

/** 'High priority' rather than 'High', so the badge reads on its own beside the status. */
export function ComplaintPriorityBadge({ priority }: { priority: ComplaintPriority }) {
  return (
    <Badge tone={priorityTones[priority]} icon={Flag}>
      {priority} priority
    </Badge>
  );
}

/**
 * Past its service target and not yet Resolved (docs/product-rules.md#service-targets): the word
 * "Overdue" says it, for readers who do not see the colour.
 */
export function ComplaintOverdueBadge() {
  return (
    <Badge tone="red" icon={AlarmClock}>
      Overdue
    </Badge>
  );
}
