import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let office: Awaited<ReturnType<typeof registerAdmin>>;
let girls: string;
beforeAll(async () => {
  app = await createTestApp();
  office = await registerAdmin(app, { name: 'Asha Menon' });
  girls = (await createHostel(app, office.token, { name: 'Kaveri Hostel', type: 'Girls' }))._id;
});
afterAll(async () => {
  await app.close();
});

const assign = (studentId: string, roomId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/students/${studentId}/assign-room`,
    payload: { roomId },
    headers: bearer(office.token),
  });
const unassign = (studentId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/admin/students/${studentId}/room`,
    headers: bearer(office.token),
  });
/** The entries about a student after their own sign-up's. */
const entriesAbout = (studentId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, studentId), ne(auditEntries.action, 'student.register')))
    .orderBy(asc(auditEntries.id));

describe('a bed assignment keeps its audit entry', () => {
  it('records an assignment, a move and a freed bed, each with who did it and the student before and after', async () => {
    const first = await createRoom(app, office.token, girls, { roomNumber: 'A-101' });
    const second = await createRoom(app, office.token, girls, { roomNumber: 'A-102' });
    const student = (await registerStudent(app, { gender: 'Female', name: 'Kavya Reddy' })).user;

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
        actorId: office.user._id,
        actorRole: 'admin',
        actorName: 'Asha Menon',
        entityType: 'student',
        before: { name: 'Kavya Reddy' },
      });
      expect(JSON.stringify(entry)).not.toMatch(/password/i);
    }
  });

  it('writes none for a refused assignment, nor for one that changes nothing', async () => {
    const single = await createRoom(app, office.token, girls, { type: 'Single' });
    const resident = (await registerStudent(app, { gender: 'Female' })).user;
    const refused = (await registerStudent(app, { gender: 'Female' })).user;
    const roomless = (await registerStudent(app, { gender: 'Female' })).user;
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
