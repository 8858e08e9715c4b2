import type { AuthResponse } from '@hms/shared/auth';
import { apiMessages } from '@hms/shared/messages';
import type { StaffMember } from '@hms/shared/staff';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { addWarden, createMessManager, createWarden } from '../../test/staff-factories';

/** Mess managers: hostel staff with the role 'mess', added on the Staff page (docs/decisions/064). */
const w = appForFile(async (app) => {
  const office = await registerAdmin(app);
  const hostel = (await createHostel(app, office.token, { type: 'Girls' }))._id;
  return { office, hostel };
});

const get = (url: string, token: string) =>
  w.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a mess manager', () => {
  it('is added on the Staff page, signs in as one, and is audited as one', async () => {
    const added = await addWarden(w.app, w.office.token, [w.hostel], {
      name: 'Gopal Iyer',
      role: 'mess',
    });
    expect(added.data).toMatchObject({
      name: 'Gopal Iyer',
      role: 'mess',
      mustChangePassword: true,
    });
    const login = await w.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: added.input.email, password: added.temporaryPassword },
    });
    expect(login.json<AuthResponse>().user).toMatchObject({ role: 'mess', hostelIds: [w.hostel] });
    const [entry] = await w.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, added.data._id))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'mess.create', entityType: 'mess' });
  });

  it('is refused complaints, the gate and the staff screens, and keeps its own bell', async () => {
    const manager = await createMessManager(w.app, w.office.token, [w.hostel]);
    for (const url of [
      '/api/complaints',
      '/api/settings/service-targets',
      `/api/gate/inside?hostel=${w.hostel}`,
      '/api/gate/residents?search=asha',
      '/api/hostels',
      '/api/admin/students',
      '/api/warden/dashboard',
      '/api/student/dashboard',
    ]) {
      const response = await get(url, manager.token);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toEqual({ success: false, message: apiMessages.forbidden });
    }
    expect((await get('/api/notifications', manager.token)).statusCode).toBe(200);
    expect((await get('/api/mess/plans', manager.token)).statusCode).toBe(200);
  });

  it('is never given a complaint, nor on the list to give one to', async () => {
    const hostel = (await createHostel(w.app, w.office.token, { type: 'Girls' }))._id;
    const room = (await createRoom(w.app, w.office.token, hostel))._id;
    const warden = await createWarden(w.app, w.office.token, [hostel], { name: 'Meena Warden' });
    const manager = await createMessManager(w.app, w.office.token, [hostel]);
    const student = await registerStudent(w.app, { gender: 'Female' });
    await w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student.user._id}/assign-room`,
      payload: { roomId: room },
      headers: bearer(w.office.token),
    });
    const complaint = await submitComplaint(w.app, student.token);
    expect(complaint.assignee).toEqual({ _id: warden.id, name: 'Meena Warden', role: 'warden' });
    const members = (await get('/api/staff', w.office.token)).json<{ data: StaffMember[] }>();
    expect(members.data.map((m) => m._id)).not.toContain(manager.id);
  });
});
