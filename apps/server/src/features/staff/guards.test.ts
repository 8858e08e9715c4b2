import type { AuthResponse } from '@hms/shared/auth';
import { apiMessages, complaintMessages, staffMessages } from '@hms/shared/messages';
import type { StaffMember, Warden } from '@hms/shared/staff';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../core/db/schema';
import type { TokenPayload } from '../../core/http/request-account';
import { appForFile } from '../../test/app-for-file';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { addWarden, createGuard, createWarden } from '../../test/staff-factories';

/** Guards: hostel staff with the role 'guard', added on the Staff page (docs/decisions/062). */
const w = appForFile(async (app) => {
  const office = await registerAdmin(app);
  const hostel = (await createHostel(app, office.token, { type: 'Girls' }))._id;
  const room = (await createRoom(app, office.token, hostel, { type: 'Triple' }))._id;
  return { office, hostel, room };
});

const signIn = (email: string, password: string) =>
  w.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

const get = (url: string, token: string) =>
  w.app.inject({ method: 'GET', url, headers: bearer(token) });

async function staffList(): Promise<Warden[]> {
  return (await get('/api/wardens', w.office.token)).json<{ data: Warden[] }>().data;
}

/** The newest audit entry of the record. */
async function lastEntryOf(id: string) {
  const [entry] = await w.app.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, id))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return entry;
}

/** The claims of a token the server signed. */
function claimsOf(token: string): TokenPayload {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenPayload;
}

describe('a new guard', () => {
  it('is added on the Staff page with the role, listed as a guard, and audited as one', async () => {
    const added = await addWarden(w.app, w.office.token, [w.hostel], {
      name: 'Raju Thapa',
      role: 'guard',
    });
    expect(added.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(added.data).toMatchObject({
      name: 'Raju Thapa',
      role: 'guard',
      mustChangePassword: true,
      hostels: [{ _id: w.hostel }],
    });
    // Without a role, a warden, as the Staff page always added.
    const warden = await addWarden(w.app, w.office.token, [w.hostel], { name: 'Meena Iyer' });
    expect(warden.data.role).toBe('warden');
    const listed = await staffList();
    expect(listed.find((s) => s._id === added.data._id)?.role).toBe('guard');
    expect(listed.find((s) => s._id === warden.data._id)?.role).toBe('warden');
    expect(JSON.stringify(listed)).not.toContain(added.temporaryPassword);

    expect(await lastEntryOf(added.data._id)).toMatchObject({
      action: 'guard.create',
      entityType: 'guard',
      after: { name: 'Raju Thapa', role: 'guard' },
    });
    expect(await lastEntryOf(warden.data._id)).toMatchObject({
      action: 'warden.create',
      entityType: 'warden',
    });
  });

  it('is refused a role that is not a warden or a guard', async () => {
    const response = await w.app.inject({
      method: 'POST',
      url: '/api/wardens',
      payload: {
        name: 'Somebody Else',
        email: 'somebody.else@college.edu',
        phone: '9876512345',
        hostelIds: [w.hostel],
        role: 'admin',
      },
      headers: bearer(w.office.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'role', message: staffMessages.roleInvalid }],
    });
    expect(JSON.stringify(await staffList())).not.toContain('somebody.else@college.edu');
  });

  it('signs in on the Admin tab as a guard and must replace the temporary password first', async () => {
    const added = await addWarden(w.app, w.office.token, [w.hostel], { role: 'guard' });
    const login = await signIn(added.input.email, added.temporaryPassword);
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json<AuthResponse>();
    expect(user).toMatchObject({ role: 'guard', hostelIds: [w.hostel], mustChangePassword: true });
    expect(claimsOf(token).role).toBe('guard');

    const refused = await get('/api/notifications', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: staffMessages.mustChangePassword });
    expect((await get('/api/auth/me', token)).json().data).toMatchObject({ role: 'guard' });

    const changed = await w.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: added.temporaryPassword, newPassword: 'gate-keeper-of-mine' },
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<AuthResponse>();
    expect(fresh.user).toMatchObject({ role: 'guard', mustChangePassword: false });
    expect((await get('/api/notifications', fresh.token)).statusCode).toBe(200);
    expect(await lastEntryOf(added.data._id)).toMatchObject({
      action: 'guard.credentials',
      entityType: 'guard',
      actorRole: 'guard',
    });
  });

  it('keeps its role when edited, and is deleted as a guard', async () => {
    const guard = await createGuard(w.app, w.office.token, [w.hostel]);
    const spare = (await createHostel(w.app, w.office.token))._id;
    const edited = await w.app.inject({
      method: 'PUT',
      url: `/api/wardens/${guard.id}`,
      // A role sent with an edit changes nothing: a guard stays a guard.
      payload: {
        name: guard.name,
        email: guard.email,
        phone: '9876500001',
        hostelIds: [spare],
        isActive: true,
        role: 'warden',
      },
      headers: bearer(w.office.token),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ role: 'guard', hostels: [{ _id: spare }] });
    expect(await lastEntryOf(guard.id)).toMatchObject({
      action: 'guard.update',
      before: { role: 'guard' },
      after: { role: 'guard' },
    });
    // The change of hostels is the guard's next call's scope.
    expect((await get('/api/auth/me', guard.token)).json().data.hostelIds).toEqual([spare]);

    const deleted = await w.app.inject({
      method: 'DELETE',
      url: `/api/wardens/${guard.id}`,
      headers: bearer(w.office.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await lastEntryOf(guard.id)).toMatchObject({
      action: 'guard.delete',
      entityType: 'guard',
    });
    expect((await get('/api/auth/me', guard.token)).statusCode).toBe(401);
  });

  it("gets a temporary password from the office as a warden does, audited as a guard's", async () => {
    const guard = await createGuard(w.app, w.office.token, [w.hostel]);
    const set = await w.app.inject({
      method: 'POST',
      url: `/api/admin/wardens/${guard.id}/temporary-password`,
      payload: { password: 'office-gave-this-7' },
      headers: bearer(w.office.token),
    });
    expect(set.statusCode).toBe(200);
    expect(await lastEntryOf(guard.id)).toMatchObject({
      action: 'guard.reset',
      entityType: 'guard',
    });
    // The sessions they had end; the new sign-in is on a temporary password again.
    expect((await get('/api/auth/me', guard.token)).statusCode).toBe(401);
    const login = await signIn(guard.email, 'office-gave-this-7');
    expect(login.json<AuthResponse>().user).toMatchObject({
      role: 'guard',
      mustChangePassword: true,
    });
  });
});

