import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createRoom, registerAdmin, registerStudent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Caller } from '../auth/caller';
import { attemptAssignment, findStudent, freeBed } from './students-repository';

let app: TestApp;
let token: string;
let caller: Caller;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  token = admin.token;
  caller = { _id: admin.user._id, role: 'admin', confirm: async () => {} };
});
afterAll(async () => {
  await app.close();
});

async function girlsRoom(capacityOf: 'Single' | 'Double' = 'Single') {
  const hostel = await createHostel(app, token, { type: 'Girls' });
  const room = await createRoom(app, token, hostel._id, { type: capacityOf });
  return { hostel, room };
}

/** One statement moves the student or, refused, says how it found the student and the room. */
describe('attemptAssignment', () => {
  it('gives the moved student exactly as a read after the move does', async () => {
    const { hostel, room } = await girlsRoom();
    const priya = await registerStudent(app, { gender: 'Female', name: 'Priya Nair' });

    const attempt = await attemptAssignment(app.db, caller, priya.user._id, { roomId: room._id });

    const after = await findStudent(app.db, priya.user._id);
    expect(attempt).toEqual({ moved: after });
    expect(after).toMatchObject({ roomId: room._id, hostelId: hostel._id, name: 'Priya Nair' });
  });

  it('refuses a full room and shows it full, in the same answer', async () => {
    const { room } = await girlsRoom();
    const first = await registerStudent(app, { gender: 'Female' });
    await attemptAssignment(app.db, caller, first.user._id, { roomId: room._id });
    const second = await registerStudent(app, { gender: 'Female', name: 'Ananya Iyer' });

    const attempt = await attemptAssignment(app.db, caller, second.user._id, { roomId: room._id });

    expect(attempt).toEqual({
      moved: undefined,
      look: {
        student: { name: 'Ananya Iyer', gender: 'Female', isActive: true, roomId: null },
        room: expect.objectContaining({ roomNumber: room.roomNumber, capacity: 1, residents: 1 }),
        callerExists: true,
      },
    });
    expect((await findStudent(app.db, second.user._id))?.roomId).toBeNull();
  });

  it('refuses a student of the wrong gender and shows the hostel type it found', async () => {
    const { room } = await girlsRoom();
    const rahul = await registerStudent(app, { gender: 'Male' });

    const attempt = await attemptAssignment(app.db, caller, rahul.user._id, { roomId: room._id });

    expect(attempt?.moved).toBeUndefined();
    expect(attempt && !attempt.moved && attempt.look.room?.hostelType).toBe('Girls');
    expect((await findStudent(app.db, rahul.user._id))?.roomId).toBeNull();
  });

  it('shows no room for an unknown room, and nothing for an unknown student', async () => {
    const student = await registerStudent(app, { gender: 'Female' });
    const { room } = await girlsRoom();

    const noRoom = await attemptAssignment(app.db, caller, student.user._id, {
      roomId: randomUUID(),
    });
    const noStudent = await attemptAssignment(app.db, caller, randomUUID(), { roomId: room._id });

    expect(noRoom).toMatchObject({ moved: undefined, look: { room: undefined } });
    expect(noStudent).toBeUndefined();
  });

  it('moves nobody for an administrator whose account is gone, and says so', async () => {
    const { room } = await girlsRoom('Double');
    const student = await registerStudent(app, { gender: 'Female' });

    const attempt = await attemptAssignment(
      app.db,
      { _id: randomUUID(), role: 'admin', confirm: async () => {} },
      student.user._id,
      { roomId: room._id },
    );

    expect(attempt).toMatchObject({ moved: undefined, look: { callerExists: false } });
    expect((await findStudent(app.db, student.user._id))?.roomId).toBeNull();
  });
});

/** One statement frees the bed, or says the student is not there or the caller is gone. */
describe('freeBed', () => {
  it('answers the student without a room, exactly as a read after it does', async () => {
    const { room } = await girlsRoom();
    const meera = await registerStudent(app, { gender: 'Female', name: 'Meera Pillai' });
    await attemptAssignment(app.db, caller, meera.user._id, { roomId: room._id });

    const freed = await freeBed(app.db, caller, meera.user._id);

    const after = await findStudent(app.db, meera.user._id);
    expect(freed).toEqual({ student: after, callerExists: true });
    expect(after).toMatchObject({ roomId: null, hostelId: null, name: 'Meera Pillai' });
  });

  it('leaves a student without a room as they were', async () => {
    const student = await registerStudent(app, { gender: 'Female' });
    const before = await findStudent(app.db, student.user._id);

    const freed = await freeBed(app.db, caller, student.user._id);

    expect(freed).toEqual({ student: before, callerExists: true });
  });

  it('frees nothing for an administrator whose account is gone, and says so', async () => {
    const { room } = await girlsRoom();
    const student = await registerStudent(app, { gender: 'Female' });
    await attemptAssignment(app.db, caller, student.user._id, { roomId: room._id });

    const freed = await freeBed(
      app.db,
      { _id: randomUUID(), role: 'admin', confirm: async () => {} },
      student.user._id,
    );

    expect(freed?.callerExists).toBe(false);
    expect((await findStudent(app.db, student.user._id))?.roomId).toBe(room._id);
  });

  it('answers nothing for an unknown student', async () => {
    expect(await freeBed(app.db, caller, randomUUID())).toBeUndefined();
  });
});
