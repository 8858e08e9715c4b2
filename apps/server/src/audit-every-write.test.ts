import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from './core/db/schema';
import { routeKeys } from './test/api-surface';
import { accountCases } from './test/audit-cases/accounts';
import type { AuditSetup, Case } from './test/audit-cases/case';
import { complaintAndSettingsCases } from './test/audit-cases/complaints-and-settings';
import { feeCases } from './test/audit-cases/fees';
import { gateCases } from './test/audit-cases/gate';
import { guardianCases } from './test/audit-cases/guardians';
import { hostelAndRoomCases } from './test/audit-cases/hostels-and-rooms';
import { importCases } from './test/audit-cases/imports';
import { leaveCases } from './test/audit-cases/leave';
import { noticeAndEmailCases } from './test/audit-cases/notices-and-email';
import { messCases } from './test/audit-cases/mess';
import { rollCallCases } from './test/audit-cases/roll-call';
import { roomRequestCases } from './test/audit-cases/room-requests';
import { studentCases } from './test/audit-cases/students';
import { bearer, createHostel, registerAdmin, registerStudent } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

let app: TestApp;
let office: AuditSetup['office'];
let setup: AuditSetup;
beforeAll(async () => {
  app = await createTestApp();
  office = await registerAdmin(app, { name: 'Asha Menon' });
  const student = await registerStudent(app, { name: 'Kavya Reddy', gender: 'Female' });
  const hostel = (
    await createHostel(app, office.token, { type: 'Girls', totalRooms: 60, totalCapacity: 240 })
  )._id;
  setup = { app, office, student, hostel };
});
afterAll(async () => {
  await app.close();
});

/** Every write route's case, from the file of its area under test/audit-cases/. */
const cases: Case[] = [
  ...studentCases,
  ...hostelAndRoomCases,
  ...complaintAndSettingsCases,
  ...accountCases,
  ...roomRequestCases,
  ...leaveCases,
  ...feeCases,
  ...importCases,
  ...noticeAndEmailCases,
  ...guardianCases,
  ...gateCases,
  ...rollCallCases,
  ...messCases,
];

/**
 * Calls that change nothing but a sign-in's failure count or an account's own read marks, which
 * are no record of the office's; and asking for a reset link, which changes nothing until the
 * link is used (its use is recorded).
 */
const NOT_CHANGES = [
  'POST /api/admin/login',
  'POST /api/student/login',
  'POST /api/auth/password-reset',
  'POST /api/student/notices/:id/read',
  'POST /api/student/notices/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
];

describe('every change made through the API writes its audit entry', () => {
  it('has a case for every route that can change a record', () => {
    const writes = routeKeys(app).filter(
      (key) => !key.startsWith('GET ') && !key.startsWith('HEAD ') && !NOT_CHANGES.includes(key),
    );
    // The first administrator's sign-up is checked below: later ones are closed by default. A
    // route may have more than one case: a guard's change beside a warden's.
    const routes = new Set([...cases.map((c) => c.route), 'POST /api/admin/register']);
    expect([...routes].sort()).toEqual(writes);
  });

  it("records the first administrator's sign-up as their own", async () => {
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, 0))
      .orderBy(auditEntries.id)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'admin.register',
      actorId: office.user._id,
      actorName: 'Asha Menon',
      entityId: office.user._id,
    });
  });

  it.each(cases)('$route: $action', async ({ arrange, action, actor, entries = 1 }) => {
    const { call, entityId } = await arrange(setup);
    const [last] = await app.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .orderBy(desc(auditEntries.id))
      .limit(1);
    const response = await app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: call.token ? bearer(call.token) : {},
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const written = await app.db
      .select()
      .from(auditEntries)
      .where(gt(auditEntries.id, last?.id ?? 0));
    expect(written).toHaveLength(entries);
    // An import answers JSON lines, and its case names the record it changes.
    const json = String(response.headers['content-type']).startsWith('application/json');
    const body = json ? response.json<{ data?: { _id?: string }; user?: { _id: string } }>() : {};
    const changed = entityId || body.data?._id || body.user?._id;
    expect(written.find((entry) => entry.entityId === changed)).toMatchObject({
      action,
      actorName: actor(),
    });
    for (const entry of written) expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
  });
});
