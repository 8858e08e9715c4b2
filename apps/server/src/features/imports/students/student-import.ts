import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ImportReport } from '@hms/shared/imports';
import type { Database, Executor } from '../../../core/db/database';
import { recordChanges, type Actor, type AuditChange } from '../../../core/audit/record-change';
import { readContactsOf, saveContactsOf } from '../../guardians';
import { startStays } from '../../residencies';
import { readStudents, readStudentsByRollNumber, toStudentResponse } from '../../students';
import type { CsvFile } from '../reading/csv-reading';
import { breathe, reportOf } from '../reading/import-report';
import { progressOf, slices, type Emit } from '../reading/import-progress';
import { insertStudents, updateStudents } from '../import-write-queries';
import { emailHolders, heldBeds, hostelsByName, roomsByNumber } from '../imports-repository';
import { planStudents, roomKey, type PlannedStudent, type StudentRecords } from './student-plan';
import { checkStudentLine, type StudentLine } from './student-rows';

/** Rows written per statement when saving. */
export const BATCH = 1_000;

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The records the rows name; under locks when saving (imports-repository.ts). */
async function readRecords(
  db: Executor,
  lines: readonly StudentLine[],
  lock: boolean,
): Promise<StudentRecords> {
  const fields = lines.flatMap((line) => (line.fields ? [line.fields] : []));
  const students = await readStudentsByRollNumber(
    db,
    unique(fields.map((f) => f.studentId.toLowerCase())),
    lock,
  );
  const holders = await emailHolders(db, unique(fields.map((f) => f.email)));
  const hostelNames = unique(lines.flatMap((l) => (l.place.hostel ? [l.place.hostel] : [])));
  const named = await hostelsByName(db, hostelNames);
  const numbers = unique(lines.flatMap((l) => (l.place.room ? [l.place.room.toLowerCase()] : [])));
  const rooms = await roomsByNumber(
    db,
    named.map((h) => h.id),
    numbers,
    lock,
  );
  // Read again once the rooms are locked: no hostel's type changes while they are.
  const hostels = lock ? await hostelsByName(db, hostelNames) : named;
  const held = await heldBeds(
    db,
    rooms.map((room) => room.id),
  );
  // After the students' rows are locked, as a student's own change of them takes that lock too.
  const contacts = await readContactsOf(
    db,
    students.map((s) => s.id),
  );
  return {
    students: new Map(students.map((s) => [s.rollNumber.toLowerCase(), s])),
    emails: new Map(
      holders.map((h) => [h.email, { id: h.id, name: h.name, studentId: h.rollNumber }]),
    ),
    hostels: new Map(hostels.map((h) => [h.name.toLowerCase(), h])),
    rooms: new Map(rooms.map((r) => [roomKey(r.hostelId, r.roomNumber), r])),
    held,
    contacts,
  };
}

/**
 * A students file, checked and, when asked, saved (docs/decisions/046): every row is checked
 * against the records first; a file with any refused row saves nothing. Saving is one
 * transaction that reads the records again under locks, decides again, and writes a thousand
 * rows a statement, progress after each slice.
 */
export async function importStudents(
  deps: { db: Database; today: () => CalendarDay },
  actor: Actor,
  job: { file: CsvFile; commit: boolean; passwordHash: () => Promise<string> },
  emit: Emit,
): Promise<ImportReport> {
  const { rows, spelling, columns } = job.file;
  progressOf(emit, 'reading', rows.length)(rows.length);
  const checking = progressOf(emit, 'checking', rows.length);
  const lines: StudentLine[] = [];
  for (const row of rows) {
    lines.push(checkStudentLine(row, spelling, columns));
    if (lines.length % 500 === 0) {
      checking(lines.length);
      await breathe();
    }
  }
  if (!job.commit) {
    const planned = planStudents(lines, await readRecords(deps.db, lines, false), spelling);
    checking(rows.length);
    return reportOf(
      'students',
      false,
      planned.map((p) => p.row),
    );
  }
  // Hashed once, before any lock is taken: every new student of the file starts with it.
  const passwordHash = await job.passwordHash();
  return deps.db.transaction(async (tx) => {
    const planned = planStudents(lines, await readRecords(tx, lines, true), spelling);
    checking(rows.length);
    const report = planned.map((p) => p.row);
    if (report.some((row) => row.fate === 'refused')) return reportOf('students', false, report);
    await saveStudents(tx, actor, { planned, passwordHash, today: deps.today() }, emit);
    return reportOf('students', true, report);
  });
}

async function saveStudents(
  tx: Executor,
  actor: Actor,
  plan: { planned: readonly PlannedStudent[]; passwordHash: string; today: CalendarDay },
  emit: Emit,
): Promise<void> {
  const work = plan.planned.flatMap((p) => (p.work ? [p.work] : []));
  const saving = progressOf(emit, 'saving', work.length);
  // Written after every student: the audit chain is held from a change's first entry to its
  // commit (docs/decisions/059), and other changes wait for it only while the entries go in.
  const entries: AuditChange[] = [];
  let done = 0;
  for (const batch of slices(work, BATCH)) {
    const created = await insertStudents(
      tx,
      batch.filter((w) => !w.existing).map((w) => w.fields),
      plan.passwordHash,
    );
    const newIds = new Map(created.map((row) => [row.rollNumber.toLowerCase(), row.id]));
    const idOf = (w: (typeof batch)[number]) =>
      w.existing?.id ?? newIds.get(w.fields.studentId.toLowerCase()) ?? '';
    await updateStudents(
      tx,
      batch.filter((w) => w.existing && w.changed).map((w) => ({ id: idOf(w), fields: w.fields })),
    );
    await saveContactsOf(
      tx,
      batch.flatMap((w) => w.contacts.map((contact) => ({ ...contact, studentId: idOf(w) }))),
    );
    const placed = batch.flatMap((w) => (w.bed ? [{ ...w.bed, studentId: idOf(w) }] : []));
    await startStays(
      tx,
      actor,
      placed.map((p) => ({ ...p, movedInOn: plan.today })),
    );
    const after = new Map((await readStudents(tx, batch.map(idOf))).map((row) => [row.id, row]));

    // One entry for each record, as the Students page names the change: a new student (in the
    // bed they were given), a change of fields (and bed), or a bed alone.
    const changes = batch.flatMap((w): AuditChange[] => {
      const id = idOf(w);
      const saved = after.get(id);
      const record = saved ? { after: toStudentResponse(saved) } : {};
      // The contacts' own entry, as the profile writes it: which slots, never their details.
      const contacts: AuditChange[] =
        w.contactsChanged.length > 0
          ? [
              {
                action: 'guardian.update',
                entityType: 'student',
                entityId: id,
                label: `${w.fields.name} (${w.fields.studentId})`,
                after: { changed: w.contactsChanged },
              },
            ]
          : [];
      if (!w.existing) {
        return [
          { action: 'student.create', entityType: 'student', entityId: id, ...record },
          ...contacts,
        ];
      }
      if (!w.changed && !w.bed) return contacts;
      return [
        {
          action: w.changed ? 'student.update' : 'student.assign',
          entityType: 'student',
          entityId: id,
          before: toStudentResponse(w.existing),
          ...record,
        },
        ...contacts,
      ];
    });
    entries.push(...changes);
    done += batch.length;
    saving(done);
  }
  await recordChanges(tx, actor, entries);
}
