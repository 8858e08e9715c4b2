import { guardianMessages, type StudentGuardians } from '@hms/shared/guardians';
import { validationMessages } from '@hms/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../core/db/schema';
import { databaseFingerprint } from '../../../test/api-surface';
import { appForFile, withAdmin } from '../../../test/app-for-file';
import { callApi } from '../../../test/call-api';
import { download } from '../../../test/csv-downloads';
import { bearer, registerStudent } from '../../../test/factories';
import { fates, importStudents, studentLine, studentsFile } from '../../../test/import-factories';

/**
 * Guardians and the emergency contact in the students file and the students export
 * (docs/product-rules.md#imports, #exports, #guardians).
 */
const w = appForFile(withAdmin);

const mother = {
  'Guardian 1 name': 'Lakshmi Rao',
  'Guardian 1 relation': 'Mother',
  'Guardian 1 phone': '9876543210',
  'Guardian 1 email': 'Lakshmi.Rao@Example.com',
};
const neighbour = {
  'Emergency contact name': 'Meena Iyer',
  'Emergency contact relation': 'Neighbour',
  'Emergency contact phone': '9012345678',
};

async function guardiansOf(studentId: string) {
  const response = await w.app.inject({
    method: 'GET',
    url: `/api/admin/students/${studentId}/guardians`,
    headers: bearer(w.admin),
  });
  return response.json<{ data: StudentGuardians }>().data;
}

async function idOf(rollNumber: string) {
  const list = await w.app.inject({
    method: 'GET',
    url: `/api/admin/students?search=${encodeURIComponent(rollNumber)}`,
    headers: bearer(w.admin),
  });
  return list.json<{ data: { _id: string }[] }>().data[0]?._id ?? '';
}

describe("a students file's guardians and emergency contact", () => {
  it('are saved with new students, each slot in its place, with an entry of no details', async () => {
    const line = studentLine({ ...mother, ...neighbour });
    const answer = await importStudents(w.app, w.admin, studentsFile([line]), true);
    expect(fates(answer.report)).toEqual([{ line: 2, fate: 'create' }]);
    const id = await idOf(String(line['Student ID']));
    expect(await guardiansOf(id)).toMatchObject({
      guardians: [
        {
          name: 'Lakshmi Rao',
          relation: 'Mother',
          phone: '9876543210',
          email: 'lakshmi.rao@example.com',
        },
      ],
      emergencyContact: {
        name: 'Meena Iyer',
        relation: 'Neighbour',
        phone: '9012345678',
        email: null,
      },
    });
    const [entry] = await w.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'guardian.update')));
    expect(entry?.after).toEqual({ changed: ['Guardian 1', 'Emergency contact'] });
    expect(JSON.stringify(entry)).not.toContain('9876543210');
  });

  it('change a student on record only in the slots the row fills', async () => {
    const known = await registerStudent(w.app);
    await callApi(w.app, known.token, 'PUT', '/student/guardians', {
      guardians: [{ name: 'Ravi Rao', relation: 'Father', phone: '9123456780' }],
      emergencyContact: { name: 'Old Friend', relation: 'Friend', phone: '9000000000' },
    });
    const record = {
      'Student ID': known.input.studentId,
      Name: known.input.name,
      Email: known.input.email,
      Phone: known.input.phone,
      Course: known.input.course,
      Year: known.input.year,
      Gender: known.input.gender,
    };
    const file = studentsFile([studentLine({ ...record, ...neighbour })]);
    expect(fates((await importStudents(w.app, w.admin, file, false)).report)).toEqual([
      { line: 2, fate: 'update' },
    ]);
    await importStudents(w.app, w.admin, file, true);
    const kept = await guardiansOf(known.user._id);
    expect(kept.guardians).toEqual([
      { name: 'Ravi Rao', relation: 'Father', phone: '9123456780', email: null },
    ]);
    expect(kept.emergencyContact?.name).toBe('Meena Iyer');
    // The same file again changes nothing.
    expect(fates((await importStudents(w.app, w.admin, file, false)).report)).toEqual([
      { line: 2, fate: 'unchanged' },
    ]);
  });

  it('are refused line by line in the column at fault, and nothing is saved', async () => {
    const file = studentsFile([
      studentLine({ ...mother }),
      studentLine({ 'Guardian 2 name': 'Ravi Rao', 'Guardian 2 phone': '12345' }),
      studentLine({ ...neighbour, 'Emergency contact email': 'meena@' }),
    ]);
    const before = await databaseFingerprint(w.app.db);
    const answer = await importStudents(w.app, w.admin, file, true);
    expect(answer.report?.committed).toBe(false);
    expect(answer.report?.rows.map((row) => [row.line, row.fate, row.problems])).toEqual([
      [2, 'create', []],
      [
        3,
        'refused',
        [
          { column: 'Guardian 2 relation', message: guardianMessages.relationRequired },
          { column: 'Guardian 2 phone', message: validationMessages.phoneInvalid },
        ],
      ],
      [
        4,
        'refused',
        [{ column: 'Emergency contact email', message: validationMessages.emailInvalid }],
      ],
    ]);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('are written to the students export under the same columns, empty where none', async () => {
    const line = studentLine({ ...mother, Name: 'Exported Guardian' });
    await importStudents(w.app, w.admin, studentsFile([line]), true);
    const [row] = await download(w.app, `/api/students.csv?search=${line['Student ID']}`, w.admin);
    expect(row).toMatchObject({
      'Student ID': line['Student ID'],
      'Balance (₹)': '0',
      'Guardian 1 name': 'Lakshmi Rao',
      'Guardian 1 relation': 'Mother',
      'Guardian 1 phone': '9876543210',
      'Guardian 1 email': 'lakshmi.rao@example.com',
      'Guardian 2 name': '',
      'Emergency contact phone': '',
    });
  });
});
