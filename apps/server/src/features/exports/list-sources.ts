import type { AuditExportFilter } from '@hms/shared/audit';
import type { SessionUser } from '@hms/shared/auth';
import type { complaintListQuerySchema } from '@hms/shared/complaints';
import type { roomListQuerySchema } from '@hms/shared/rooms';
import type { studentListQuerySchema } from '@hms/shared/students';
import type { z } from 'zod';
import type { CsvCell } from '../../core/csv/csv-file';

/**
 * Where each file's rows come from: the owning feature's service, given when the services are
 * made (services.ts). Each reads as its list does, in slices after a cursor.
 */
export type ListSources = {
  hostels: { fileRows: (viewer: SessionUser) => Promise<HostelFileRow[]> };
  rooms: {
    fileSlice: (filter: RoomFileFilter, size: number) => Promise<RoomFileRow[]>;
    residentsOf: (roomIds: string[]) => Promise<ResidentFileRow[]>;
  };
  students: { fileSlice: (filter: StudentFileFilter, size: number) => Promise<StudentFileRow[]> };
  complaints: {
    fileSlice: (
      viewer: SessionUser,
      filter: ComplaintFileFilter,
      after: ComplaintCursor | undefined,
      size: number,
    ) => Promise<ComplaintFileRow[]>;
  };
  activity: {
    entriesBefore: (
      filter: AuditExportFilter,
      before: number | undefined,
      size: number,
    ) => Promise<ActivityFileRow[]>;
  };
};

/** A list's filters as its query reads them, less the page and the order. */
type FiltersOf<Query extends z.ZodType> = Omit<z.output<Query>, 'page' | 'limit' | 'sort'>;

/** The rooms list's filters; `scope` is a warden's hostels, `after` the last slice's room. */
export type RoomFileFilter = Partial<FiltersOf<typeof roomListQuerySchema>> & {
  scope?: readonly string[];
  after?: { hostelName: string; floor: number; roomNumber: string };
};

/** The students list's filters; `scope` is a warden's hostels, `after` the last slice's student. */
export type StudentFileFilter = Partial<FiltersOf<typeof studentListQuerySchema>> & {
  scope?: readonly string[];
  after?: { name: string; rollNumber: string };
};

/** The complaints list's filters, before whose complaints the caller sees is added. */
export type ComplaintFileFilter = Omit<FiltersOf<typeof complaintListQuerySchema>, 'overdue'> & {
  overdue?: true;
};

/** Where a complaint stands in the list's order: its time as ISO text to the microsecond. */
export type ComplaintCursor = { id: string; createdAt: string };

/*
 * What each file reads of a list's rows (list-columns.ts); a field written as it is read is
 * typed as the cell it fills.
 */

export type HostelFileRow = {
  name: string;
  type: CsvCell;
  address: CsvCell;
  totalRooms: CsvCell;
  roomCount: CsvCell;
  totalCapacity: number;
  currentOccupancy: number;
  feesMonthly: CsvCell;
  feesSecurity: CsvCell;
  amenities: readonly string[];
  wardenName: CsvCell;
  wardenPhone: CsvCell;
  wardenEmail: CsvCell;
};

export type RoomFileRow = {
  id: string;
  hostelName: string;
  roomNumber: string;
  floor: number;
  type: CsvCell;
  capacity: number;
  currentOccupancy: number;
  monthlyRent: CsvCell;
  isAc: boolean;
  amenities: readonly string[];
};

export type ResidentFileRow = {
  roomId: string | null;
  name: string;
  rollNumber: string;
  bed: CsvCell;
};

export type StudentFileRow = {
  rollNumber: string;
  name: string;
  email: CsvCell;
  phone: CsvCell;
  gender: CsvCell;
  course: CsvCell;
  year: CsvCell;
  admissionDate: Date | null;
  isActive: boolean;
  hostelName: CsvCell;
  roomNumber: CsvCell;
  roomId: string | null;
  bed: CsvCell;
  balance?: number | null;
  /** The student's guardians (slots 1 and 2) and emergency contact (slot 3). */
  contacts?: readonly {
    slot: number;
    name: string;
    relation: string;
    phone: string;
    email: string | null;
  }[];
};

export type ComplaintFileRow = {
  id: string;
  /** The list's order, to the microsecond: the next slice's cursor. */
  cursorAt: string;
  createdAt: CsvCell;
  subject: CsvCell;
  description: CsvCell;
  category: CsvCell;
  priority: CsvCell;
  status: CsvCell;
  overdue: boolean;
  rollNumber: CsvCell;
  studentName: CsvCell;
  assigneeName: CsvCell;
  dueAt: CsvCell;
  resolvedAt: CsvCell;
  resolution: CsvCell;
  minutesToResolve: CsvCell;
  updatedAt: CsvCell;
};

export type ActivityFileRow = {
  id: number;
  at: Date | null;
  actorName: CsvCell;
  actorRole: CsvCell;
  action: CsvCell;
  entityType: CsvCell;
  label: CsvCell;
  entityId: CsvCell;
  before: unknown;
  after: unknown;
  /** The hash chain (docs/decisions/059), so the file can be checked on its own. */
  chainPosition: number;
  prevHash: string;
  hash: string;
  content: string;
};
