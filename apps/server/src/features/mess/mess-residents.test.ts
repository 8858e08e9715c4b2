import { addDays } from '@hms/shared/calendar-day';
import { messEnrolmentMessages as m } from '@hms/shared/mess-enrolment';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, messEnrolments } from '../../core/db/schema';
import { appForFile } from '../../test/app-for-file';
import { createHostel } from '../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../test/fee-factories';
import { messCalls } from '../../test/mess-factories';
import { today } from '../../test/residency-factories';
import { createMessManager, createWarden } from '../../test/staff-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    const hostel = (await createHostel(app, arranged.token, { name: 'Godavari' }))._id;
    const otherHostel = (await createHostel(app, arranged.token))._id;
    const mess = messCalls(app, arranged.token);
    const veg = await mess.addPlan(hostel, { name: 'Veg', monthlyRate: 3000_00 });
    const nonVeg = await mess.addPlan(hostel, { name: 'Non-veg', monthlyRate: 3600_00 });
    const elsewhere = await mess.addPlan(otherHostel, { name: 'Veg' });
    const manager = await createMessManager(app, arranged.token, [hostel]);
    const otherManager = await createMessManager(app, arranged.token, [otherHostel]);
    const warden = await createWarden(app, arranged.token, [hostel]);
    return {
      ...arranged,
      hostel,
      otherHostel,
      plans: { veg, nonVeg, elsewhere },
      mess,
      asManager: messCalls(app, manager.token),
      asOtherManager: messCalls(app, otherManager.token),
      asWarden: messCalls(app, warden.token),
    };
  },
  { beforeClose: expectLedgerWhole },
);

describe('a resident’s plan', () => {
  it('holds from its day: today’s plan now, a later one as the next change, with an audit entry', async () => {
    const { id } = await office.resident(office.hostel, addDays(today(), -40));
    const yesterday = addDays(today(), -1);
    const joined = await office.asManager.changePlan(id, office.plans.veg._id, yesterday);
    expect(joined.status).toBe(200);
    expect(joined.body.data.plan).toEqual({ _id: office.plans.veg._id, name: 'Veg' });
    expect(joined.body.data.next).toBeNull();

    const later = addDays(today(), 5);
    const moving = await office.asManager.changePlan(id, office.plans.nonVeg._id, later);
    expect(moving.body.data).toMatchObject({
      plan: { name: 'Veg' },
      next: { from: later, plan: { _id: office.plans.nonVeg._id, name: 'Non-veg' } },
    });

    // A change from an earlier day replaces those set for later.
    const stopping = await office.asManager.changePlan(id, null, addDays(today(), 2));
    expect(stopping.body.data).toMatchObject({ plan: { name: 'Veg' }, next: { plan: null } });
    const kept = await office.app.db
      .select({ from: messEnrolments.fromOn })
      .from(messEnrolments)
      .where(eq(messEnrolments.studentId, id));
    expect(kept.map((row) => row.from).sort()).toEqual([yesterday, addDays(today(), 2)]);

    const audit = await office.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'mess.enrol'), eq(auditEntries.entityId, id)));
    expect(audit).toHaveLength(3);

    const listed = await office.asWarden.residents(office.hostel);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((row) => row._id === id)).toMatchObject({ plan: { name: 'Veg' } });
  });

  it('lists a hostel’s residents by plan and by name, in the statement', async () => {
    const onVeg = await office.resident(office.hostel, addDays(today(), -3), {
      name: 'Zainab Qureshi',
    });
    const onNone = await office.resident(office.hostel, addDays(today(), -3));
    await office.mess.changePlan(onVeg.id, office.plans.veg._id, today());

    const veg = await office.mess.residents(office.hostel, `&plan=${office.plans.veg._id}`);
    expect(veg.body.data.map((row) => row._id)).toContain(onVeg.id);
    expect(veg.body.data.map((row) => row._id)).not.toContain(onNone.id);
    const none = await office.mess.residents(office.hostel, '&plan=none');
    expect(none.body.data.map((row) => row._id)).toContain(onNone.id);
    expect(none.body.data.every((row) => row.plan === null)).toBe(true);
    const found = await office.mess.residents(office.hostel, '&search=zainab');
    expect(found.body.data.map((row) => row.name)).toEqual(['Zainab Qureshi']);
    expect(found.body.pagination.total).toBe(1);
  });

  it('refuses another hostel’s plan, a plan no longer offered, and a stranger, changing nothing', async () => {
    const { id } = await office.resident(office.hostel, addDays(today(), -3));
    const wrongHostel = await office.mess.changePlan(id, office.plans.elsewhere._id, today());
    expect(wrongHostel.status).toBe(400);
    expect(wrongHostel.body.errors).toEqual([{ path: 'planId', message: m.planNotInHostel }]);

    const retired = await office.mess.addPlan(office.hostel, { name: 'Jain', offered: false });
    const notOffered = await office.mess.changePlan(id, retired._id, today());
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.errors?.[0]?.message).toBe(m.planNotOffered('Jain'));

    const stranger = await office.asOtherManager.changePlan(id, office.plans.veg._id, today());
    expect(stranger).toMatchObject({ status: 404, body: { message: m.residentNotFound } });
    const otherList = await office.asOtherManager.residents(office.hostel);
    expect(otherList.status).toBe(404);

    const badDay = await office.mess.changePlan(id, office.plans.veg._id, '2026-02-30');
    expect(badDay.status).toBe(400);
    const tooFar = await office.mess.changePlan(id, office.plans.veg._id, addDays(today(), 400));
    expect(tooFar.body.errors).toEqual([{ path: 'from', message: m.fromTooFar }]);

    const rows = await office.app.db
      .select()
      .from(messEnrolments)
      .where(eq(messEnrolments.studentId, id));
    expect(rows).toEqual([]);
  });

  it('never starts inside a month already charged to the student', async () => {
    const { id } = await office.resident(office.hostel, '2026-09-01');
    expect((await office.post('2026-10', office.hostel)).status).toBe(200);
    const back = await office.mess.changePlan(id, office.plans.veg._id, '2026-10-15');
    expect(back.status).toBe(400);
    expect(back.body.errors).toEqual([
      { path: 'from', message: m.fromPosted('2026-10', '2026-11-01') },
    ]);
    const listed = await office.mess.residents(office.hostel, `&plan=none`);
    expect(listed.body.data.find((row) => row._id === id)?.earliestChange).toBe('2026-11-01');
    expect((await office.mess.changePlan(id, office.plans.veg._id, '2026-11-01')).status).toBe(200);
  });

  it('keeps a plan someone is on from deletion, and deletes it once nobody is', async () => {
    const plan = await office.mess.addPlan(office.hostel, { name: 'Diet' });
    const { id } = await office.resident(office.hostel, addDays(today(), -3));
    await office.mess.changePlan(id, plan._id, addDays(today(), 3));
    const inUse = await office.app.inject({
      method: 'DELETE',
      url: `/api/mess/plans/${plan._id}`,
      headers: { authorization: `Bearer ${office.token}` },
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe(m.planInUse('Diet'));

    await office.mess.changePlan(id, null, addDays(today(), 3));
    const gone = await office.app.inject({
      method: 'DELETE',
      url: `/api/mess/plans/${plan._id}`,
      headers: { authorization: `Bearer ${office.token}` },
    });
    expect(gone.statusCode).toBe(200);
  });
});
