import { daysInMonth, proratedPaise } from '@hms/shared/fee-rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../core/db/raw-rows';
import { appForFile } from '../../../test/app-for-file';
import { createHostel, createRoom, registerStudent } from '../../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../../test/fee-factories';
import { today } from '../../../test/residency-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    // Rs 4,500 a month in fees, a Rs 10,000 deposit (the factory's), and rooms at Rs 3,000 and 3,100.
    const hostel = (await createHostel(app, arranged.token, { name: 'Kaveri' }))._id;
    const room = async (fields: Record<string, unknown>) =>
      (await createRoom(app, arranged.token, hostel, fields))._id;
    const rooms = {
      cheap: await room({ monthlyRent: 3000 }),
      dear: await room({ monthlyRent: 3100 }),
    };
    return { ...arranged, hostel, room, rooms };
  },
  { beforeClose: expectLedgerWhole },
);

const student = async () => (await registerStudent(office.app, { gender: 'Female' })).user._id;

describe('posting a month', () => {
  it('charges rent and fee by the days of each stay, across a move in the middle of the month', async () => {
    const asha = await student();
    await office.assign(asha, { roomId: office.rooms.cheap, date: '2026-09-01' });
    await office.assign(asha, { roomId: office.rooms.dear, date: '2026-09-16' });

    const preview = await office.preview('2026-09', office.hostel);
    expect(preview.status).toBe(200);
    const posted = await office.post('2026-09', office.hostel);
    expect(posted.body.data).toEqual({ ...preview.body.data, _id: expect.any(String) });
    const charges = (await office.entries(asha)).body.data
      .filter((entry) => entry.kind === 'Charge')
      .map((entry) => [entry.line, entry.amount, entry.description]);
    // 15 of 30 days in each room: half of each month's rent, and the fee in two halves.
    expect(charges).toEqual(
      expect.arrayContaining([
        ['Security deposit', 10_000_00, expect.stringContaining('Security deposit')],
        [
          'Rent',
          1500_00,
          expect.stringMatching(/^Rent for Sep 2026, Room \d+ \(1–15 Sep, 15 of 30 days\)$/),
        ],
        ['Rent', 1550_00, expect.stringMatching(/\(16–30 Sep, 15 of 30 days\)$/)],
        ['Hostel fee', 2250_00, expect.any(String)],
        ['Hostel fee', 2250_00, expect.any(String)],
      ]),
    );
    expect(charges).toHaveLength(5);
    expect((await office.account(asha)).body.data.balance).toBe(
      10_000_00 + 1500_00 + 1550_00 + 4500_00,
    );
  });

  it('credits the days not lived when a stay charged to the month end ends early', async () => {
    const bina = await student();
    await office.assign(bina, { roomId: office.rooms.cheap, date: '2026-10-01' });
    await office.post('2026-10', office.hostel);
    await office.assign(bina, { roomId: office.rooms.dear, date: '2026-10-11' });
    await office.post('2026-10', office.hostel);

    const entries = (await office.entries(bina)).body.data;
    const credits = entries.filter((entry) => entry.kind === 'Waiver');
    expect(credits.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Rent for Oct 2026: 21 days not lived \(moved out 11 Oct\)$/),
        expect.stringMatching(/^Hostel fee for Oct 2026: 21 days not lived/),
      ]),
    );
    const month = entries.filter((entry) => entry.month === '2026-10');
    const rent = month
      .filter((entry) => entry.line === 'Rent')
      .reduce((sum, e) => sum + e.amount, 0);
    expect(rent).toBe(proratedPaise(3000, 10, 31) + proratedPaise(3100, 21, 31));
    const fee = month.filter((e) => e.line === 'Hostel fee').reduce((sum, e) => sum + e.amount, 0);
    expect(fee).toBe(proratedPaise(4500, 10, 31) + proratedPaise(4500, 21, 31));
  });

  it('adds only what is missing when posted again, and never twice when posted at once', async () => {
    const [c, d] = [await student(), await student()];
    const room = await office.room({ type: 'Double' });
    expect((await office.assign(c, { roomId: room, date: '2026-08-01' })).status).toBe(200);
    expect((await office.post('2026-08')).body.data.lines).toBe(2);
    expect((await office.post('2026-08')).body.data).toMatchObject({ lines: 0, total: 0 });
    expect((await office.assign(d, { roomId: room, date: '2026-08-20' })).status).toBe(200);
    expect((await office.preview('2026-08')).body.data).toMatchObject({ lines: 2, students: 1 });

    const racing = await Promise.all(Array.from({ length: 6 }, () => office.post('2026-08')));
    expect(racing.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(racing.reduce((sum, r) => sum + r.body.data.lines, 0)).toBe(2);
    const [charged] = await selectRows<{ lines: number }>(
      office.app.db,
      sql`select count(*)::int as lines from ledger_entries
          where month = '2026-08-01' and kind = 'Charge'`,
    );
    expect(charged!.lines).toBe(4);
  });

  it('refuses a month that has not begun, and a malformed month or hostel', async () => {
    const [year, month] = today().split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const ahead = await office.post(next);
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe(
      `${next} has not begun. Charges are posted once their month has begun.`,
    );
    expect((await office.post('2026-13')).status).toBe(400);
    const gone = await office.preview('2026-09', '00000000-0000-4000-8000-000000000000');
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(
      'The chosen hostel no longer exists. Choose another, or all hostels.',
    );
  });
});

describe('the rounding rule', () => {
  it('is the same in the database as in the shared rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_00_00_000 }),
        fc.constantFrom('2026-02', '2028-02', '2026-04', '2026-07'),
        fc.nat(),
        async (rate, month, seed) => {
          const days = daysInMonth(month);
          const lived = (seed % days) + 1;
          const [row] = await selectRows<{ amount: string }>(
            office.app.db,
            sql`select ledger_prorated(${rate}, ${lived}, ${days}) as amount`,
          );
          expect(Number(row!.amount)).toBe(proratedPaise(rate, lived, days));
        },
      ),
      { numRuns: 60 },
    );
    expect(proratedPaise(3000, 30, 30)).toBe(3000_00);
    expect(proratedPaise(1, 1, 3)).toBe(33);
    expect(proratedPaise(1, 1, 200)).toBe(1);
  });
});
