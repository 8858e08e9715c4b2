import type { Readable } from 'node:stream';
import type { AuditExportFilter } from '@hms/shared/audit';
import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { inSlices } from '../../core/paging/slices';
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
import type {
  ComplaintCursor,
  ComplaintFileFilter,
  ListSources,
  ResidentFileRow,
  RoomFileFilter,
  RoomFileRow,
  StudentFileFilter,
} from './list-sources';

/**
 * Every list as a CSV file with the list's own filters, its caller's scope and its order
 * (docs/product-rules.md#exports). Each is read from the database in slices, along the list's own
 * statement with a cursor added to its filters, as the client takes the file; memory holds a
 * slice or two, never the file.
 */
export function createExportsService(deps: { today: () => CalendarDay; sources: ListSources }) {
  const { today, sources } = deps;
  const download = (list: string, body: Readable): CsvDownload => ({
    fileName: datedFileName(list, today()),
    body,
  });

  /** A room's residents, read once for each slice of rooms. */
  async function* withResidents(slices: AsyncIterable<RoomFileRow[]>) {
    for await (const rooms of slices) {
      const lived = rooms.filter((room) => room.currentOccupancy > 0).map((room) => room.id);
      const byRoom = new Map<string, ResidentFileRow[]>();
      for (const resident of await sources.rooms.residentsOf(lived)) {
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
        yield await sources.hostels.fileRows(viewer);
      }
      return download('hostels', csvFile(hostelColumns, all()));
    },

    rooms(viewer: SessionUser, filter: Omit<RoomFileFilter, 'scope' | 'after'>): CsvDownload {
      const scope = hostelScope(viewer);
      const scoped = scope === null ? filter : { ...filter, scope };
      const slices = inSlices(
        (after: RoomFileFilter['after'], size) =>
          sources.rooms.fileSlice({ ...scoped, after }, size),
        (room) => ({ hostelName: room.hostelName, floor: room.floor, roomNumber: room.roomNumber }),
      );
      return download('rooms', csvFile(roomColumns, withResidents(slices)));
    },

    /** A warden's file: their residents, and the students without a bed, as their list. */
    students(viewer: SessionUser, filter: Omit<StudentFileFilter, 'scope' | 'after'>): CsvDownload {
      const scope = hostelScope(viewer);
      const scoped = scope === null ? filter : { ...filter, scope };
      const slices = inSlices(
        (after: StudentFileFilter['after'], size) =>
          sources.students.fileSlice({ ...scoped, after }, size),
        (student) => ({ name: student.name, rollNumber: student.rollNumber }),
      );
      return download('students', csvFile(studentColumns, slices));
    },

    /** A student's own complaints, a warden's residents', or all: whose the list shows. */
    complaints(viewer: SessionUser, filter: ComplaintFileFilter): CsvDownload {
      const slices = inSlices(
        (after: ComplaintCursor | undefined, size) =>
          sources.complaints.fileSlice(viewer, filter, after, size),
        (complaint) => ({ id: complaint.id, createdAt: complaint.cursorAt }),
      );
      return download('complaints', csvFile(complaintColumns, slices));
    },

    /** The audit trail, newest first, read as the Activity page reads its pages. */
    activity(filter: AuditExportFilter): CsvDownload {
      const slices = inSlices(
        (before: number | undefined, size) => sources.activity.entriesBefore(filter, before, size),
        (entry) => entry.id,
      );
      return download('activity', csvFile(activityColumns, slices));
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
