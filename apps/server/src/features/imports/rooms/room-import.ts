import { ROOM_CAPACITY } from '@hms/shared/enums';
import type { ImportReport } from '@hms/shared/imports';
import { roomMessages } from '@hms/shared/messages';
import type { Database, Executor } from '../../../core/db/database';
import { fieldError } from '../../../core/errors/app-error';
import { recordChanges, type Actor, type AuditChange } from '../../../core/audit/record-change';
import { hostelHolding } from '../../hostels';
import { findRooms } from '../../rooms';
import { withoutResidents } from '../../rooms';
import type { CsvFile } from '../reading/csv-reading';
import { breathe, reportOf } from '../reading/import-report';
import { progressOf, slices, type Emit } from '../reading/import-progress';
import { insertRooms, updateRooms } from '../import-write-queries';
import { heldBeds, hostelRooms } from '../imports-repository';
import { planRooms, type RoomRecords, type RoomWork } from './room-plan';
import { checkRoomLine, type RoomLine } from './room-rows';
import { BATCH } from '../students/student-import';

/**
 * The hostel's declared totals beside what its rooms hold. Saving locks the hostel first, then
 * the rooms, as adding or changing a room in the form does (rooms-service.ts).
 */
async function readRecords(
  db: Executor,
  hostelId: string,
  lines: readonly RoomLine[],
  lock: boolean,
): Promise<RoomRecords> {
  const hostel = await hostelHolding(db, hostelId, lock);
  if (!hostel) {
    throw fieldError('NOT_FOUND', 'hostel', roomMessages.hostelNotFound);
  }
  const numbers = [...new Set(lines.map((line) => line.key.toLowerCase()).filter(Boolean))];
  const rooms = await hostelRooms(db, hostelId, numbers, lock);
  const held = await heldBeds(
    db,
    rooms.map((room) => room.id),
  );
  return {
    hostel,
    rooms: new Map(rooms.map((room) => [room.roomNumber.toLowerCase(), room])),
    held,
  };
}

/**
 * A rooms file for one hostel, checked and, when asked, saved all or nothing
 * (docs/decisions/046), as importStudents does for students.
 */
export async function importRooms(
  db: Database,
  actor: Actor,
  job: { file: CsvFile; commit: boolean; hostel: string },
  emit: Emit,
): Promise<ImportReport> {
  const { rows, spelling, columns } = job.file;
  progressOf(emit, 'reading', rows.length)(rows.length);
  const checking = progressOf(emit, 'checking', rows.length);
  const lines: RoomLine[] = [];
  for (const row of rows) {
    lines.push(checkRoomLine(row, job.hostel, spelling, columns));
    if (lines.length % 500 === 0) {
      checking(lines.length);
      await breathe();
    }
  }
  if (!job.commit) {
    const planned = planRooms(lines, await readRecords(db, job.hostel, lines, false), spelling);
    checking(rows.length);
    return reportOf(
      'rooms',
      false,
      planned.map((p) => p.row),
    );
  }
  return db.transaction(async (tx) => {
    const planned = planRooms(lines, await readRecords(tx, job.hostel, lines, true), spelling);
    checking(rows.length);
    const report = planned.map((p) => p.row);
    if (report.some((row) => row.fate === 'refused')) return reportOf('rooms', false, report);
    const work = planned.flatMap((p) => (p.work ? [p.work] : []));
    await saveRooms(tx, actor, job.hostel, work, progressOf(emit, 'saving', work.length));
    return reportOf('rooms', true, report);
  });
}

/**
 * Rooms made smaller are written first and new rooms last, so that no statement finds the hostel
 * beyond its declared totals on the way to a file that fits them (the rooms_within_hostel_totals
 * trigger checks each statement).
 */
async function saveRooms(
  tx: Executor,
  actor: Actor,
  hostelId: string,
  work: readonly RoomWork[],
  saving: (done: number) => void,
): Promise<void> {
  const growth = (w: RoomWork) => ROOM_CAPACITY[w.room.type] - (w.existing?.capacity ?? 0);
  const updates = work.filter((w) => w.existing).sort((a, b) => growth(a) - growth(b));
  const creates = work.filter((w) => !w.existing);
  const record = async (ids: string[]) =>
    new Map((await findRooms(tx, ids)).map((row) => [row.id, withoutResidents(row)]));
  // Written after every room: the audit chain is held from a change's first entry to its commit
  // (docs/decisions/059), and other changes wait for it only while the entries go in.
  const entries: AuditChange[] = [];
  let done = 0;
  for (const batch of slices(updates, BATCH)) {
    const ids = batch.map((w) => w.existing!.id);
    const before = await record(ids);
    await updateRooms(
      tx,
      batch.map((w) => ({ id: w.existing!.id, room: w.room })),
    );
    const after = await record(ids);
    for (const id of ids) {
      entries.push({
        action: 'room.update',
        entityType: 'room',
        entityId: id,
        before: before.get(id)!,
        after: after.get(id)!,
      });
    }
    done += batch.length;
    saving(done);
    await breathe();
  }
  for (const batch of slices(creates, BATCH)) {
    const created = await insertRooms(
      tx,
      hostelId,
      batch.map((w) => w.room),
    );
    const after = await record(created.map((row) => row.id));
    for (const { id } of created) {
      entries.push({
        action: 'room.create',
        entityType: 'room',
        entityId: id,
        after: after.get(id)!,
      });
    }
    done += batch.length;
    saving(done);
  }
  await recordChanges(tx, actor, entries);
}
