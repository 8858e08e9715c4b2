import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostels, students } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { bearer, createHostel, createRoom, registerStudent } from '../../test/factories';
import { lockHostel } from '../hostels/hostels-repository';

const w = appForFile(withAdmin);

describe('an assignment racing a change of hostel type', () => {
  it('reads the type the hostel has once its room is locked', async () => {
    const hostel = await createHostel(w.app, w.admin, { type: 'Boys' });
    const room = await createRoom(w.app, w.admin, hostel._id);
    const rahul = await registerStudent(w.app, { gender: 'Male', name: 'Rahul Verma' });

    // A hostel update holds its locks and has not changed the type yet...
    let letUpdateFinish: () => void = () => {};
    const held = new Promise<void>((resolve) => (letUpdateFinish = resolve));
    let locked: () => void = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const update = w.app.db.transaction(async (tx) => {
      const current = await lockHostel(tx, hostel._id);
      expect(current?.residents).toBe(0);
      locked();
      await held;
      await tx.update(hostels).set({ type: 'Girls' }).where(eq(hostels.id, hostel._id));
    });
    await lockTaken;

    // ...when a Boys-hostel assignment arrives; it must not go through on the old type.
    const assignment = w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${rahul.user._id}/assign-room`,
      payload: { roomId: room._id },
      headers: bearer(w.admin),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    letUpdateFinish();
    await update;

    const response = await assignment;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('is a Girls hostel');
    const [row] = await w.app.db
      .select({ roomId: students.roomId })
      .from(students)
      .where(eq(students.id, rahul.user._id));
    expect(row?.roomId).toBeNull();
  });
});
