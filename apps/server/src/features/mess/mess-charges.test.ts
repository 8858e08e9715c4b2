import { describe, expect, it } from 'vitest';
import { messEnrolmentMessages as m } from '@hms/shared/mess-enrolment';
import { eq } from 'drizzle-orm';
import { hostels, messEnrolments } from '../../core/db/schema';
import { testDatabaseUrl } from '../../test/test-database-url';
import { appForFile } from '../../test/app-for-file';
import { createHostel, createRoom, registerStudent } from '../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../test/fee-factories';
import { messCalls } from '../../test/mess-factories';

/** A month's charge for some days from a rate in paise, halves up: ledger_prorated_paise. */
const prorated = (ratePaise: number, days: number, monthDays: number) =>
  Math.floor((ratePaise * days * 2 + monthDays) / (2 * monthDays));

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    const mess = messCalls(app, arranged.token);
    const hostel = (await createHostel(app, arranged.token, { name: 'Narmada' }))._id;
    const otherHostel = (await createHostel(app, arranged.token, { name: 'Tapti' }))._id;
    const plans = {
      veg: await mess.addPlan(hostel, { name: 'Veg', monthlyRate: 3000_00 }),
      nonVeg: await mess.addPlan(hostel, { name: 'Non-veg', monthlyRate: 3600_00 }),
      tapti: await mess.addPlan(otherHostel, { name: 'Tapti veg', monthlyRate: 3100_00 }),
    };
    return { ...arranged, mess, hostel, otherHostel, plans };
  },
  { beforeClose: expectLedgerWhole },
);

async function messLines(student: string) {
  const entries = (await office.entries(student)).body.data;
  // The ledger lists the newest first; oldest first reads as it happened.
  return [...entries]
    .reverse()
    .filter((entry) => entry.line === 'Mess')
    .map((entry) => ({ kind: entry.kind, amount: entry.amount, description: entry.description }));
}

describe('the mess on the ledger', () => {
  it('charges each plan’s days of the month, across a plan change and a move to another hostel', async () => {
    const { id } = await office.resident(office.hostel, '2026-09-01');
    await office.mess.changePlan(id, office.plans.veg._id, '2026-09-01');
    await office.mess.changePlan(id, office.plans.nonVeg._id, '2026-09-11');
    expect((await office.post('2026-09', office.hostel)).status).toBe(200);
    expect(await messLines(id)).toEqual([
      {
        kind: 'Charge',
        amount: prorated(3000_00, 10, 30) + prorated(3600_00, 20, 30),
        description: expect.stringMatching(
          /^Mess for Sep 2026, Room \d+: Veg \(1–10 Sep, 10 of 30 days\), Non-veg \(11–30 Sep, 20 of 30 days\)$/,
        ),
      },
    ]);

    // Moves to Tapti on 16 October and joins its plan that day: each stay is charged its own.
    const room = (
      await createRoom(office.app, office.token, office.otherHostel, { type: 'Single' })
    )._id;
    expect((await office.assign(id, { roomId: room, date: '2026-10-16' })).status).toBe(200);
    await office.mess.changePlan(id, office.plans.tapti._id, '2026-10-16');
    expect((await office.post('2026-10')).status).toBe(200);
    const october = (await messLines(id)).slice(1).map((line) => line.amount);
    expect(october.sort()).toEqual([prorated(3600_00, 15, 31), prorated(3100_00, 16, 31)].sort());
    // Posting again adds nothing.
    expect((await office.post('2026-10')).body.data.lines).toBe(0);
  });

  it('credits the mess days not lived when a stay ends inside a charged month', async () => {
    const { id } = await office.resident(office.hostel, '2026-11-01');
    await office.mess.changePlan(id, office.plans.veg._id, '2026-11-01');
    await office.post('2026-11', office.hostel);
    expect((await office.checkOut(id, { date: '2026-11-21' })).status).toBe(200);
    const lines = await messLines(id);
    expect(lines).toEqual([
      { kind: 'Charge', amount: 3000_00, description: expect.any(String) },
      {
        kind: 'Waiver',
        amount: prorated(3000_00, 20, 30) - 3000_00,
        description: 'Mess for Nov 2026: 10 days not lived (moved out 21 Nov)',
      },
    ]);
  });

  it('prices a plan change racing a posting whole, or refuses it after the posting', async () => {
    const students = [];
    for (let i = 0; i < 6; i += 1) {
      const { id } = await office.resident(office.hostel, '2026-08-01');
      await office.mess.changePlan(id, office.plans.veg._id, '2026-08-01');
      students.push(id);
    }
    const [posted, ...changes] = await Promise.all([
      office.post('2026-08', office.hostel),
      ...students.map((id) => office.mess.changePlan(id, office.plans.nonVeg._id, '2026-08-20')),
    ]);
    expect(posted.status).toBe(200);
    for (const [i, id] of students.entries()) {
      const change = changes[i];
      const [charge] = await messLines(id);
      if (change?.status === 200) {
        expect(charge?.amount).toBe(prorated(3000_00, 19, 31) + prorated(3600_00, 12, 31));
      } else {
        expect(change?.body.errors).toEqual([
          { path: 'from', message: m.fromPosted('2026-08', '2026-09-01') },
        ]);
        expect(charge?.amount).toBe(3000_00);
      }
    }
  });

  it.runIf(testDatabaseUrl)(
    'a posting waits for a plan change in flight in the hostel, and prices it',
    async () => {
      const { id } = await office.resident(office.hostel, '2026-06-01');
      await office.mess.changePlan(id, office.plans.veg._id, '2026-06-01');
      // Another server is changing the plan: it holds the hostel's row and has not committed.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const change = office.app.db.transaction(async (tx) => {
        await tx.select().from(hostels).where(eq(hostels.id, office.hostel)).for('no key update');
        await tx.insert(messEnrolments).values({
          studentId: id,
          fromOn: '2026-06-21',
          planId: office.plans.nonVeg._id,
          setByName: 'Another server',
        });
        holding();
        await released;
      });
      await held;
      const posting = office.post('2026-06', office.hostel);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await change;
      expect((await posting).status).toBe(200);
      const [charge] = await messLines(id);
      expect(charge?.amount).toBe(prorated(3000_00, 20, 30) + prorated(3600_00, 10, 30));
    },
  );

  it('charges nothing for a student on no plan, nor for another hostel’s plan', async () => {
    const { id } = await office.resident(office.hostel, '2026-07-01');
    const student = await registerStudent(office.app, { gender: 'Female' });
    await office.mess.changePlan(id, null, '2026-07-01');
    await office.post('2026-07', office.hostel);
    expect(await messLines(id)).toEqual([]);
    expect(await messLines(student.user._id)).toEqual([]);
  });
});
