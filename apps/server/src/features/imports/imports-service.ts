import type { CalendarDay } from '@hms/shared/calendar-day';
import {
  IMPORT_MAX_BYTES,
  importMessages,
  ROOM_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  type ImportReport,
  type RoomImportInput,
  type StudentImportInput,
} from '@hms/shared/imports';
import { roomMessages } from '@hms/shared/messages';
import type { Database } from '../../core/db/database';
import { sqlState, uniqueViolation } from '../../core/db/pg-errors';
import { settleTables } from '../../core/db/settle-tables';
import { AppError, fieldError } from '../../core/errors/app-error';
import type { Actor } from '../../core/audit/record-change';
import { hashPassword, refuseCommonPassword } from '../auth';
import { hostelName } from '../hostels';
import { readCsv } from './reading/csv-reading';
import type { Emit } from './reading/import-progress';
import { importRooms } from './rooms/room-import';
import { importStudents } from './students/student-import';

/** The work of an import once its request has been accepted: it streams its events, then reports. */
export type ImportJob = (emit: Emit) => Promise<ImportReport>;

/** What a saved file wrote, left analysed and all-visible before the report is sent. */
const STUDENT_TABLES = [
  'students',
  'residencies',
  'ledger_entries',
  'ledger_accounts',
  'audit_entries',
];
const ROOM_TABLES = ['rooms', 'audit_entries'];

/**
 * What the database refuses when a record the file touches changed between the check under
 * locks and the write: a unique index, the bed and room rules, the declared totals, a deadlock.
 */
const CHANGED_MEANWHILE = new Set(['HMS01', 'HMS02', 'HMS03', 'HMS04', 'HMS05', '40P01', '40001']);

function changedMeanwhile(error: unknown): unknown {
  const state = sqlState(error);
  if (uniqueViolation(error) !== undefined || (state && CHANGED_MEANWHILE.has(state))) {
    return new AppError('CONFLICT', importMessages.changedMeanwhile);
  }
  return error;
}

function refuseOversize(file: string): void {
  if (Buffer.byteLength(file, 'utf8') > IMPORT_MAX_BYTES) {
    throw fieldError('PAYLOAD_TOO_LARGE', 'file', importMessages.fileTooLarge);
  }
}

/**
 * Imports (docs/product-rules.md#imports, docs/decisions/046). Each call checks the request and
 * reads the file first, refusing a bad one with a 4xx before anything streams; then answers the
 * job, whose progress and report stream on the request.
 */
export function createImportsService(deps: { db: Database; today: () => CalendarDay }) {
  const { db } = deps;
  const guarded =
    (job: ImportJob, wrote: readonly string[]): ImportJob =>
    async (emit) => {
      let report: ImportReport;
      try {
        report = await job(emit);
      } catch (error) {
        throw changedMeanwhile(error);
      }
      // The office's next look at its lists is as fast as it will be tomorrow.
      if (report.committed) await settleTables(db, wrote);
      return report;
    };

  return {
    async students(actor: Actor, input: StudentImportInput): Promise<ImportJob> {
      refuseOversize(input.file);
      refuseCommonPassword(input.initialPassword, 'initialPassword');
      const file = readCsv(input.file, STUDENT_IMPORT_COLUMNS);
      return guarded(
        (emit) =>
          importStudents(
            deps,
            actor,
            { file, commit: input.commit, passwordHash: () => hashPassword(input.initialPassword) },
            emit,
          ),
        STUDENT_TABLES,
      );
    },

    async rooms(actor: Actor, input: RoomImportInput): Promise<ImportJob> {
      refuseOversize(input.file);
      if ((await hostelName(db, input.hostel)) === undefined) {
        throw fieldError('NOT_FOUND', 'hostel', roomMessages.hostelNotFound);
      }
      const file = readCsv(input.file, ROOM_IMPORT_COLUMNS);
      return guarded(
        (emit) =>
          importRooms(db, actor, { file, commit: input.commit, hostel: input.hostel }, emit),
        ROOM_TABLES,
      );
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
