import type { Collection } from '@hms/shared/fees';
import type { FeeCollectionReport } from '@hms/shared/reports';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { bearer, createHostel, createRoom, registerStudent } from '../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../test/fee-factories';
import { reportCalls } from '../../test/report-factories';
import { today } from '../../test/residency-factories';
import { createWarden } from '../../test/staff-factories';

/**
 * Charged against collected, month by month (docs/product-rules.md#reports), on a small known
 * ledger. Each hostel charges ₹4,500 a month and a ₹10,000 deposit; each room rents for ₹3,000.
 *
 * - A moves into Kaveri on 1 June 2025; June is posted: deposit ₹10,000 and ₹7,500 for the month.
 *   A pays ₹7,500 on 20 June, and ₹500 on 5 July, which is reversed today.
 * - C moves into Ganga on 16 June: deposit ₹10,000, and half of June, ₹3,750.
 */
const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    const fees = { monthly: 4500, security: 10_000 };
    const kaveri = (await createHostel(app, arranged.token, { name: 'Kaveri', fees }))._id;
    const ganga = (await createHostel(app, arranged.token, { name: 'Ganga', fees }))._id;
    const kaveriRoom = (await createRoom(app, arranged.token, kaveri, { monthlyRent: 3000 }))._id;
    const gangaRoom = (await createRoom(app, arranged.token, ganga, { monthlyRent: 3000 }))._id;
    const warden = await createWarden(app, arranged.token, [ganga]);

    const a = (await registerStudent(app, { gender: 'Female' })).user._id;
    const c = (await registerStudent(app, { gender: 'Female' })).user._id;
    const calls = [
      await arranged.assign(a, { roomId: kaveriRoom, date: '2025-06-01' }),
      await arranged.assign(c, { roomId: gangaRoom, date: '2025-06-16' }),
      await arranged.post('2025-06'),
      await arranged.pay(a, 7_500_00, { date: '2025-06-20' }),
    ];
    const reversed = await arranged.pay(a, 500_00, { date: '2025-07-05' });
    calls.push(reversed, await arranged.reverse(reversed.body.data._id));
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200, 200]);
    return {
      token: arranged.token,
      report: reportCalls(app, arranged.token),
      gangaWarden: reportCalls(app, warden.token),
    };
  },
  { beforeClose: expectLedgerWhole },
);

describe('fee collection by month', () => {
  it('counts charges by the day they are dated, and payments less their reversals', async () => {
    const { status, body } = await office.report<FeeCollectionReport>('fee-collection', {
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
    const { body } = await office.report<FeeCollectionReport>('fee-collection', {
      from: thisMonth,
      to: thisMonth,
    });
    expect(body.data.months).toEqual([{ month: thisMonth, charged: 0, collected: -500_00 }]);
  });

  it("agrees with the Collection view's hostels for the month", async () => {
    const response = await office.app.inject({
      method: 'GET',
      url: '/api/fees/collection?month=2025-06',
      headers: bearer(office.token),
    });
    const { hostels } = response.json<{ data: Collection }>().data;
    const { body } = await office.report<FeeCollectionReport>('fee-collection', {
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
    const { body } = await office.gangaWarden<FeeCollectionReport>('fee-collection', {
      from: '2025-06',
      to: '2025-07',
    });
    expect(body.data.months).toEqual([
      { month: '2025-06', charged: 10_000_00 + 3_750_00, collected: 0 },
      { month: '2025-07', charged: 0, collected: 0 },
    ]);
  });
});
