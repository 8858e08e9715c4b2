import type { StaffRole } from '@hms/shared/enums';
import { staffMessages } from '@hms/shared/messages';

type StaffRoleWords = {
  label: string;
  noun: string;
  /** Above the hostels on their card. */
  hostels: string;
  /** The form's hostel checkboxes' legend, and what it says when none is ticked. */
  hostelsLegend: string;
  hostelsRequired: string;
  updated: string;
  deleted: string;
};

/**
 * A member of staff's role in words, and the Staff page's sentences that differ by it: a warden's
 * are the page's original ones, a guard's and a mess manager's say the same of them
 * (docs/decisions/062, 064).
 */
export const staffRoleWords: Record<StaffRole, StaffRoleWords> = {
  warden: {
    label: 'Warden',
    noun: 'warden',
    hostels: 'Runs',
    hostelsLegend: 'Hostels they run',
    hostelsRequired: staffMessages.hostelsRequired,
    updated: staffMessages.updated,
    deleted: staffMessages.deleted,
  },
  guard: {
    label: 'Guard',
    noun: 'guard',
    hostels: 'At the gate of',
    hostelsLegend: 'Hostels at whose gates they work',
    hostelsRequired: staffMessages.guardHostelsRequired,
    updated: staffMessages.guardUpdated,
    deleted: staffMessages.guardDeleted,
  },
  mess: {
    label: 'Mess manager',
    noun: 'mess manager',
    hostels: 'Runs the mess of',
    hostelsLegend: 'Hostels whose mess they run',
    hostelsRequired: staffMessages.messHostelsRequired,
    updated: staffMessages.messUpdated,
    deleted: staffMessages.messDeleted,
  },
};

/**
 * Whom to ask to confirm a deletion, in the words of their role: only a warden has complaints to
 * leave unassigned.
 */
export const confirmDeleteOf = (role: StaffRole, name: string) =>
  role === 'warden' ? staffMessages.confirmDelete(name) : staffMessages.confirmDeleteGuard(name);
