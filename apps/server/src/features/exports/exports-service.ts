import type { Readable } from 'node:stream';
import type { AuditExportFilter } from '@hms/shared/audit';
import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Database } from '../../core/db/database';
import { inSlices } from '../../core/paging/slices';
import type { ActivityService } from '../activity';
import { complaintsAfter } from '../complaints';
import { scopedFilter, type ListFilter } from '../complaints';
import { listHostels } from '../hostels';
import { residentsOf, roomsAfter, type ResidentRow, type RoomFilter, type RoomRow } from '../rooms';
import { studentsAfter, type StudentFilter } from '../students';
import { hostelScope } from '../../core/scope/hostel-scope';
import { csvFile, datedFileName, type CsvDownload } from '../../core/csv/csv-file';
import {
  activityColumns,
  complaintColumns,
  hostelColumns,
  roomColumns,
  studentColumns,
  type RoomWithResidents,
} from './list-columns';

/**
 * Every list as a CSV file with the list's own filters, its caller's scope and its order
 * (docs/product-rules.md#exports). Each is read from the database in slices, along the list's own
 * statement with a cursor added to its filters, as the client takes the file; memory holds a
 * slice or two, never the file.
 */
export function createExportsService(deps: {
  db: Database;
  today: () => CalendarDay;
  activity: ActivityService;
}) {
  const { db, today, activity } = deps;
  const download = (list: string, body: Readable): CsvDownload => ({
    fileName: datedFileName(list, today()),
    body,
  });

  /** A room's residents, read once for each slice of rooms. */
  async function* withResidents(slices: AsyncIterable<RoomRow[]>) {
    for await (const rooms of slices) {
      const lived = rooms.filter((room) => room.currentOccupancy > 0).map((room) => room.id);
      const byRoom = new Map<string, ResidentRow[]>();
      for (const resident of await residentsOf(db, lived)) {
        const key = resident.roomId ?? '';
        byRoom.set(key, [...(byRoom.get(key) ?? []), resident]);
      }
      yield rooms.map((room): RoomWithResidents => ({
        room,
        residents: byRoom.get(room.id) ?? [],
      }));
    }
  }

  return {
    /** Tens of hostels, which the list itself reads at once. */
    hostels(viewer: SessionUser): CsvDownload {
      async function* all() {
        yield await listHostels(db, hostelScope(viewer));
      }
      return download('hostels', csvFile(hostelColumns, all()));
    },

    rooms(viewer: SessionUser, filter: Omit<RoomFilter, 'scope' | 'after'>): CsvDownload {
      const scope = hostelScope(viewer);
      const scoped = scope === null ? filter : { ...filter, scope };
      const slices = inSlices(
        (after: RoomFilter['after'], size) => roomsAfter(db, { ...scoped, after }, size),
        (room) => ({ hostelName: room.hostelName, floor: room.floor, roomNumber: room.roomNumber }),
      );
      return download('rooms', csvFile(roomColumns, withResidents(slices)));
    },

    /** A warden's file: their residents, and the students without a bed, as their list. */
    students(viewer: SessionUser, filter: Omit<StudentFilter, 'scope' | 'after'>): CsvDownload {
      const scope = hostelScope(viewer);
      const scoped = scope === null ? filter : { ...filter, scope };
      const slices = inSlices(
        (after: StudentFilter['after'], size) => studentsAfter(db, { ...scoped, after }, size),
        (student) => ({ name: student.name, studentId: student.studentId }),
      );
      return download('students', csvFile(studentColumns, slices));
    },

    /** A student's own complaints, a warden's residents', or all: whose the list shows. */
    complaints(viewer: SessionUser, filter: ListFilter): CsvDownload {
      const scoped = scopedFilter(viewer, filter);
      const slices = inSlices(
        (after: { id: string; createdAt: string } | undefined, size) =>
          complaintsAfter(db, { ...scoped, after }, size),
        (complaint) => ({ id: complaint.id, createdAt: complaint.cursorAt }),
      );
      return download('complaints', csvFile(complaintColumns, slices));
    },

    /** The audit trail, newest first, read as the Activity page reads its pages. */
    activity(filter: AuditExportFilter): CsvDownload {
      const slices = inSlices(
        (before: number | undefined, size) => activity.entriesBefore(filter, before, size),
        (entry) => entry.id,
      );
      return download('activity', csvFile(activityColumns, slices));
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
