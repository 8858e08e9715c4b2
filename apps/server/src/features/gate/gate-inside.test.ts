import { gateMessages as m } from '@hms/shared/gate';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, studentContacts } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { download } from '../../test/csv-downloads';
import { arrangeGateHostels } from '../../test/gate-factories';
import { dayFromToday } from '../../test/leave-factories';

const w = appForFile(async (app) => {
  const gate = await arrangeGateHostels(app);
  // Four residents: one stays in, one goes out without leave, one leaves on approved leave,
  // one is on approved leave that began today with no movement yet.
  const [stays, wanders, travels, away] = [
    await gate.resident(),
    await gate.resident(),
    await gate.resident(),
    await gate.resident(),
  ];
  await gate.scan(gate.guard.token, {
    rollNumber: wanders.user.studentId,
    scannedAt: new Date(Date.now() - 60_000),
  });
  for (const student of [travels, away]) {
    const leave = await gate.applied(student.token, { from: dayFromToday(0), to: dayFromToday(3) });
    await gate.decide(gate.warden.token, leave._id, 'approve');
  }
  // Scanned now: the leave begins today, and minutes ago may have been yesterday.
  await gate.scan(gate.guard.token, { rollNumber: travels.user.studentId });
  await app.db.insert(studentContacts).values({
    studentId: stays.user._id,
    slot: 1,
    name: 'Meera Nair',
    relation: 'Mother',
    phone: '9876512345',
  });
  return { ...gate, stays, wanders, travels, away };
});

describe('who is inside now', () => {
  it('counts and lists each resident by where their movements and leave put them', async () => {
    const answer = await w.inside(w.warden.token);
    expect(answer.status).toBe(200);
    const { counts, residents } = answer.body.data;
    const where = Object.fromEntries(residents.map((r) => [r.studentId, r.whereabouts]));
    expect(where[w.stays.user._id]).toBe('inside');
    expect(where[w.wanders.user._id]).toBe('outWithoutLeave');
    expect(where[w.travels.user._id]).toBe('onLeave');
    expect(where[w.away.user._id]).toBe('onLeave');
    expect(counts).toMatchObject({ outWithoutLeave: 1, onLeave: 2 });
    expect(counts.inside + counts.onLeave + counts.outWithoutLeave + counts.overdue).toBe(
      residents.length,
    );
    const stays = residents.find((r) => r.studentId === w.stays.user._id);
    expect(stays?.guardians).toEqual([
      { name: 'Meera Nair', relation: 'Mother', phone: '9876512345' },
    ]);
  });

  it("gives the dashboards the same counts, over the reader's hostels", async () => {
    const { counts } = (await w.inside(w.warden.token)).body.data;
    const warden = await w.call<{ data: { gate: unknown } }>(
      w.warden.token,
      'GET',
      '/warden/dashboard',
    );
    expect(warden.body.data.gate).toEqual(counts);
    const other = await w.call<{ data: { gate: unknown } }>(
      w.otherWarden.token,
      'GET',
      '/warden/dashboard',
    );
    expect(other.body.data.gate).toEqual({ inside: 0, onLeave: 0, outWithoutLeave: 0, overdue: 0 });
    const office = await w.call<{ data: { gate: { onLeave: number } } }>(
      w.admin.token,
      'GET',
      '/admin/dashboard',
    );
    expect(office.body.data.gate.onLeave).toBe(counts.onLeave);
  });

  it('lists rooms in order', async () => {
    const { residents } = (await w.inside(w.admin.token)).body.data;
    const rooms = residents.map((r) => r.roomNumber);
    const ordered = [...rooms].sort((a, b) => a.length - b.length || a.localeCompare(b));
    expect(rooms).toEqual(ordered);
  });

  it("is a warden's for their own hostels only", async () => {
    const other = await w.inside(w.otherWarden.token);
    expect(other).toMatchObject({ status: 404, body: { message: m.hostelNotFound } });
  });

  it('downloads as CSV with the same rows', async () => {
    const rows = await download(w.app, `/api/gate/inside.csv?hostel=${w.hostel}`, w.warden.token);
    const json = (await w.inside(w.warden.token)).body.data.residents;
    expect(rows.map((row) => row['Roll number'])).toEqual(json.map((r) => r.rollNumber));
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Room',
      'Name',
      'Roll number',
      'Where',
      'Since',
      'Leave until',
      'Phone',
      'Guardians',
    ]);
    const wanders = rows.find((row) => row['Roll number'] === w.wanders.user.studentId);
    expect(wanders?.Where).toBe('Out without leave');
    const stays = rows.find((row) => row['Roll number'] === w.stays.user.studentId);
    expect(stays?.Guardians).toBe('Meera Nair (Mother) 9876512345');
  });
});

describe("a guard's residents", () => {
  it('finds the students of their hostels by name or roll number, with leave today', async () => {
    type Residents = { data: { studentId: string; onLeaveUntil: string | null }[] };
    const byRoll = await w.call<Residents>(
      w.guard.token,
      'GET',
      `/gate/residents?search=${encodeURIComponent(w.away.user.studentId ?? '')}`,
    );
    expect(byRoll.status).toBe(200);
    expect(byRoll.body.data).toEqual([
      expect.objectContaining({ studentId: w.away.user._id, onLeaveUntil: dayFromToday(3) }),
    ]);
    const all = await w.call<Residents>(w.guard.token, 'GET', '/gate/residents?limit=100');
    expect(all.body.data.map((r) => r.studentId)).toContain(w.stays.user._id);
    const elsewhere = await w.call<Residents>(w.otherGuard.token, 'GET', '/gate/residents');
    expect(elsewhere.body.data.map((r) => r.studentId)).not.toContain(w.stays.user._id);
  });
});

describe('the movements on record', () => {
  it('pages newest first and keeps those needing attention apart', async () => {
    const all = await w.movements(w.warden.token, `hostel=${w.hostel}`);
    expect(all.status).toBe(200);
    const times = all.body.data.map((row) => row.scannedAt);
    expect(times).toEqual([...times].sort().reverse());
    const flagged = await w.movements(w.warden.token, 'attention=true');
    expect(flagged.body.data.every((row) => row.attention)).toBe(true);
    expect(flagged.body.data.map((row) => row.studentId)).toContain(w.wanders.user._id);
    const calm = await w.movements(w.warden.token, 'attention=false');
    expect(calm.body.data.map((row) => row.studentId)).toContain(w.travels.user._id);
    const elsewhere = await w.movements(w.otherWarden.token);
    expect(elsewhere.body.data).toHaveLength(0);
  });
});

describe('curfews', () => {
  it("lets the office set a hostel's curfew, with an audit entry, and refuses a bad time", async () => {
    const bad = await w.setCurfew('25:00');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe(m.curfewInvalid);
    expect((await w.setCurfew('21:30')).status).toBe(200);
    const listed = await w.call<{ data: { hostelId: string; curfew: string }[] }>(
      w.warden.token,
      'GET',
      '/gate/curfews',
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ hostelId: w.hostel, curfew: '21:30' }),
    ]);
    const entries = await w.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'hostel.curfew'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({ curfew: '21:30' });
  });
});
