import { CHARGE_LINES, LEDGER_ENTRY_KINDS, PAYMENT_METHODS } from '@hms/shared/fees';
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  COMMENT_AUTHOR_MODELS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  GENDERS,
  HOSTEL_TYPES,
  LEAVE_STATUSES,
  RESIDENCY_END_REASONS,
  ROOM_REQUEST_STATUSES,
  ROOM_TYPES,
} from '@hms/shared/enums';

export const hostelType = pgEnum('hostel_type', HOSTEL_TYPES);
export const roomType = pgEnum('room_type', ROOM_TYPES);
export const gender = pgEnum('gender', GENDERS);
export const complaintStatus = pgEnum('complaint_status', COMPLAINT_STATUSES);
export const complaintPriority = pgEnum('complaint_priority', COMPLAINT_PRIORITIES);
export const complaintCategory = pgEnum('complaint_category', COMPLAINT_CATEGORIES);
export const commentAuthorModel = pgEnum('comment_author_model', COMMENT_AUTHOR_MODELS);
export const removedRecordKind = pgEnum('removed_record_kind', [
  'student',
  'hostel',
  'room',
  'complaint',
]);
export const residencyEndReason = pgEnum('residency_end_reason', RESIDENCY_END_REASONS);
export const roomRequestStatus = pgEnum('room_request_status', ROOM_REQUEST_STATUSES);
export const ledgerEntryKind = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);
export const chargeLine = pgEnum('charge_line', CHARGE_LINES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const leaveStatus = pgEnum('leave_status', LEAVE_STATUSES);
