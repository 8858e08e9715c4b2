import type { StaffRole } from '@hms/shared/enums';
import { staffMessages } from '@hms/shared/messages';

/**
 * A member of staff's role in words, and the Staff page's sentences that differ by it: a warden's
 * are the page's original ones, a guard's say the same of a guard (docs/decisions/062).
 */
export const staffRoleWords: Record<
  StaffRole,
  { label: string; noun: string; hostels: string; updated: string; deleted: string }
> = {
  warden: {
    label: 'Warden',
    noun: 'warden',
    hostels: 'Runs',
    updated: staffMessages.updated,
    deleted: staffMessages.deleted,
  },
  guard: {
    label: 'Guard',
    noun: 'guard',
    hostels: 'At the gate of',
    updated: staffMessages.guardUpdated,
    deleted: staffMessages.guardDeleted,
  },
};

/** Whom to ask to confirm a deletion, in the words of their role. */
export const confirmDeleteOf = (role: StaffRole, name: string) =>
  role === 'guard' ? staffMessages.confirmDeleteGuard(name) : staffMessages.confirmDelete(name);
