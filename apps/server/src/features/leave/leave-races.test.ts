import { leaveMessages as m } from '@hms/shared/leave';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { auditEntries, leaves, notifications } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { arrangeLeaveHostels, dayFromToday } from '../../test/leave-factories';
import { createWarden } from '../../test/staff-factories';
import { testDatabaseUrl } from '../../test/test-database-url';

const w = appForFile(async (app) => {
  const hostels = await arrangeLeaveHostels(app);
  // A second warden of the same hostel, so that two may decide its leave.
  const secondWarden = await createWarden(app, hostels.admin.token, [hostels.hostel]);
  return { ...hostels, secondWarden };
});

/** The student's leaves that hold days: pending or approved. */
const holding = (student: string) =>
  w.app.db
    .select()
    .from(leaves)
    .where(and(eq(leaves.studentId, student), inArray(leaves.status, ['Pending', 'Approved'])));

describe('applications race', () => {
  it('saves exactly one of several overlapping applications sent at once', async () => {
    const student = await w.resident();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        w.apply(student.token, { from: dayFromToday(3 + n), to: dayFromToday(10) }),
      ),
    );
    const saved = answers.filter((answer) => answer.status === 201);
    expect(saved).toHaveLength(1);
    const [kept] = saved.map((answer) => answer.body.data);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.overlaps(kept?.from ?? '', kept?.to ?? ''));
    }
    expect(await holding(student.user._id)).toHaveLength(1);
  });

  it('holds two leaves of a student apart in the database, whoever writes them', async () => {
    const student = await w.resident();
    const first = await w.applied(student.token);
    const insert = (status: string) =>
      w.app.db.execute(sql`insert into leaves
        (student_id, hostel_id, from_day, to_day, destination, reason, contact_phone, status)
        values (${student.user._id}, ${w.hostel}, ${first.to}, ${first.to}, 'x', 'x', '9876501234',
          ${status})`);
    await expect(insert('Approved')).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01', constraint: 'leaves_no_overlap' }),
    });
    // Decided leave holds no days.
    await expect(insert('Rejected')).resolves.toBeDefined();
  });

  it.runIf(testDatabaseUrl)(
    'names the other leave when another writer saves it while this one is being checked',
    async () => {
      const student = await w.resident();
      const from = dayFromToday(20);
      const to = dayFromToday(22);
      // Another writer, without the student's lock, holds an overlapping leave uncommitted: the
      // application's check cannot see it, and its insert waits on the constraint until it commits.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (inserted = resolve));
      const writer = w.app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into leaves
          (student_id, hostel_id, from_day, to_day, destination, reason, contact_phone)
          values (${student.user._id}, ${w.hostel}, ${from}, ${to}, 'x', 'x', '9876501234')`);
        inserted();
        await released;
      });
      await held;
      const applying = w.apply(student.token, { from: dayFromToday(21), to });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await writer;
      const refused = await applying;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.overlaps(from, to));
    },
  );
});

describe('decisions race', () => {
  it('lets one of two wardens decide; the other is told it is decided', async () => {
    const students = await Promise.all([w.resident(), w.resident(), w.resident()]);
    for (const student of students) {
      const leave = await w.applied(student.token);
      const [approve, reject] = await Promise.all([
        w.decide(w.warden.token, leave._id, 'approve'),
        w.decide(w.secondWarden.token, leave._id, 'reject', 'Exams that week'),
      ]);
      const answers = [approve, reject];
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const [lost] = answers.filter((answer) => answer.status !== 200);
      const [won] = answers.filter((answer) => answer.status === 200);
      expect(lost?.status).toBe(409);
      expect(lost?.body.message).toBe(m.notPending(won?.body.data.status ?? ''));
      const decisions = await w.app.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityId, leave._id),
            inArray(auditEntries.action, ['leave.approve', 'leave.reject']),
          ),
        );
      expect(decisions).toHaveLength(1);
      const told = await w.app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, student.user._id),
            eq(notifications.kind, 'leave.decided'),
          ),
        );
      expect(told).toHaveLength(1);
    }
  });

  it('leaves approval and cancellation sent at once in a state both agree with', async () => {
    const students = await Promise.all([w.resident(), w.resident(), w.resident(), w.resident()]);
    for (const student of students) {
      const leave = await w.applied(student.token);
      const [approved, cancelled] = await Promise.all([
        w.decide(w.warden.token, leave._id, 'approve'),
        w.cancel(student.token, leave._id),
      ]);
      // Cancelling before the first day always succeeds; approving after it is refused.
      expect(cancelled.status).toBe(200);
      const [row] = await w.app.db.select().from(leaves).where(eq(leaves.id, leave._id));
      expect(row?.status).toBe('Cancelled');
      const actions = (
        await w.app.db
          .select({ action: auditEntries.action })
          .from(auditEntries)
          .where(eq(auditEntries.entityId, leave._id))
          .orderBy(auditEntries.id)
      ).map((entry) => entry.action);
      const staffTold = await selectRows<{ n: number }>(
        w.app.db,
        sql`select count(*)::int as n from notifications
          where kind = 'leave.cancelled' and title like ${`%${student.input.name}%`}`,
      );
      if (approved.status === 200) {
        expect(actions).toEqual(['leave.apply', 'leave.approve', 'leave.cancel']);
        expect(staffTold[0]?.n).toBeGreaterThan(0);
      } else {
        expect(approved.status).toBe(409);
        expect(approved.body.message).toBe(m.notPending('Cancelled'));
        expect(actions).toEqual(['leave.apply', 'leave.cancel']);
        expect(staffTold[0]?.n).toBe(0);
      }
    }
  });
});
