import { messMessages as m, type MessPlan } from '@hms/shared/mess';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/api-surface';
import { appForFile } from '../../test/app-for-file';
import { arrangeMessHostels, buildPlanInput } from '../../test/mess-factories';

const w = appForFile(arrangeMessHostels);

describe('mess plans', () => {
  it('keeps a plan with its rate in paise and its meals in serving order', async () => {
    const added = await w.send(w.office, 'POST', '/api/mess/plans', {
      ...buildPlanInput(w.hostel, { name: 'Non-veg', monthlyRate: 3_850_50 }),
      meals: ['dinner', 'breakfast', 'lunch'],
    });
    expect(added.statusCode).toBe(201);
    const plan = added.json<{ data: MessPlan }>().data;
    expect(plan).toMatchObject({
      hostelId: w.hostel,
      name: 'Non-veg',
      monthlyRate: 3_850_50,
      meals: ['breakfast', 'lunch', 'dinner'],
      offered: true,
    });
    const listed = await w.send(w.manager.token, 'GET', `/api/mess/plans?hostel=${w.hostel}`);
    expect(listed.json<{ data: MessPlan[] }>().data.map((p) => p._id)).toContain(plan._id);
  });

  it("lets a mess manager change their hostel's plans, and not another hostel's", async () => {
    const added = await w.send(
      w.manager.token,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.hostel, { name: 'Jain' }),
    );
    expect(added.statusCode).toBe(201);
    const { _id } = added.json<{ data: MessPlan }>().data;
    const before = await databaseFingerprint(w.app.db);
    const elsewhere = await w.send(w.otherManager.token, 'PUT', `/api/mess/plans/${_id}`, {
      name: 'Jain',
      monthlyRate: 1,
      meals: ['lunch'],
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ success: false, message: m.planNotFound });
    const intoOther = await w.send(
      w.otherManager.token,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.hostel, { name: 'Sneaked' }),
    );
    expect(intoOther.statusCode).toBe(404);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
    // Another hostel's own plans are invisible to this one's manager.
    const theirs = await w.send(w.otherManager.token, 'GET', '/api/mess/plans');
    expect(theirs.json<{ data: MessPlan[] }>().data).toEqual([]);
  });

  it('refuses a second plan of the same name in a hostel, whatever its case', async () => {
    await w.send(w.office, 'POST', '/api/mess/plans', buildPlanInput(w.hostel, { name: 'Satvik' }));
    const before = await databaseFingerprint(w.app.db);
    const again = await w.send(
      w.office,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.hostel, { name: 'SATVIK' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: m.nameTaken('SATVIK') });
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
    // Another hostel may have its own.
    const other = await w.send(
      w.office,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.otherHostel, { name: 'Satvik' }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('keeps one plan when two of one name are added at once', async () => {
    const input = buildPlanInput(w.hostel, { name: 'Eggetarian' });
    const answers = await Promise.all([
      w.send(w.office, 'POST', '/api/mess/plans', input),
      w.send(w.manager.token, 'POST', '/api/mess/plans', input),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const listed = await w.send(w.office, 'GET', `/api/mess/plans?hostel=${w.hostel}`);
    const named = listed.json<{ data: MessPlan[] }>().data.filter((p) => p.name === 'Eggetarian');
    expect(named).toHaveLength(1);
  });

  it.each([
    [{ monthlyRate: -1 }, 'monthlyRate', m.rateNegative],
    [{ monthlyRate: 1.5 }, 'monthlyRate', m.rateWhole],
    [{ monthlyRate: 1_00_000_01 }, 'monthlyRate', m.rateTooLarge],
    [{ meals: [] }, 'meals', m.mealsRequired],
    [{ meals: ['midnight feast'] }, 'meals.0', m.mealInvalid],
    [{ name: '  ' }, 'name', m.nameRequired],
    [{ name: 'x'.repeat(61) }, 'name', m.nameTooLong],
  ])('refuses %j with a sentence and saves nothing', async (change, path, message) => {
    const before = await databaseFingerprint(w.app.db);
    const answer = await w.send(w.office, 'POST', '/api/mess/plans', {
      ...buildPlanInput(w.hostel, { name: 'Refused' }),
      ...change,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path,
      message,
    });
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('changes a plan, stops offering it, and deletes it', async () => {
    const added = await w.send(
      w.office,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.hostel, { name: 'South Indian' }),
    );
    const { _id } = added.json<{ data: MessPlan }>().data;
    const changed = await w.send(w.manager.token, 'PUT', `/api/mess/plans/${_id}`, {
      name: 'South Indian',
      monthlyRate: 3_300_00,
      meals: ['breakfast', 'snacks'],
      offered: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: MessPlan }>().data).toMatchObject({
      monthlyRate: 3_300_00,
      meals: ['breakfast', 'snacks'],
      offered: false,
    });
    const deleted = await w.send(w.manager.token, 'DELETE', `/api/mess/plans/${_id}`);
    expect(deleted.json()).toEqual({ success: true, data: { _id } });
    const gone = await w.send(w.office, 'DELETE', `/api/mess/plans/${_id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('keeps a hostile name as text', async () => {
    const name = '<img src=x onerror=alert(1)> मेस'.padEnd(60, 'ॐ');
    const added = await w.send(
      w.office,
      'POST',
      '/api/mess/plans',
      buildPlanInput(w.hostel, { name }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json<{ data: MessPlan }>().data.name).toBe(name);
  });
});
