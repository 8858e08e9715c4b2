import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';

const w = appForFile(async (app) => {
  const office = await registerAdmin(app, { name: 'Asha Menon' });
  const girls = await createHostel(app, office.token, { name: 'Kaveri Hostel', type: 'Girls' });
  return { office, girls: girls._id };
});

const assign = (studentId: string, roomId: string) =>
  w.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${studentId}/assign-room`,
    payload: { roomId },
    headers: bearer(w.office.token),
  });
const unassign = (studentId: string) =>
  w.app.inject({
    method: 'DELETE',
    url: `/api/admin/students/${studentId}/room`,
    headers: bearer(w.office.token),
  });
/** The entries about a student after their own sign-up's. */
const entriesAbout = (studentId: string) =>
  w.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, studentId), ne(auditEntries.action, 'student.register')))
    .orderBy(asc(auditEntries.id));

describe('a bed assignment keeps its audit entry', () => {
  it('records an assignment, a move and a freed bed, each with who did it and the student before and after', async () => {
    const first = await createRoom(w.app, w.office.token, w.girls, { roomNumber: 'A-101' });
    const second = await createRoom(w.app, w.office.token, w.girls, { roomNumber: 'A-102' });
    const student = (await registerStudent(w.app, { gender: 'Female', name: 'Kavya Reddy' })).user;

    expect((await assign(student._id, first._id)).statusCode).toBe(200);
    expect((await assign(student._id, second._id)).statusCode).toBe(200);
    expect((await unassign(student._id)).statusCode).toBe(200);

    const entries = await entriesAbout(student._id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'student.assign',
      'student.move',
      'student.unassign',
    ]);
    const roomOf = (record: unknown) =>
      (record as { room: { roomNumber: string } | null }).room?.roomNumber ?? null;
    expect(entries.map((entry) => [roomOf(entry.before), roomOf(entry.after)])).toEqual([
      [null, 'A-101'],
      ['A-101', 'A-102'],
      ['A-102', null],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: w.office.user._id,
        actorRole: 'admin',
        actorName: 'Asha Menon',
        entityType: 'student',
        before: { name: 'Kavya Reddy' },
      });
      expect(JSON.stringify(entry)).not.toMatch(/password/i);
    }
  });

  it('writes none for a refused assignment, nor for one that changes nothing', async () => {
    const single = await createRoom(w.app, w.office.token, w.girls, { type: 'Single' });
    const resident = (await registerStudent(w.app, { gender: 'Female' })).user;
    const refused = (await registerStudent(w.app, { gender: 'Female' })).user;
    const roomless = (await registerStudent(w.app, { gender: 'Female' })).user;
    expect((await assign(resident._id, single._id)).statusCode).toBe(200);

    expect((await assign(refused._id, single._id)).statusCode).toBe(409);
    expect((await assign(resident._id, single._id)).statusCode).toBe(200);
    expect((await unassign(roomless._id)).statusCode).toBe(200);

    expect(await entriesAbout(refused._id)).toEqual([]);
    expect(await entriesAbout(roomless._id)).toEqual([]);
    expect((await entriesAbout(resident._id)).map((entry) => entry.action)).toEqual([
      'student.assign',
    ]);
  });
});
