import type { Collection } from '@hms/shared/fees';
import type { FeeCollectionReport } from '@hms/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { feeCalls, ledgerInvariantBreaches } from '../../test/fee-factories';
import { reportCalls } from '../../test/report-factories';
import { bedCalls, today } from '../../test/residency-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Charged against collected, month by month (docs/product-rules.md#reports), on a small known
 * ledger. Each hostel charges ₹4,500 a month and a ₹10,000 deposit; each room rents for ₹3,000.
 *
 * - A moves into Kaveri on 1 June 2025; June is posted: deposit ₹10,000 and ₹7,500 for the month.
 *   A pays ₹7,500 on 20 June, and ₹500 on 5 July, which is reversed today.
 * - C moves into Ganga on 16 June: deposit ₹10,000, and half of June, ₹3,750.
 */
let app: TestApp;
let adminToken: string;
let office: ReturnType<typeof reportCalls>;
let gangaWarden: ReturnType<typeof reportCalls>;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  adminToken = admin.token;
  office = reportCalls(app, admin.token);
  const fees = { monthly: 4500, security: 10_000 };
  const kaveri = (await createHostel(app, admin.token, { name: 'Kaveri', fees }))._id;
  const ganga = (await createHostel(app, admin.token, { name: 'Ganga', fees }))._id;
  const kaveriRoom = (await createRoom(app, admin.token, kaveri, { monthlyRent: 3000 }))._id;
  const gangaRoom = (await createRoom(app, admin.token, ganga, { monthlyRent: 3000 }))._id;
  gangaWarden = reportCalls(app, (await createWarden(app, admin.token, [ganga])).token);

  const beds = bedCalls(app, admin.token);
  const money = feeCalls(app, admin.token);
  const a = (await registerStudent(app, { gender: 'Female' })).user._id;
  const c = (await registerStudent(app, { gender: 'Female' })).user._id;
  const calls = [
    await beds.assign(a, { roomId: kaveriRoom, date: '2025-06-01' }),
    await beds.assign(c, { roomId: gangaRoom, date: '2025-06-16' }),
    await money.post('2025-06'),
    await money.pay(a, 7_500_00, { date: '2025-06-20' }),
  ];
  const reversed = await money.pay(a, 500_00, { date: '2025-07-05' });
  calls.push(reversed, await money.reverse(reversed.body.data._id));
  expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200, 200]);
});
afterAll(async () => {
  expect(await ledgerInvariantBreaches(app)).toEqual({ drift: [], gaps: [] });
  await app.close();
});

describe('fee collection by month', () => {
  it('counts charges by the day they are dated, and payments less their reversals', async () => {
    const { status, body } = await office<FeeCollectionReport>('fee-collection', {
      from: '2025-05',
      to: '2025-07',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from: '2025-05',
      to: '2025-07',
      months: [
        { month: '2025-05', charged: 0, collected: 0 },
        // Two deposits, A's June and half of C's.
        {
          month: '2025-06',
          charged: 10_000_00 + 7_500_00 + 10_000_00 + 3_750_00,
          collected: 7_500_00,
        },
        { month: '2025-07', charged: 0, collected: 500_00 },
      ],
    });
  });

  it('takes a reversed payment off in the month it was reversed', async () => {
    const thisMonth = today().slice(0, 7);
    const { body } = await office<FeeCollectionReport>('fee-collection', {
      from: thisMonth,
      to: thisMonth,
    });
    expect(body.data.months).toEqual([{ month: thisMonth, charged: 0, collected: -500_00 }]);
  });

  it("agrees with the Collection view's hostels for the month", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/fees/collection?month=2025-06',
      headers: bearer(adminToken),
    });
    const { hostels } = response.json<{ data: Collection }>().data;
    const { body } = await office<FeeCollectionReport>('fee-collection', {
      from: '2025-06',
      to: '2025-06',
    });
    const sum = (key: 'charged' | 'collected') =>
      hostels.reduce((total, row) => total + row[key], 0);
    expect(body.data.months).toEqual([
      { month: '2025-06', charged: sum('charged'), collected: sum('collected') },
    ]);
  });

  it("holds a warden's hostels alone", async () => {
    const { body } = await gangaWarden<FeeCollectionReport>('fee-collection', {
      from: '2025-06',
      to: '2025-07',
    });
    expect(body.data.months).toEqual([
      { month: '2025-06', charged: 10_000_00 + 3_750_00, collected: 0 },
      { month: '2025-07', charged: 0, collected: 0 },
    ]);
  });
});
