import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../core/db/schema';
import { appForFile } from '../../../test/app-for-file';
import { bearer, registerAdmin, registerStudent, submitComplaint } from '../../../test/factories';

const w = appForFile(async (app) => ({
  office: await registerAdmin(app, { name: 'Asha Menon' }),
  student: await registerStudent(app, { name: 'Kavya Reddy' }),
}));

const setStatus = (id: string, status: string, resolution?: string) =>
  w.app.inject({
    method: 'PUT',
    url: `/api/complaints/${id}`,
    payload: { status, ...(resolution ? { resolution } : {}) },
    headers: bearer(w.office.token),
  });
const comment = (id: string, token: string, message: string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/complaints/${id}/comments`,
    payload: { message },
    headers: bearer(token),
  });
const entriesAbout = (id: string) =>
  w.app.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, id))
    .orderBy(asc(auditEntries.id));

describe("a complaint's audit entries", () => {
  it('record its submission, each status change and each comment, with who and the complaint before and after', async () => {
    const complaint = await submitComplaint(w.app, w.student.token, { subject: 'Fan not working' });
    expect((await comment(complaint._id, w.student.token, 'Any news?')).statusCode).toBe(201);
    expect((await setStatus(complaint._id, 'In Progress')).statusCode).toBe(200);
    expect((await setStatus(complaint._id, 'Resolved', 'Fan replaced')).statusCode).toBe(200);

    const entries = await entriesAbout(complaint._id);
    expect(
      entries.map((entry) => [entry.action, entry.actorName, entry.actorRole, entry.entityType]),
    ).toEqual([
      ['complaint.create', 'Kavya Reddy', 'student', 'complaint'],
      ['complaint.comment', 'Kavya Reddy', 'student', 'complaint'],
      ['complaint.status', 'Asha Menon', 'admin', 'complaint'],
      ['complaint.status', 'Asha Menon', 'admin', 'complaint'],
    ]);
    const status = (record: unknown) => (record as { status?: string } | null)?.status ?? null;
    expect(entries.map((entry) => [status(entry.before), status(entry.after)])).toEqual([
      [null, 'Open'],
      [null, null],
      ['Open', 'In Progress'],
      ['In Progress', 'Resolved'],
    ]);
    expect(entries[0]?.after).toMatchObject({ subject: 'Fan not working' });
    expect(entries[0]?.after).not.toHaveProperty('comments');
    expect(entries[1]?.after).toMatchObject({ comment: { message: 'Any news?' } });
    expect(entries[3]?.after).toMatchObject({ resolution: 'Fan replaced' });
  });

  it('leaves none for a refused status change or a refused comment', async () => {
    const complaint = await submitComplaint(w.app, w.student.token);
    const other = await registerStudent(w.app);
    expect((await setStatus(complaint._id, 'Closed')).statusCode).toBe(409);
    expect((await comment(complaint._id, other.token, 'Not mine')).statusCode).toBe(404);
    expect((await setStatus(complaint._id, 'Resolved', 'Done')).statusCode).toBe(200);
    expect((await setStatus(complaint._id, 'Closed')).statusCode).toBe(200);
    expect((await comment(complaint._id, w.student.token, 'Thanks')).statusCode).toBe(409);

    expect((await entriesAbout(complaint._id)).map((entry) => entry.action)).toEqual([
      'complaint.create',
      'complaint.status',
      'complaint.status',
    ]);
  });
});
