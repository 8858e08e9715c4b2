import { addDays } from '@hms/shared/calendar-day';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { arrangeGateHostels } from '../../test/gate-factories';
import { messCalls } from '../../test/mess-factories';
import { today } from '../../test/residency-factories';
import { createMessManager } from '../../test/staff-factories';

const w = appForFile(async (app) => {
  const hostels = await arrangeGateHostels(app);
  const office = messCalls(app, hostels.admin.token);
  const veg = await office.addPlan(hostels.hostel, {
    name: 'Veg',
    meals: ['breakfast', 'lunch', 'dinner'],
  });
  const full = await office.addPlan(hostels.hostel, {
    name: 'Full board',
    meals: ['breakfast', 'lunch', 'snacks', 'dinner'],
  });
  const elsewhere = await office.addPlan(hostels.otherHostel, { name: 'Veg' });
  const manager = await createMessManager(app, hostels.admin.token, [hostels.hostel]);
  return {
    ...hostels,
    office,
    plans: { veg, full, elsewhere },
    asManager: messCalls(app, manager.token),
    asWarden: messCalls(app, hostels.warden.token),
    asOtherWarden: messCalls(app, hostels.otherWarden.token),
  };
});

type Week = Awaited<ReturnType<typeof w.office.mealCounts>>['body']['data'];
const countOf = (week: Week, day: string, meal: string) =>
  week.days.find((d) => d.day === day)?.meals.find((m) => m.meal === meal);

describe('the meal count', () => {
  it('counts each day’s residents on a plan with the meal, less those on leave, for a week', async () => {
    const asha = await w.resident();
    const bina = await w.resident();
    const chitra = await w.resident();
    await w.office.changePlan(asha.user._id, w.plans.veg._id, today());
    await w.office.changePlan(bina.user._id, w.plans.full._id, addDays(today(), 3));
    await w.office.changePlan(chitra.user._id, null, today());
    // Asha is away from the day after tomorrow for three days.
    const leave = await w.applied(asha.token, {
      from: addDays(today(), 2),
      to: addDays(today(), 4),
    });
    expect((await w.decide(w.warden.token, leave._id, 'approve')).status).toBe(200);

    const counted = await w.asManager.mealCounts(w.hostel);
    expect(counted.status).toBe(200);
    const week = counted.body.data;
    expect(week.days.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today(), i + 1)),
    );
    const tomorrow = addDays(today(), 1);
    expect(countOf(week, tomorrow, 'breakfast')).toEqual({
      meal: 'breakfast',
      onPlan: 1,
      away: 0,
      total: 1,
    });
    expect(countOf(week, tomorrow, 'snacks')).toMatchObject({ onPlan: 0, total: 0 });
    expect(countOf(week, addDays(today(), 3), 'breakfast')).toEqual({
      meal: 'breakfast',
      onPlan: 2,
      away: 1,
      total: 1,
    });
    expect(countOf(week, addDays(today(), 3), 'snacks')).toMatchObject({ onPlan: 1, total: 1 });
    expect(countOf(week, addDays(today(), 5), 'dinner')).toMatchObject({ onPlan: 2, away: 0 });

    // Wardens read it; another hostel's are told it is not theirs.
    expect((await w.asWarden.mealCounts(w.hostel)).body.data).toEqual(week);
    expect((await w.asOtherWarden.mealCounts(w.hostel)).status).toBe(404);
  });

  it('counts today’s meals without those out at the gate now', async () => {
    const out = await w.resident();
    await w.office.changePlan(out.user._id, w.plans.veg._id, today());
    const before = countOf(
      (await w.office.mealCounts(w.hostel, today())).body.data,
      today(),
      'dinner',
    );
    const rollNumber = (await w.office.residents(w.hostel, `&search=${''}`)).body.data.find(
      (row) => row._id === out.user._id,
    )?.rollNumber;
    expect(
      (await w.scan(w.guard.token, { direction: 'out', rollNumber: rollNumber ?? '' })).status,
    ).toBe(200);
    const after = countOf(
      (await w.office.mealCounts(w.hostel, today())).body.data,
      today(),
      'dinner',
    );
    expect(after?.away).toBe((before?.away ?? 0) + 1);
    expect(after?.total).toBe((before?.total ?? 0) - 1);
  });

  it('downloads the week as CSV, and refuses a bad day with a sentence', async () => {
    const csv = await w.app.inject({
      method: 'GET',
      url: `/api/mess/meal-counts.csv?hostel=${w.hostel}&from=${today()}`,
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="meal-count-${today()}.csv"`,
    );
    const lines = csv.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Day,Meal,On plan,Away,To cook');
    expect(lines[1]).toMatch(new RegExp(`^${today()},Breakfast,\\d+,\\d+,\\d+$`));

    const bad = await w.office.mealCounts(w.hostel, '2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toEqual({
      path: 'from',
      message: 'Enter a real date as YYYY-MM-DD',
    });
  });
});
