import { addMonths } from '../reports/report-range';
import { firstDayOf, formatMonth, monthOf } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { createHostel, createRoom, registerStudent } from '../../test/factories';
import { feeOffice } from '../../test/fee-factories';
import { linesOf, storedLines } from '../../test/notification-factories';
import { today } from '../../test/residency-factories';
import { rupeesText } from './fee-notifications-queries';

const office = appForFile(async (app) => {
  const arranged = await feeOffice(app);
  // ₹4,500 a month in fees, and rooms at ₹3,000.
  const hostel = (await createHostel(app, arranged.token))._id;
  const room = async (type: string) =>
    (await createRoom(app, arranged.token, hostel, { type, monthlyRent: 3000 }))._id;
  return { ...arranged, room, triple: await room('Triple') };
});

const student = () => registerStudent(office.app, { gender: 'Female' });
const lastMonth = () => addMonths(monthOf(today()), -1);

describe('a student hears of their fees (docs/product-rules.md#notifications)', () => {
  it('when a payment is received, with a link to its receipt', async () => {
    const s = await student();
    await office.assign(s.user._id, { roomId: office.triple });
    const paid = await office.pay(s.user._id, 1_25_000_50, { method: 'UPI', reference: 'UTR-1' });
    expect(paid.status).toBe(200);
    expect(await linesOf(office.app, s.token, 'fee.paid')).toEqual([
      expect.objectContaining({
        title: `Payment of ₹1,25,000.50 received, receipt ${paid.body.data.receiptNumber}`,
        body: 'Paid by UPI. Your receipt is ready to download.',
        link: `/student/fees/receipts/${paid.body.data._id}`,
      }),
    ]);
  });

  it('when fined, and not when given a waiver', async () => {
    const s = await student();
    await office.assign(s.user._id, { roomId: office.triple });
    const fine = { student: s.user._id, kind: 'Fine', amount: 500_00, description: 'Lost key' };
    const waiver = { ...fine, kind: 'Waiver', description: 'Kind' };
    expect((await office.adjust(fine)).status).toBe(200);
    expect((await office.adjust(waiver)).status).toBe(200);
    expect(await linesOf(office.app, s.token, 'fee.charged')).toEqual([
      expect.objectContaining({
        title: 'A fine of ₹500 was added to your fees',
        body: 'Lost key',
        link: '/student/fees',
      }),
    ]);
  });

  it('when a month is posted: each student charged, once, with what it added for them', async () => {
    const month = lastMonth();
    const [first, second, roomless] = [await student(), await student(), await student()];
    const double = await office.room('Double');
    for (const s of [first, second]) {
      await office.assign(s.user._id, { roomId: double, date: firstDayOf(month) });
    }
    const before = (await storedLines(office.app, 'fee.charged')).length;
    const posted = await office.post(month);
    expect(posted.status).toBe(200);

    for (const s of [first, second]) {
      expect(await linesOf(office.app, s.token, 'fee.charged')).toEqual([
        expect.objectContaining({
          title: `Fees for ${formatMonth(month)}: ₹7,500 charged`,
          link: '/student/fees',
        }),
      ]);
    }
    expect(await linesOf(office.app, roomless.token, 'fee.charged')).toEqual([]);
    const told = (await storedLines(office.app, 'fee.charged')).length - before;
    expect(told).toBe(posted.body.data.students);

    // Posting again adds nothing, and tells nobody.
    expect((await office.post(month)).body.data.lines).toBe(0);
    expect((await storedLines(office.app, 'fee.charged')).length - before).toBe(told);
  });
});

describe('an amount in the posting’s own statement', () => {
  it('reads as formatRupees writes it', async () => {
    const amounts = [
      0, 5, 99, 100, 1_00, 999_99, 1_000_00, 7_500_00, 12_345_67, 1_25_000_00, 1_23_45_678_90,
    ];
    const [row] = await selectRows<{ texts: string[] }>(
      office.app.db,
      sql`select array_agg(${rupeesText(sql`a`)} order by n) as texts
        from unnest(${sql.param(amounts)}::bigint[]) with ordinality as t(a, n)`,
    );
    expect(row?.texts).toEqual(amounts.map(formatRupees));
  });
});
