import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { createHostel, createRoom, placeStudentInRoom, registerAdmin } from '../../test/factories';
import { appliedLeave, buildLeaveInput, dayFromToday } from '../../test/leave-factories';
import { outboxRows } from '../../test/outbox-rows';
import type { TestApp } from '../../test/test-app';
import { createGuardianTeller } from './guardian-teller';

// Mail is set up, so messages are queued; no sender runs in tests, so they stay in the outbox.
const mail = { smtpUrl: 'smtp://localhost:2525', from: 'Hostel <no-reply@localhost>' };
const w = appForFile(
  async (app: TestApp) => {
    const admin = (await registerAdmin(app)).token;
    const hostel = await createHostel(app, admin, { type: 'Girls' });
    return { admin, hostel: hostel._id };
  },
  { config: { mail: { ...mail, maxAttempts: 8, retryBaseMs: 30_000 } } },
);

const mother = { name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' };
let day = 5;

/** A resident, in a room of their own, who keeps these guardians and consents as given. */
async function residentWith(guardians: object[], consent: object) {
  const room = await createRoom(w.app, w.admin, w.hostel, { type: 'Single' });
  const student = await placeStudentInRoom(w.app, w.admin, room._id);
  const saved = await callApi(w.app, student.token, 'PUT', '/student/guardians', {
    guardians,
    consent,
  });
  expect(saved.status).toBe(200);
  return student;
}

/**
 * What a call queued for guardians (every one of them is at example.com; the office's bell mail
 * goes to college.edu) and recorded as told, after `then`.
 */
async function since(then: { outbox: number; entry: number }) {
  const queued = (await outboxRows(w.app.db)).filter(
    (row) => row.id > then.outbox && row.to_address.endsWith('@example.com'),
  );
  const told = await w.app.db
    .select()
    .from(auditEntries)
    .where(and(gt(auditEntries.id, then.entry), eq(auditEntries.action, 'guardian.told')));
  return { queued, told };
}

async function now() {
  const rows = await outboxRows(w.app.db);
  const [last] = await w.app.db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .orderBy(auditEntries.id)
    .then((all) => all.slice(-1));
  return { outbox: rows.at(-1)?.id ?? 0, entry: last?.id ?? 0 };
}

const nextDays = () => {
  day += 3;
  return { from: dayFromToday(day), to: dayFromToday(day + 1) };
};

describe("a student's guardians are told of leave (docs/product-rules.md#guardians)", () => {
  it('not at all while the student does not consent', async () => {
    const student = await residentWith([{ ...mother, email: 'lakshmi@example.com' }], {
      leave: false,
      feesDue: true,
    });
    const then = await now();
    const leave = await appliedLeave(w.app, student.token, nextDays());
    await callApi(w.app, w.admin, 'POST', `/leaves/${leave._id}/approve`, {});
    const { queued, told } = await since(then);
    expect(queued.filter((row) => row.to_address === 'lakshmi@example.com')).toEqual([]);
    expect(told).toEqual([]);
  });

  it('once per guardian with an e-mail, each message an audit entry naming its topic', async () => {
    const student = await residentWith(
      [
        { ...mother, email: 'lakshmi@example.com' },
        { name: 'Ravi Rao', relation: 'Father', phone: '9123456780' },
      ],
      { leave: true },
    );
    const then = await now();
    const leave = await appliedLeave(w.app, student.token, nextDays());
    const applied = await since(then);
    expect(applied.queued).toEqual([
      expect.objectContaining({
        to_address: 'lakshmi@example.com',
        subject: expect.stringContaining(`${student.input.name} applied for leave`),
        status: 'pending',
      }),
    ]);
    expect(applied.told).toEqual([
      expect.objectContaining({
        actorId: student.user._id,
        entityId: student.user._id,
        entityLabel: `${student.input.name} (${student.input.studentId})`,
        after: { topic: 'leave', guardian: 'Guardian 1' },
      }),
    ]);
    // The reason was written for the office, and the message body is the outbox's, not the trail's.
    const body = JSON.stringify(applied.told);
    expect(body).not.toContain(buildLeaveInput().reason);
    expect(body).not.toContain('lakshmi@example.com');

    const decided = await now();
    await callApi(w.app, w.admin, 'POST', `/leaves/${leave._id}/reject`, { note: 'Exams' });
    const rejected = await since(decided);
    expect(rejected.queued.map((row) => [row.to_address, row.subject])).toEqual([
      ['lakshmi@example.com', expect.stringContaining('was rejected')],
    ]);
    expect(rejected.told).toHaveLength(1);
  });

  it('to both guardians when both have an e-mail, never to the emergency contact', async () => {
    const room = await createRoom(w.app, w.admin, w.hostel, { type: 'Single' });
    const student = await placeStudentInRoom(w.app, w.admin, room._id);
    await callApi(w.app, student.token, 'PUT', '/student/guardians', {
      guardians: [
        { ...mother, email: 'mother@example.com' },
        { ...mother, name: 'Ravi Rao', email: 'father@example.com' },
      ],
      emergencyContact: { ...mother, name: 'Meena Iyer', email: 'meena@example.com' },
      consent: { leave: true },
    });
    const then = await now();
    await appliedLeave(w.app, student.token, nextDays());
    const { queued, told } = await since(then);
    expect(queued.map((row) => row.to_address)).toEqual([
      'mother@example.com',
      'father@example.com',
    ]);
    expect(told.map((entry) => entry.after)).toEqual([
      { topic: 'leave', guardian: 'Guardian 1' },
      { topic: 'leave', guardian: 'Guardian 2' },
    ]);
  });

  it('by nothing when e-mail is not set up, as every other message', async () => {
    const student = await residentWith([{ ...mother, email: 'nomail@example.com' }], {
      leave: true,
    });
    const then = await now();
    const told = await w.app.db.transaction((tx) =>
      createGuardianTeller(null)(tx, {
        actor: { _id: student.user._id, role: 'student', name: student.input.name },
        studentId: student.user._id,
        topic: 'leave',
        subject: 'Leave',
        text: 'Away',
      }),
    );
    expect(told).toBe(0);
    expect(await since(then)).toEqual({ queued: [], told: [] });
  });

  it('goes with the student: deleting them deletes what their guardians were sent of them', async () => {
    const student = await residentWith([{ ...mother, email: 'forgotten@example.com' }], {
      leave: true,
    });
    await appliedLeave(w.app, student.token, nextDays());
    const toGuardian = async () =>
      (await outboxRows(w.app.db)).filter((row) => row.to_address === 'forgotten@example.com');
    expect(await toGuardian()).toHaveLength(1);
    const deleted = await callApi(w.app, w.admin, 'DELETE', `/admin/students/${student.user._id}`);
    expect(deleted.status).toBe(200);
    expect(await toGuardian()).toEqual([]);
  });
});
