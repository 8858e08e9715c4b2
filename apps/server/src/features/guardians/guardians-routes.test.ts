import { guardianMessages, NO_CONSENT, type StudentGuardians } from '@hms/shared/guardians';
import { studentMessages, validationMessages } from '@hms/shared/messages';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, guardianConsents, studentContacts } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { registerStudent } from '../../test/factories';
import { arrangeWorld } from '../../test/world';

const w = appForFile(async (app) => ({ world: await arrangeWorld(app) }));

const mother = {
  name: 'Lakshmi Rao',
  relation: 'Mother',
  phone: '9876543210',
  email: 'lakshmi.rao@example.com',
};
const father = { name: 'Ravi Rao', relation: 'Father', phone: '9123456780' };
const neighbour = { name: 'Meena Iyer', relation: 'Neighbour', phone: '9012345678' };
const set = {
  guardians: [mother, father],
  emergencyContact: neighbour,
  consent: { leave: true, lateReturn: false, rollCallAbsence: true, feesDue: false },
};

const put = (token: string, payload: object) =>
  callApi<{ data: StudentGuardians }>(w.app, token, 'PUT', '/student/guardians', payload);
const own = (token: string) =>
  callApi<{ data: StudentGuardians }>(w.app, token, 'GET', '/student/guardians');
const ofStudent = (token: string, id: string) =>
  callApi<{ data: StudentGuardians }>(w.app, token, 'GET', `/admin/students/${id}/guardians`);

/** What is kept of a student, to show that a refused change changed nothing. */
async function kept(studentId: string) {
  const contacts = await w.app.db
    .select()
    .from(studentContacts)
    .where(eq(studentContacts.studentId, studentId))
    .orderBy(studentContacts.slot);
  const consent = await w.app.db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.studentId, studentId));
  return { contacts, consent };
}

describe("a student's guardians (docs/product-rules.md#guardians)", () => {
  it('are none, and nothing consented to, until the student gives them', async () => {
    const student = await registerStudent(w.app);
    expect(await own(student.token)).toEqual({
      status: 200,
      body: {
        success: true,
        data: { guardians: [], emergencyContact: null, consent: NO_CONSENT },
      },
    });
  });

  it('are replaced as a whole by the student, with one audit entry of no contact details', async () => {
    const { a } = w.world;
    const saved = await put(a.token, set);
    const expected = {
      guardians: [mother, { ...father, email: null }],
      emergencyContact: { ...neighbour, email: null },
      consent: set.consent,
    };
    expect(saved).toEqual({ status: 200, body: { success: true, data: expected } });
    expect((await own(a.token)).body.data).toEqual(expected);

    const [entry] = await w.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, a.id), eq(auditEntries.action, 'guardian.update')))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: a.id,
      entityType: 'student',
      entityLabel: `${a.name} (${a.studentId})`,
      before: { consent: NO_CONSENT },
      after: {
        consent: set.consent,
        changed: ['Guardian 1', 'Guardian 2', 'Emergency contact'],
      },
    });
    const trail = JSON.stringify(entry);
    for (const secret of [mother.phone, mother.email, father.phone, neighbour.name]) {
      expect(trail).not.toContain(secret);
    }

    // Fewer next time: the second guardian and the emergency contact go.
    const fewer = await put(a.token, { guardians: [father], emergencyContact: null });
    expect(fewer.body.data).toEqual({
      guardians: [{ ...father, email: null }],
      emergencyContact: null,
      consent: NO_CONSENT,
    });
    expect((await kept(a.id)).contacts.map((row) => row.slot)).toEqual([1]);
  });

  it('are shown to the office and the warden of the hostel, to nobody else', async () => {
    const { a, b, admin, wardenX, wardenY } = w.world;
    await put(a.token, set);
    const byAdmin = await ofStudent(admin.token, a.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.guardians[0]).toEqual(mother);
    expect((await ofStudent(wardenX.token, a.id)).body.data).toEqual(byAdmin.body.data);

    const elsewhere = await ofStudent(wardenY.token, a.id);
    expect(elsewhere).toEqual({
      status: 404,
      body: { success: false, message: studentMessages.notFound },
    });
    // B's own are B's, whatever A keeps.
    expect((await own(b.token)).body.data.guardians).not.toContainEqual(mother);
    const byStudent = await ofStudent(a.token, a.id);
    expect(byStudent.status).toBe(403);
  });

  it('keep long, unicode and hostile text exactly as typed, as text', async () => {
    const student = await registerStudent(w.app);
    const name = `<img src=x onerror=alert(1)>${'श्रीनिवासनरसिंहमूर्ति'.repeat(3)}`.slice(0, 100);
    const saved = await put(student.token, {
      guardians: [{ ...mother, name, relation: '"; drop table students; --' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.guardians[0]).toMatchObject({
      name,
      relation: '"; drop table students; --',
    });
  });

  it.each([
    [{ guardians: [mother, father, neighbour] }, 'guardians', guardianMessages.tooManyGuardians],
    [
      { guardians: [{ ...mother, phone: '98765' }] },
      'guardians.0.phone',
      validationMessages.phoneInvalid,
    ],
    [
      { guardians: [{ ...mother, relation: '' }] },
      'guardians.0.relation',
      guardianMessages.relationRequired,
    ],
    [
      { guardians: [{ ...mother, email: 'lakshmi@' }] },
      'guardians.0.email',
      validationMessages.emailInvalid,
    ],
    [
      { guardians: [{ ...mother, name: 'x'.repeat(101) }] },
      'guardians.0.name',
      validationMessages.nameTooLong,
    ],
    [
      { emergencyContact: { ...neighbour, name: ' ' } },
      'emergencyContact.name',
      validationMessages.nameRequired,
    ],
    [{ emergencyContact: 'Meena' }, 'emergencyContact', guardianMessages.contactInvalid],
    [{ consent: { leave: 'yes' } }, 'consent.leave', guardianMessages.consentInvalid],
  ])('refuse %j with a message on %s and keep what was there', async (payload, path, message) => {
    const { a } = w.world;
    await put(a.token, set);
    const before = await kept(a.id);
    const refused = await put(a.token, payload);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(refused.body.errors).toContainEqual({ path, message });
    expect(await kept(a.id)).toEqual(before);
  });
});
