import type { Leave } from '@hms/shared/leave';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { leaves } from '../../core/db/schema';
import { testDatabaseUrl } from '../../test/test-database-url';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { createHostel } from '../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../test/fee-factories';
import { buildScan } from '../../test/gate-factories';
import { buildLeaveInput } from '../../test/leave-factories';
import { messCalls } from '../../test/mess-factories';
import { createGuard } from '../../test/staff-factories';

/**
 * The mess cut (docs/product-rules.md#mess-cut) over September 2026: the college's clock is set
 * to days of that month, so leave can be applied for, posted and come back from in order.
 */
const at = (day: string, time = '06:30') => new Date(`${day}T${time}:00+05:30`);
vi.useFakeTimers({ toFake: ['Date'], now: at('2026-09-05') });

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    const hostel = (await createHostel(app, arranged.token, { name: 'Sabarmati' }))._id;
    const otherHostel = (await createHostel(app, arranged.token, { name: 'Mahanadi' }))._id;
    const mess = messCalls(app, arranged.token);
    // ₹3,000 a month: ₹100 a day of September.
    const veg = await mess.addPlan(hostel, { name: 'Veg', monthlyRate: 3000_00 });
    const otherVeg = await mess.addPlan(otherHostel, { name: 'Veg', monthlyRate: 3000_00 });
    const guard = await createGuard(app, arranged.token, [hostel]);
    return { ...arranged, hostel, otherHostel, mess, veg, otherVeg, guard };
  },
  // The month's sign-ins last it: the clock moves through September.
  { beforeClose: expectLedgerWhole, config: { jwtExpiresIn: '60d' } },
);

async function resident(hostel = office.hostel, plan = office.veg._id) {
  const student = await office.resident(hostel, '2026-09-01');
  await office.mess.changePlan(student.id, plan, '2026-09-01');
  return student;
}

async function approvedLeave(token: string, from: string, to: string) {
  const applied = await callApi<{ data: Leave }>(
    office.app,
    token,
    'POST',
    '/student/leaves',
    buildLeaveInput({ from, to }),
  );
  expect(applied.status).toBe(201);
  const id = applied.body.data._id;
  expect(
    (await callApi(office.app, office.token, 'POST', `/leaves/${id}/approve`, {})).status,
  ).toBe(200);
  return id;
}

async function messEntries(student: string) {
  const entries = (await office.entries(student)).body.data;
  return [...entries]
    .reverse()
    .filter((entry) => entry.line === 'Mess' || entry.kind === 'Reversal')
    .map((entry) => ({ kind: entry.kind, amount: entry.amount, description: entry.description }));
}

