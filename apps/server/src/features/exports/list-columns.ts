import { CONTACT_FILE_FIELDS, CONTACT_SLOTS, contactColumnName } from '@hms/shared/guardians';
import { plainRupees, yesNo, type CsvColumn } from '../../core/csv/csv-file';
import type {
  ActivityFileRow,
  ComplaintFileRow,
  HostelFileRow,
  ResidentFileRow,
  RoomFileRow,
  StudentFileRow,
} from './list-sources';

/**
 * What each list's file holds (docs/product-rules.md#exports): the columns a person reads in a
 * spreadsheet, named as the screens name them. Records by their names, not their ids; times in
 * ISO 8601 (UTC); money in rupees as numbers; counts as numbers.
 */

const iso = (time: Date | null) => time?.toISOString();
const list = (items: readonly string[]) => items.join('; ');

export const hostelColumns: readonly CsvColumn<HostelFileRow>[] = [
  ['Name', (h) => h.name],
  ['Type', (h) => h.type],
  ['Address', (h) => h.address],
  ['Rooms declared', (h) => h.totalRooms],
  ['Rooms added', (h) => h.roomCount],
  ['Beds', (h) => h.totalCapacity],
  ['Residents', (h) => h.currentOccupancy],
  ['Free beds', (h) => h.totalCapacity - h.currentOccupancy],
  // Fees and rents are whole rupees (docs/product-rules.md#money-in-rupees).
  ['Monthly fee (₹)', (h) => h.feesMonthly],
  ['Security deposit (₹)', (h) => h.feesSecurity],
  ['Amenities', (h) => list(h.amenities)],
  ['Warden', (h) => h.wardenName],
  ['Warden phone', (h) => h.wardenPhone],
  ['Warden email', (h) => h.wardenEmail],
];

/** A room with the students who live in it now. */
export type RoomWithResidents = { room: RoomFileRow; residents: readonly ResidentFileRow[] };

export const roomColumns: readonly CsvColumn<RoomWithResidents>[] = [
  ['Hostel', ({ room }) => room.hostelName],
  ['Room', ({ room }) => room.roomNumber],
  ['Floor', ({ room }) => room.floor],
  ['Type', ({ room }) => room.type],
  ['Beds', ({ room }) => room.capacity],
  ['Residents', ({ room }) => room.currentOccupancy],
  ['Free beds', ({ room }) => room.capacity - room.currentOccupancy],
  ['Monthly rent (₹)', ({ room }) => room.monthlyRent],
  ['AC', ({ room }) => yesNo(room.isAc)],
  ['Amenities', ({ room }) => list(room.amenities)],
  [
    'Resident names',
    ({ residents }) =>
      list(residents.map((r) => `${r.name} (${r.rollNumber}), bed ${r.bed ?? '-'}`)),
  ],
];

export const studentColumns: readonly CsvColumn<StudentFileRow>[] = [
  ['Student ID', (s) => s.rollNumber],
  ['Name', (s) => s.name],
  ['Email', (s) => s.email],
  ['Phone', (s) => s.phone],
  ['Gender', (s) => s.gender],
  ['Course', (s) => s.course],
  ['Year', (s) => s.year],
  ['Admission date', (s) => iso(s.admissionDate)],
  ['Active', (s) => yesNo(s.isActive)],
  ['Hostel', (s) => s.hostelName],
  ['Room', (s) => s.roomNumber],
  ['Bed', (s) => (s.roomId ? s.bed : null)],
  // Above zero the student owes; a credit is a negative number, never text.
  ['Balance (₹)', (s) => plainRupees(s.balance ?? 0)],
  // Named as the students import names them, so a file exported can be imported again.
  ...CONTACT_SLOTS.flatMap((slot) =>
    CONTACT_FILE_FIELDS.map((field): CsvColumn<StudentFileRow> => [
      contactColumnName(slot, field),
      (s) => s.contacts?.find((contact) => contact.slot === slot.slot)?.[field],
    ]),
  ),
];

export const complaintColumns: readonly CsvColumn<ComplaintFileRow>[] = [
  ['Submitted', (c) => c.createdAt],
  ['Subject', (c) => c.subject],
  ['Description', (c) => c.description],
  ['Category', (c) => c.category],
  ['Priority', (c) => c.priority],
  ['Status', (c) => c.status],
  ['Overdue', (c) => yesNo(c.overdue)],
  ['Student ID', (c) => c.rollNumber],
  ['Student', (c) => c.studentName],
  ['Assigned to', (c) => c.assigneeName],
  ['Due', (c) => c.dueAt],
  ['Resolved', (c) => c.resolvedAt],
  ['Resolution', (c) => c.resolution],
  ['Minutes to resolve', (c) => c.minutesToResolve],
  ['Last updated', (c) => c.updatedAt],
  ['Complaint ID', (c) => c.id],
];

/** The fields an entry's change touched: those whose value differs before and after. */
function changedFields({ before, after }: ActivityFileRow): string {
  if (!isRecord(before) || !isRecord(after)) return '';
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return list(
    [...fields].filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).sort(),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const activityColumns: readonly CsvColumn<ActivityFileRow>[] = [
  ['Time', (e) => iso(e.at)],
  ['Who', (e) => e.actorName],
  ['Role', (e) => e.actorRole],
  ['Action', (e) => e.action],
  ['Record type', (e) => e.entityType],
  ['Record', (e) => e.label],
  ['Record ID', (e) => e.entityId],
  ['Changed fields', changedFields],
  // The hash chain, verbatim: `npm run audit:verify -- FILE` or anyone's SHA-256 checks each line
  // (docs/decisions/059).
  ['Position', (e) => e.chainPosition],
  ['Previous hash', (e) => e.prevHash],
  ['Hash', (e) => e.hash],
  ['Hashed content', (e) => e.content],
];
