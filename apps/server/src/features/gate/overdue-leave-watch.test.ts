import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../core/db/schema';
import { createNotifyEach } from '../../core/notify/notify-each';
import { appForFile } from '../../test/app-for-file';
import { arrangeGateHostels } from '../../test/gate-factories';
import { dayFromToday } from '../../test/leave-factories';
import type { TestApp } from '../../test/test-app';
import { createGuardianTeller } from '../guardians';
import { announceOverdueLeave } from './overdue-leave-watch';

const w = appForFile(arrangeGateHostels);

/** The watch as the server runs it, with no mail set up: the bell alone. */
const watchOf = (app: TestApp) => ({
  db: app.db,
  notifyEach: createNotifyEach(null),
  tellGuardians: createGuardianTeller(null),
  timeZone: 'Asia/Kolkata',
});

/** A resident who went out on leave that, by now, ended yesterday. */
async function outPastTheirLeave() {
  const student = await w.resident();
  const leave = await w.applied(student.token, { from: dayFromToday(0), to: dayFromToday(0) });
  await w.decide(w.warden.token, leave._id, 'approve');
  await w.scan(w.guard.token, { rollNumber: student.user.studentId });
  await w.app.db.execute(
    sql`update leaves set from_day = ${dayFromToday(-1)}, to_day = ${dayFromToday(-1)}
      where id = ${leave._id}`,
  );
  return student;
}

const overdueBell = (recipient: string) =>
  w.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipient), eq(notifications.kind, 'gate.overdue')));

describe('the overdue leave watch', () => {
  it("tells the hostel's staff once of a student still out after their leave ended", async () => {
    const student = await outPastTheirLeave();
    const watch = () => announceOverdueLeave(watchOf(w.app));
    expect(await watch()).toBe(1);
    expect(await watch()).toBe(0);
    const [line] = await overdueBell(w.warden.id);
    expect(line?.title).toBe(
      `${student.user.name} (${student.user.studentId}) is overdue from leave`,
    );
    expect(await overdueBell(w.otherWarden.id)).toHaveLength(0);
    expect(await overdueBell(w.guard.id)).toHaveLength(0);
    const { residents } = (await w.inside(w.warden.token)).body.data;
    expect(residents.find((r) => r.studentId === student.user._id)?.whereabouts).toBe('overdue');
  });

  it('says nothing of a student who came back, however late', async () => {
    const student = await outPastTheirLeave();
    const back = await w.scan(w.guard.token, {
      rollNumber: student.user.studentId,
      direction: 'in',
    });
    expect(back.body.data.movement.lateMinutes).toBeGreaterThan(0);
    expect(back.body.data.movement.meaning).toMatch(/^Back .* after leave ended$/);
    expect(await announceOverdueLeave(watchOf(w.app))).toBe(0);
  });
});