describe('the mess cut', () => {
  it('credits approved leave of enough days once when the month is posted, and no shorter leave', async () => {
    const asha = await resident();
    await approvedLeave(asha.token, '2026-09-10', '2026-09-14');
    // Two days are fewer than the hostel's three: no cut.
    await approvedLeave(asha.token, '2026-09-20', '2026-09-21');
    expect((await office.post('2026-09', office.hostel)).status).toBe(200);
    expect(await messEntries(asha.id)).toEqual([
      {
        kind: 'Charge',
        amount: 3000_00,
        description: expect.stringContaining('Mess for Sep 2026'),
      },
      {
        kind: 'Waiver',
        amount: -500_00,
        description: expect.stringMatching(
          /^Mess cut for Sep 2026: 5 days on leave \(10–14 Sep\)$/,
        ),
      },
    ]);
    // Posting again changes nothing.
    expect((await office.post('2026-09', office.hostel)).body.data.lines).toBe(0);
    expect(await messEntries(asha.id)).toHaveLength(2);
  });

  it('credits leave approved after the posting at once, reverses it on cancelling, and recounts an early return', async () => {
    const bina = await resident();
    await office.post('2026-09', office.hostel);
    const cancelled = await approvedLeave(bina.token, '2026-09-08', '2026-09-11');
    expect((await messEntries(bina.id)).at(-1)).toMatchObject({ kind: 'Waiver', amount: -400_00 });
    const cancel = await callApi(
      office.app,
      bina.token,
      'POST',
      `/student/leaves/${cancelled}/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect((await messEntries(bina.id)).at(-1)).toMatchObject({ kind: 'Reversal', amount: 400_00 });

    // Away from the 22nd for a week, but back on the 25th: three days.
    await approvedLeave(bina.token, '2026-09-22', '2026-09-28');
    expect((await messEntries(bina.id)).at(-1)).toMatchObject({ kind: 'Waiver', amount: -700_00 });
    const rollNumber = (await office.mess.residents(office.hostel, '&search=')).body.data.find(
      (row) => row._id === bina.id,
    )?.rollNumber;
    const scan = (direction: 'out' | 'in', day: string) => {
      vi.setSystemTime(at(day, '10:00'));
      return callApi(office.app, office.guard.token, 'POST', '/gate/scans', {
        ...buildScan({ direction, rollNumber: rollNumber ?? '' }),
      });
    };
    expect((await scan('out', '2026-09-22')).status).toBe(200);
    expect((await scan('in', '2026-09-25')).status).toBe(200);
    vi.setSystemTime(at('2026-09-25'));
    const last = (await messEntries(bina.id)).slice(-2);
    expect(last).toEqual([
      { kind: 'Reversal', amount: 700_00, description: 'Reversal of the mess cut for Sep 2026' },
      {
        kind: 'Waiver',
        amount: -300_00,
        description: expect.stringMatching(/^Mess cut for Sep 2026: 3 days on leave/),
      },
    ]);
    const account = (await office.account(bina.id)).body.data;
    const mess = (await messEntries(bina.id)).reduce((sum, entry) => sum + entry.amount, 0);
    expect(mess).toBe(3000_00 - 300_00);
    expect(account.balance).toBeGreaterThan(0);
  });

  it('cuts a leave back to the stay’s end when the student checks out during it', async () => {
    vi.setSystemTime(at('2026-09-05'));
    const hostel = (await createHostel(office.app, office.token))._id;
    const plan = await office.mess.addPlan(hostel, { name: 'Veg', monthlyRate: 3000_00 });
    const esha = await resident(hostel, plan._id);
    await approvedLeave(esha.token, '2026-09-10', '2026-09-19');
    await office.post('2026-09', hostel);
    vi.setSystemTime(at('2026-09-15'));
    expect((await office.checkOut(esha.id, { date: '2026-09-15' })).status).toBe(200);
    const entries = await messEntries(esha.id);
    // Fed on the 1st to the 9th: the 10th to the 14th away, the rest not lived.
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(900_00);
    expect(entries.at(-1)).toMatchObject({
      kind: 'Waiver',
      amount: -500_00,
      description: 'Mess cut for Sep 2026: 5 days on leave (10–14 Sep)',
    });
  });

  it('leaves no cut of a leave cancelled while its month is posted', async () => {
    vi.setSystemTime(at('2026-09-05'));
    const chitra = await resident(office.otherHostel, office.otherVeg._id);
    const leave = await approvedLeave(chitra.token, '2026-09-15', '2026-09-19');
    const [posted, cancel] = await Promise.all([
      office.post('2026-09', office.otherHostel),
      callApi(office.app, chitra.token, 'POST', `/student/leaves/${leave}/cancel`),
    ]);
    expect(posted.status).toBe(200);
    expect(cancel.status).toBe(200);
    const entries = await messEntries(chitra.id);
    const standing = entries
      .filter((entry) => entry.kind !== 'Charge')
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(standing).toBe(0);
  });

  it.runIf(testDatabaseUrl)(
    'a posting waits for a cancellation in flight, and credits nothing for it',
    async () => {
      vi.setSystemTime(at('2026-09-05'));
      const hostel = (await createHostel(office.app, office.token))._id;
      const plan = await office.mess.addPlan(hostel, { name: 'Veg', monthlyRate: 3000_00 });
      const dipa = await resident(hostel, plan._id);
      const leave = await approvedLeave(dipa.token, '2026-09-15', '2026-09-19');
      // Another server is cancelling it: the leave's row is held and not yet committed.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const cancelling = office.app.db.transaction(async (tx) => {
        await tx.select().from(leaves).where(eq(leaves.id, leave)).for('update');
        await tx.update(leaves).set({ status: 'Cancelled' }).where(eq(leaves.id, leave));
        holding();
        await released;
      });
      await held;
      const posting = office.post('2026-09', hostel);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await cancelling;
      expect((await posting).status).toBe(200);
      expect((await messEntries(dipa.id)).map((entry) => entry.kind)).toEqual(['Charge']);
    },
  );
});
