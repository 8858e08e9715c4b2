import { randomUUID } from 'node:crypto';
import { gateMessages as m } from '@hms/shared/gate';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, leaves } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { arrangeGateHostels } from '../../test/gate-factories';
import { dayFromToday } from '../../test/leave-factories';
import { testConfig } from '../../test/test-app';
import { passCode, passKeyFrom } from './pass-codes';

const w = appForFile(arrangeGateHostels);

describe('a scan at the gate', () => {
  it('records a resident going out by roll number and says they have no leave', async () => {
    const student = await w.resident();
    const answer = await w.scan(w.guard.token, { rollNumber: student.user.studentId ?? '' });
    expect(answer.status).toBe(200);
    const { movement, roomNumber, alreadyRecorded } = answer.body.data;
    expect(movement).toMatchObject({
      direction: 'out',
      studentName: student.user.name,
      recordedBy: 'Raju Guard',
      gate: 'Main gate',
      withoutLeave: true,
      meaning: 'Out without leave',
      attention: true,
    });
    expect(roomNumber).toBeTruthy();
    expect(alreadyRecorded).toBe(false);
    const entries = await w.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'gate.out'), eq(auditEntries.entityId, student.user._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorName).toBe('Raju Guard');
  });

  it("reads the student's live pass, and refuses an old or altered one with a sentence", async () => {
    const student = await w.resident();
    const pass = await w.pass(student.token);
    expect(pass.status).toBe(200);
    expect(new Date(pass.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const scanned = await w.scan(w.guard.token, { code: pass.body.data.code, direction: 'out' });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data.movement.studentId).toBe(student.user._id);

    // A screenshot of a pass shown two minutes ago: signed with the server's key, but old.
    const key = passKeyFrom(testConfig().jwtSecret ?? '');
    const old = passCode(key, student.user._id, new Date(Date.now() - 120_000));
    const expired = await w.scan(w.guard.token, { code: old.code, direction: 'in' });
    expect(expired).toMatchObject({ status: 400, body: { message: m.passExpired } });
    const altered = pass.body.data.code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await w.scan(w.guard.token, { code: altered, direction: 'in' });
    expect(forged).toMatchObject({ status: 400, body: { message: m.passInvalid } });
    expect(await w.recorded(student.user._id)).toHaveLength(1);
  });

  it('records a scan sent twice with one key once', async () => {
    const student = await w.resident();
    const clientKey = randomUUID();
    const scannedAt = new Date(Date.now() - 60_000);
    const first = await w.scan(w.guard.token, {
      rollNumber: student.user.studentId,
      clientKey,
      scannedAt,
    });
    const again = await w.scan(w.guard.token, {
      rollNumber: student.user.studentId,
      clientKey,
      scannedAt,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.alreadyRecorded).toBe(true);
    expect(again.body.data.movement.id).toBe(first.body.data.movement.id);
    expect(await w.recorded(student.user._id)).toHaveLength(1);
  });

  it('records one movement when two guards scan a student within seconds', async () => {
    const student = await w.resident();
    const secondGuard = await w.addGuard();
    const at = Date.now();
    const answers = await Promise.all([
      w.scan(w.guard.token, { rollNumber: student.user.studentId, scannedAt: new Date(at) }),
      w.scan(secondGuard.token, {
        rollNumber: student.user.studentId,
        scannedAt: new Date(at + 3_000),
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.alreadyRecorded).sort()).toEqual([false, true]);
    expect(await w.recorded(student.user._id)).toHaveLength(1);
  });

  it('accepts an "in" with no "out" and a second "out", and flags both', async () => {
    const student = await w.resident();
    const roll = student.user.studentId;
    const inFirst = await w.scan(w.guard.token, {
      rollNumber: roll,
      direction: 'in',
      scannedAt: new Date(Date.now() - 600_000),
    });
    expect(inFirst.body.data.movement).toMatchObject({
      unmatched: 'in-without-out',
      attention: true,
    });
    expect(inFirst.body.data.movement.meaning).toContain('no "out" was recorded');
    await w.scan(w.guard.token, {
      rollNumber: roll,
      direction: 'out',
      scannedAt: new Date(Date.now() - 300_000),
    });
    const twice = await w.scan(w.guard.token, { rollNumber: roll, direction: 'out' });
    expect(twice.body.data.movement.unmatched).toBe('out-twice');
  });

  it('takes approved leave on the way out and completes it on the way back', async () => {
    const student = await w.resident();
    const leave = await w.applied(student.token, { from: dayFromToday(0), to: dayFromToday(2) });
    expect((await w.decide(w.warden.token, leave._id, 'approve')).status).toBe(200);
    // Scanned now: the leave begins today, and a minute ago may have been yesterday.
    const out = await w.scan(w.guard.token, { rollNumber: student.user.studentId });
    expect(out.body.data.movement).toMatchObject({
      leaveId: leave._id,
      withoutLeave: false,
      attention: false,
    });
    expect(out.body.data.movement.meaning).toMatch(/^On approved leave until \d+ \w{3}$/);
    const back = await w.scan(w.guard.token, {
      rollNumber: student.user.studentId,
      direction: 'in',
    });
    expect(back.body.data.movement).toMatchObject({
      leaveId: leave._id,
      meaning: 'Back from leave on time',
    });
    const [kept] = await w.app.db.select().from(leaves).where(eq(leaves.id, leave._id));
    expect(kept?.takenAt).toBeInstanceOf(Date);
    expect(kept?.returnedAt).toBeInstanceOf(Date);
  });
});

describe('a late return', () => {
  it("is flagged with its minutes and told to the hostel's staff", async () => {
    const student = await w.resident();
    // Curfew struck an hour ago, to the minute, in the college's time zone.
    const curfewAt = new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000);
    const curfew = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(curfewAt);
    expect((await w.setCurfew(curfew)).status).toBe(200);
    const roll = student.user.studentId;
    await w.scan(w.guard.token, {
      rollNumber: roll,
      scannedAt: new Date(curfewAt.getTime() - 7_200_000),
    });
    const back = await w.scan(w.guard.token, {
      rollNumber: roll,
      direction: 'in',
      scannedAt: new Date(curfewAt.getTime() + 40 * 60_000),
    });
    expect(back.body.data.movement).toMatchObject({
      lateMinutes: 40,
      meaning: 'Back 40 minutes after curfew',
    });
    expect(await w.lateBell(w.warden.id, student.user.name)).toHaveLength(1);
    expect(await w.lateBell(w.otherWarden.id, student.user.name)).toHaveLength(0);
    await w.setCurfew('22:00');
  });
});

describe('what a scan may not do', () => {
  it("does not find a student outside the guard's hostels", async () => {
    const student = await w.resident();
    const byRoll = await w.scan(w.otherGuard.token, { rollNumber: student.user.studentId });
    expect(byRoll).toMatchObject({
      status: 404,
      body: { message: m.studentNotFound },
    });
    const pass = await w.pass(student.token);
    const byPass = await w.scan(w.otherGuard.token, { code: pass.body.data.code });
    expect(byPass).toMatchObject({ status: 404, body: { message: m.notResident } });
    expect(await w.recorded(student.user._id)).toHaveLength(0);
  });

  it('refuses a scan dated ahead, or with nobody, with a sentence, and saves nothing', async () => {
    const student = await w.resident();
    const ahead = await w.scan(w.guard.token, {
      rollNumber: student.user.studentId,
      scannedAt: new Date(Date.now() + 3_600_000),
    });
    expect(ahead).toMatchObject({ status: 400, body: { message: m.scannedInFuture } });
    const nobody = await w.scan(w.guard.token, {});
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors?.[0]?.message).toBe(m.whoRequired);
    expect(await w.recorded(student.user._id)).toHaveLength(0);
  });

  it('gives a student without a room no pass', async () => {
    const homeless = await w.unhoused();
    expect(await w.pass(homeless.token)).toMatchObject({
      status: 409,
      body: { message: m.noRoom },
    });
  });

  it('never lets a recorded movement be changed, whoever writes', async () => {
    const student = await w.resident();
    await w.scan(w.guard.token, { rollNumber: student.user.studentId });
    await expect(
      w.app.db.execute(
        sql`update gate_movements set gate = 'Back gate' where student_id = ${student.user._id}`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'HMS10' }) });
  });
});