describe('a guard at work', () => {
  it('is refused complaints, the staff screens and the students’ own, with 403', async () => {
    const guard = await createGuard(w.app, w.office.token, [w.hostel]);
    const refusedGets = [
      '/api/complaints',
      '/api/complaints.csv',
      '/api/settings/service-targets',
      '/api/hostels',
      '/api/rooms',
      '/api/admin/students',
      '/api/staff',
      '/api/wardens',
      '/api/warden/dashboard',
      '/api/admin/dashboard',
      '/api/leaves',
      '/api/notices',
      '/api/student/dashboard',
      '/api/student/profile',
    ];
    for (const url of refusedGets) {
      const response = await get(url, guard.token);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toEqual({ success: false, message: apiMessages.forbidden });
    }
    const writes = [
      { method: 'POST', url: '/api/complaints', payload: { subject: 'x' } },
      { method: 'POST', url: '/api/wardens', payload: {} },
    ] as const;
    for (const write of writes) {
      const response = await w.app.inject({ ...write, headers: bearer(guard.token) });
      expect([write.url, response.statusCode]).toEqual([write.url, 403]);
    }
    // Their own session and bell they have.
    expect((await get('/api/auth/me', guard.token)).statusCode).toBe(200);
    expect((await get('/api/notifications', guard.token)).statusCode).toBe(200);
    expect((await get('/api/notifications/unread-count', guard.token)).statusCode).toBe(200);
  });

  it('is never given complaints, nor hears of them, nor is on the list to give them to', async () => {
    const hostel = (await createHostel(w.app, w.office.token, { type: 'Girls' }))._id;
    const room = (await createRoom(w.app, w.office.token, hostel))._id;
    const warden = await createWarden(w.app, w.office.token, [hostel], { name: 'Meena Warden' });
    const guard = await createGuard(w.app, w.office.token, [hostel], { name: 'Raju Guard' });
    const student = await registerStudent(w.app, { gender: 'Female' });
    await w.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student.user._id}/assign-room`,
      payload: { roomId: room },
      headers: bearer(w.office.token),
    });

    // The hostel's one warden takes a new complaint: its guard does not count.
    const complaint = await submitComplaint(w.app, student.token);
    expect(complaint.assignee).toEqual({ _id: warden.id, name: 'Meena Warden', role: 'warden' });

    const members = (await get('/api/staff', w.office.token)).json<{ data: StaffMember[] }>();
    expect(members.data.map((m) => m._id)).toContain(warden.id);
    expect(members.data.map((m) => m._id)).not.toContain(guard.id);
    const assigned = await w.app.inject({
      method: 'PUT',
      url: `/api/complaints/${complaint._id}/assignee`,
      payload: { assigneeId: guard.id },
      headers: bearer(w.office.token),
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().message).toBe(complaintMessages.assigneeNotStaff);

    const bell = await get('/api/notifications', guard.token);
    expect(bell.json<{ data: unknown[] }>().data).toEqual([]);
    const wardenBell = await get('/api/notifications', warden.token);
    expect(wardenBell.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });
});

describe("a session's role", () => {
  it("is the account's: a warden's token is not a guard's, nor a guard's a warden's", async () => {
    const warden = await createWarden(w.app, w.office.token, [w.hostel]);
    const guard = await createGuard(w.app, w.office.token, [w.hostel]);
    // Correctly signed, current tokens, with the other role of the same table.
    const as = (token: string, role: 'warden' | 'guard') => {
      const { sub, sv } = claimsOf(token);
      return w.app.jwt.sign({ sub, role, ...(sv === undefined ? {} : { sv }) });
    };
    expect((await get('/api/auth/me', as(warden.token, 'warden'))).statusCode).toBe(200);
    for (const token of [as(warden.token, 'guard'), as(guard.token, 'warden')]) {
      const response = await get('/api/auth/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: apiMessages.sessionExpired });
    }
    // Nor may the forged one change the password of the account it names.
    const change = await w.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: warden.password, newPassword: 'not-mine-to-set-9' },
      headers: bearer(as(warden.token, 'guard')),
    });
    expect(change.statusCode).toBe(401);
    const [row] = await w.app.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, warden.id), eq(auditEntries.actorRole, 'guard')));
    expect(row).toBeUndefined();
  });
});
