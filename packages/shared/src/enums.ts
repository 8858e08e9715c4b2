/** The product's enumerations, spelled once for the browser, the server and the database. */

/**
 * Wardens run the hostels they are given (docs/decisions/043); guards keep those hostels' gates
 * (docs/decisions/062); mess managers run their messes (docs/decisions/064).
 */
export const ROLES = ['admin', 'warden', 'guard', 'mess', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** The hostel staff's roles: accounts of the Staff page, each with the hostels they work in. */
export const STAFF_ROLES = ['warden', 'guard', 'mess'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether an account is hostel staff: a warden, a guard or a mess manager, in their hostels. */
export const isHostelStaff = (role: Role): role is StaffRole =>
  (STAFF_ROLES as readonly Role[]).includes(role);

export const HOSTEL_TYPES = ['Boys', 'Girls'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];

export const ROOM_TYPES = ['Single', 'Double', 'Triple', 'Quadruple'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Capacity follows the room type and is never typed in (docs/product-rules.md#bed-capacity). */
export const ROOM_CAPACITY: Record<RoomType, number> = {
  Single: 1,
  Double: 2,
  Triple: 3,
  Quadruple: 4,
};

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const COMPLAINT_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type ComplaintPriority = (typeof COMPLAINT_PRIORITIES)[number];

/** One list for forms and filters alike (docs/product-rules.md#complaint-categories). */
export const COMPLAINT_CATEGORIES = [
  'Mess Food',
  'Electricity',
  'Laundry',
  'Security',
  'Medical',
  'Ragging',
  'Maintenance',
  'Other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/**
 * Names the original submit form used; the server stores them under the canonical name
 * (docs/product-rules.md#complaint-categories).
 */
export const COMPLAINT_CATEGORY_ALIASES: Record<string, ComplaintCategory> = {
  'Food Quality': 'Mess Food',
  'Electricity Issues': 'Electricity',
  'Laundry Services': 'Laundry',
};

export function toCanonicalCategory(value: string): ComplaintCategory | undefined {
  if ((COMPLAINT_CATEGORIES as readonly string[]).includes(value)) {
    return value as ComplaintCategory;
  }
  return COMPLAINT_CATEGORY_ALIASES[value];
}

export const COMMENT_AUTHOR_MODELS = ['Admin', 'Warden', 'Student'] as const;
export type CommentAuthorModel = (typeof COMMENT_AUTHOR_MODELS)[number];

/** Why a stay in a room ended (docs/product-rules.md#residencies). */
export const RESIDENCY_END_REASONS = [
  'Moved',
  'Swapped',
  'Checked out',
  'Deactivated',
  'Room change request',
  'Student deleted',
] as const;
export type ResidencyEndReason = (typeof RESIDENCY_END_REASONS)[number];

/** Where a room-change request stands (docs/product-rules.md#room-requests). */
export const ROOM_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type RoomRequestStatus = (typeof ROOM_REQUEST_STATUSES)[number];

/** Where a leave (out-pass) application stands (docs/product-rules.md#leave). */
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
