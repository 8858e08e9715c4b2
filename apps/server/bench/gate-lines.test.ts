import { SAME_MOVEMENT_SECONDS } from '@hms/shared/gate-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/core/db/raw-rows';
import { hashPassword } from '../src/features/auth/password';
import { seedSmallCollege } from '../src/test/campus-factories';
import { bearer } from '../src/test/factories';
import { createTestApp, type TestApp } from '../src/test/test-app';
import { SCALE_GUARD_PASSWORD } from '../seed/campus-size';
import { CAMPUS_GATES, GATE_HOSTEL, generateGateYear } from '../seed/generate-gate-year';
import { CURFEW_RUSH, curfewRushPlan, prepareGateLines, removeGateLines } from './gate-lines';
import { prepareRollCallLine, removeRollCallLine, ROLL_CALL_WARDENS } from './roll-call-line';

describe('the curfew rush', () => {
  const plan = curfewRushPlan(CURFEW_RUSH.students, CAMPUS_GATES.length);
  const secondsApart = (a: number, b: number) =>
    (Math.abs(a - b) * CURFEW_RUSH.seconds) / plan.length;

  it('scans each student once, spread over the gates, and some again', () => {
    const scans = plan.filter((step) => step.kind === 'scan');
    expect(scans.map((step) => step.student)).toEqual(
      Array.from({ length: CURFEW_RUSH.students }, (_, i) => i),
    );
    expect(new Set(scans.map((step) => step.gate)).size).toBe(CAMPUS_GATES.length);
    expect(plan.filter((step) => step.kind === 'resent')).toHaveLength(50);
    expect(plan.filter((step) => step.kind === 'twin')).toHaveLength(20);
  });

  it('sends a scan again after it was first sent, and a second guard scans within 10 s', () => {
    const first = (student: number) =>
      plan.findIndex((step) => step.kind === 'scan' && step.student === student);
    plan.forEach((step, at) => {
      if (step.kind === 'scan') return;
      const original = first(step.kind === 'resent' ? step.of : step.student);
      expect(original).toBeLessThan(at);
      expect(secondsApart(original, at)).toBeLessThan(SAME_MOVEMENT_SECONDS / 2);
      if (step.kind === 'twin') {
        const scanned = plan[original];
        expect(scanned?.kind === 'scan' && scanned.gate).not.toBe(step.gate);
      }
    });
  });
});

describe('a year at the gates', () => {
  let app: TestApp;
  const rooms = 2;

  beforeAll(async () => {
    app = await createTestApp();
    await seedSmallCollege(app);
    await generateGateYear(app.db, {
      guardPasswordHash: await hashPassword(SCALE_GUARD_PASSWORD),
      hostelRooms: rooms,
    });
  });
  afterAll(() => app.close());

  it("fills the gate's hostel, and lays each resident's evenings out in pairs", async () => {
    const [counts] = await selectRows<{
      residents: number;
      outs: number;
      ins: number;
      still_out: number;
      keys: number;
      rows: number;
    }>(
      app.db,
      sql`select
            (select count(*)::int from students s join rooms r on r.id = s.room_id
              join hostels h on h.id = r.hostel_id where h.name = ${GATE_HOSTEL.name}) as residents,
            count(*) filter (where direction = 'out')::int as outs,
            count(*) filter (where direction = 'in')::int as ins,
            (select count(*)::int from students s where exists (
              select 1 from gate_movements g where g.student_id = s.id)
              and (select direction from gate_movements g where g.student_id = s.id
                order by scanned_at desc, id desc limit 1) = 'out') as still_out,
            count(distinct client_key)::int as keys, count(*)::int as rows
          from gate_movements where scanned_at < now()`,
    );
    expect(counts?.residents).toBe(rooms * 4);
    expect(counts?.ins).toBeGreaterThan(0);
    expect((counts?.outs ?? 0) - (counts?.ins ?? 0)).toBe(counts?.still_out);
    expect(counts?.keys).toBe(counts?.rows);
  });

  it('gives each gate a guard who signs in and scans in every hostel', async () => {
    const [gate] = CAMPUS_GATES;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: gate.email, password: SCALE_GUARD_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const [resident] = await selectRows<{ roll: string }>(
      app.db,
      sql`select s.student_id as roll from students s join rooms r on r.id = s.room_id
          join hostels h on h.id = r.hostel_id where h.name = ${GATE_HOSTEL.name} limit 1`,
    );
    const scanned = await app.inject({
      method: 'POST',
      url: '/api/gate/scans',
      headers: bearer(signedIn.json<{ token: string }>().token),
      payload: {
        clientKey: crypto.randomUUID(),
        direction: 'out',
        gate: gate.gate,
        scannedAt: new Date().toISOString(),
        rollNumber: resident?.roll,
      },
    });
    expect(scanned.statusCode).toBe(200);
  });

  it("lets the bench's warden read the muster list, and takes the warden away after", async () => {
    await prepareGateLines(app.db, { rush: false, timeZone: 'Asia/Kolkata' });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'bench.gate.warden@campus.edu', password: 'bench-gate-2026' },
    });
    const token = signedIn.json<{ token: string }>().token;
    const curfews = await app.inject({ url: '/api/gate/curfews', headers: bearer(token) });
    const [hostel] = curfews.json<{ data: { hostelId: string; hostelName: string }[] }>().data;
    expect(hostel?.hostelName).toBe(GATE_HOSTEL.name);
    const inside = await app.inject({
      url: `/api/gate/inside?hostel=${hostel?.hostelId}`,
      headers: bearer(token),
    });
    expect(inside.json<{ data: { residents: unknown[] } }>().data.residents).toHaveLength(
      rooms * 4,
    );
    await removeGateLines(app.db);
    const [left] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from wardens where staff_role = 'warden'`,
    );
    expect(left?.n).toBe(0);
  });

  it("gives the roll-call line twenty wardens who share tonight's list, then takes all away", async () => {
    await prepareRollCallLine(app.db);
    const tokens = await Promise.all(
      [0, ROLL_CALL_WARDENS - 1].map(async (i) => {
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: `bench.rollcall.${i}@campus.edu`, password: 'bench-roll-call-2026' },
        });
        return signedIn.json<{ token: string }>().token;
      }),
    );
    const [hostel] = await selectRows<{ id: string }>(
      app.db,
      sql`select id from hostels where name = ${GATE_HOSTEL.name}`,
    );
    const started = await app.inject({
      method: 'POST',
      url: '/api/roll-calls',
      headers: bearer(tokens[0] ?? ''),
      payload: { hostel: hostel?.id },
    });
    expect(started.statusCode).toBe(201);
    const rollCall = started.json<{
      data: { _id: string; rooms: { residents: { studentId: string }[] }[] };
    }>().data;
    const resident = rollCall.rooms[0]?.residents[0]?.studentId;
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/roll-calls/${rollCall._id}/marks/${resident}`,
      headers: bearer(tokens[1] ?? ''),
      payload: { mark: 'present' },
    });
    expect(marked.statusCode).toBe(200);
    await removeRollCallLine(app.db);
    const [left] = await selectRows<{ rollCalls: number; wardens: number }>(
      app.db,
      sql`select (select count(*)::int from roll_calls) as "rollCalls",
            (select count(*)::int from wardens where email like 'bench.rollcall.%') as wardens`,
    );
    expect(left).toEqual({ rollCalls: 0, wardens: 0 });
  });
});
