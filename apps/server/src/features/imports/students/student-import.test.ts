import { importRowMessages, type ImportReport } from '@hms/shared/imports';
import { validationMessages } from '@hms/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../core/db/raw-rows';
import { students } from '../../../core/db/schema';
import { databaseFingerprint } from '../../../test/api-surface';
import { createHostel, createRoom, registerAdmin, registerStudent } from '../../../test/factories';
import { fates, importStudents, studentLine, studentsFile } from '../../../test/import-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let hostelName: string;
let roomNumber: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await registerAdmin(app, { name: 'Asha Menon' });
  const hostel = await createHostel(app, admin.token, { type: 'Girls' });
  hostelName = String(hostel.name);
  roomNumber = String(
    (await createRoom(app, admin.token, hostel._id, { type: 'Quadruple' })).roomNumber,
  );
});
afterAll(async () => {
  await app.close();
});

const counts = (report: ImportReport | undefined) => report?.counts;

describe('importing students', () => {
  it('checks every row in a dry run, saying what would happen, and changes nothing', async () => {
    const known = await registerStudent(app, { gender: 'Female' });
    const file = studentsFile([
      studentLine({ Hostel: hostelName, Room: roomNumber }),
      // The one on record, its name as it is and then changed: matched ignoring case.
      studentLine({ ...recordOf(known.input), 'Student ID': known.input.studentId.toLowerCase() }),
      studentLine({ Phone: '12345', Email: 'not-an-email' }),
    ]);
    const before = await databaseFingerprint(app.db);
    const answer = await importStudents(app, admin.token, file, false);
    expect(answer.status).toBe(200);
    expect(answer.report?.committed).toBe(false);
    expect(fates(answer.report)).toEqual([
      { line: 2, fate: 'create' },
      { line: 3, fate: 'unchanged' },
      {
        line: 4,
        fate: 'refused',
        problem: { column: 'Email', message: validationMessages.emailInvalid },
      },
    ]);
    expect(answer.report?.rows[2]?.problems).toContainEqual({
      column: 'Phone',
      message: validationMessages.phoneInvalid,
    });
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });

  it('saves new students with the first password, to be changed, and gives them their beds', async () => {
    const lines = [
      studentLine({ Hostel: hostelName.toUpperCase(), Room: roomNumber, Bed: 3 }),
      studentLine({ Hostel: hostelName, Room: roomNumber }),
      studentLine(),
    ];
    const answer = await importStudents(app, admin.token, studentsFile(lines), true);
    expect(answer.report).toMatchObject({ committed: true, counts: { create: 3, refused: 0 } });
    const saved = await app.db
      .select({
        rollNumber: students.rollNumber,
        bed: students.bed,
        must: students.mustChangePassword,
      })
      .from(students)
      .where(
        sql`${students.rollNumber} in (${sql.join(
          lines.map((l) => sql`${l['Student ID']}`),
          sql`, `,
        )})`,
      );
    expect(Object.fromEntries(saved.map((s) => [s.rollNumber, [s.bed, s.must]]))).toEqual({
      [lines[0]!['Student ID']!]: [3, true],
      [lines[1]!['Student ID']!]: [1, true],
      [lines[2]!['Student ID']!]: [null, true],
    });
    // As the Students page leaves them: a stay each, the hostel's deposit, and an entry for each
    // record, a new student's showing the bed they were given.
    const [trail] = await selectRows<{ creates: number; charges: number; stays: number }>(
      app.db,
      sql`select
            (select count(*)::int from audit_entries where action = 'student.create' and actor_name = 'Asha Menon') as creates,
            (select count(*)::int from audit_entries where action = 'ledger.charge') as charges,
            (select count(*)::int from residencies where moved_out_on is null) as stays`,
    );
    expect(trail).toEqual({ creates: 3, charges: 2, stays: 2 });
    const [created] = await selectRows<{ after: { bed: number; room: { roomNumber: string } } }>(
      app.db,
      sql`select after from audit_entries where action = 'student.create'
          and entity_label like ${`%(${String(lines[0]!['Student ID'])})`}`,
    );
    expect([created?.after.bed, created?.after.room.roomNumber]).toEqual([3, roomNumber]);
    // Analysed and vacuumed before the report: the office's next counts read the indexes alone.
    const settled = await selectRows<{ name: string; pages: number; visible: number }>(
      app.db,
      sql`select relname as name, relpages as pages, relallvisible as visible from pg_class
          where relname in ('students', 'residencies', 'audit_entries') order by relname`,
    );
    for (const table of settled) {
      expect(table.pages, table.name).toBeGreaterThan(0);
      expect(table.visible, table.name).toBe(table.pages);
    }
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = studentsFile([
      studentLine({ Hostel: hostelName, Room: roomNumber }),
      studentLine({ Name: 'Zoë Ñandú Iyer' }),
    ]);
    expect(counts((await importStudents(app, admin.token, file, true)).report)).toMatchObject({
      create: 2,
    });
    const before = await databaseFingerprint(app.db);
    const again = await importStudents(app, admin.token, file, true);
    expect(again.report).toMatchObject({
      committed: true,
      counts: { create: 0, update: 0, unchanged: 2, refused: 0 },
    });
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });

  it('updates the fields a row changes, with the entry the Students page would write', async () => {
    const known = await registerStudent(app, { gender: 'Female', name: 'Meera Pillai' });
    const line = studentLine({ ...recordOf(known.input), Name: 'Meera S. Pillai', Year: 4 });
    const answer = await importStudents(app, admin.token, studentsFile([line]), true);
    expect(fates(answer.report)).toEqual([{ line: 2, fate: 'update' }]);
    const [row] = await app.db.select().from(students).where(eq(students.id, known.user._id));
    expect(row).toMatchObject({ name: 'Meera S. Pillai', year: 4, mustChangePassword: false });
    const [entry] = await selectRows<{ before: { name: string }; after: { name: string } }>(
      app.db,
      sql`select before, after from audit_entries where action = 'student.update' and entity_id = ${known.user._id}`,
    );
    expect([entry?.before.name, entry?.after.name]).toEqual(['Meera Pillai', 'Meera S. Pillai']);
  });

  it('refuses a row repeating a student ID or an email, naming the other line', async () => {
    const first = studentLine();
    const file = studentsFile([
      first,
      studentLine({ 'Student ID': String(first['Student ID']).toLowerCase() }),
      studentLine({ Email: String(first.Email).toUpperCase() }),
    ]);
    const answer = await importStudents(app, admin.token, file, true);
    expect(answer.report?.committed).toBe(false);
    expect(fates(answer.report)).toEqual([
      { line: 2, fate: 'create' },
      {
        line: 3,
        fate: 'refused',
        problem: {
          column: 'Student ID',
          message: importRowMessages.duplicateStudentId(
            String(first['Student ID']).toLowerCase(),
            2,
          ),
        },
      },
      {
        line: 4,
        fate: 'refused',
        problem: { column: 'Email', message: importRowMessages.duplicateEmail(2) },
      },
    ]);
  });

  it('streams its progress before the report, each stage up to its total', async () => {
    const file = studentsFile(Array.from({ length: 1_200 }, () => studentLine()));
    const { events } = await importStudents(app, admin.token, file, true);
    const progress = events.flatMap((e) => (e.type === 'progress' ? [e] : []));
    expect([...new Set(progress.map((p) => p.stage))]).toEqual(['reading', 'checking', 'saving']);
    expect(progress.filter((p) => p.stage === 'saving').map((p) => p.done)).toEqual([1_000, 1_200]);
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'report', report: { counts: { create: 1_200 } } });
  });
});

function recordOf(input: ReturnType<typeof studentLine> | Record<string, unknown>) {
  const s = input as Record<string, string | number>;
  return {
    'Student ID': s.studentId!,
    Name: s.name!,
    Email: s.email!,
    Phone: s.phone!,
    Course: s.course!,
    Year: s.year!,
    Gender: s.gender!,
  };
}
