import { messMessages as m, type Menu } from '@hms/shared/mess';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/api-surface';
import { appForFile } from '../../test/app-for-file';
import { bearer, createRoom, placeStudentInRoom, registerStudent } from '../../test/factories';
import { arrangeMessHostels } from '../../test/mess-factories';

const w = appForFile(arrangeMessHostels);

const week = [
  { weekday: 2, meal: 'dinner', dishes: 'Chapati, dal makhani' },
  { weekday: 1, meal: 'lunch', dishes: 'Rice, sambar, poriyal' },
  { weekday: 1, meal: 'breakfast', dishes: 'Idli, chutney' },
  { weekday: 7, meal: 'snacks', dishes: '' },
];

describe("a hostel's week's menu", () => {
  it('keeps the meals with dishes, Monday first and each day in serving order', async () => {
    const saved = await w.send(w.manager.token, 'PUT', `/api/mess/menus/${w.hostel}`, {
      items: week,
    });
    expect(saved.statusCode).toBe(200);
    const menu = saved.json<{ data: Menu }>().data;
    expect(menu.items).toEqual([
      { weekday: 1, meal: 'breakfast', dishes: 'Idli, chutney' },
      { weekday: 1, meal: 'lunch', dishes: 'Rice, sambar, poriyal' },
      { weekday: 2, meal: 'dinner', dishes: 'Chapati, dal makhani' },
    ]);
    expect(menu.updatedAt).not.toBeNull();
    const read = await w.send(w.office, 'GET', `/api/mess/menus?hostel=${w.hostel}`);
    expect(read.json<{ data: Menu[] }>().data).toEqual([menu]);
  });

  it("shows a resident their hostel's week, and a student with no bed none", async () => {
    const room = await createRoom(w.app, w.office, w.hostel, { type: 'Double' });
    const resident = await placeStudentInRoom(w.app, w.office, room._id);
    const own = await w.app.inject({
      url: '/api/student/mess/menu',
      headers: bearer(resident.token),
    });
    expect(own.json<{ data: Menu }>().data).toMatchObject({ hostelId: w.hostel });
    const unhoused = await registerStudent(w.app);
    const none = await w.app.inject({
      url: '/api/student/mess/menu',
      headers: bearer(unhoused.token),
    });
    expect(none.json()).toEqual({ success: true, data: null });
  });

  it("refuses another hostel's manager, and a day's meal given twice, changing nothing", async () => {
    const before = await databaseFingerprint(w.app.db);
    const elsewhere = await w.send(w.otherManager.token, 'PUT', `/api/mess/menus/${w.hostel}`, {
      items: week,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ success: false, message: m.hostelNotFound });
    const twice = await w.send(w.office, 'PUT', `/api/mess/menus/${w.hostel}`, {
      items: [week[0], { ...week[0], dishes: 'Puri' }],
    });
    expect(twice.statusCode).toBe(400);
    const tooLong = await w.send(w.office, 'PUT', `/api/mess/menus/${w.hostel}`, {
      items: [{ weekday: 8, meal: 'lunch', dishes: 'x'.repeat(301) }],
    });
    expect(tooLong.json<{ errors: { message: string }[] }>().errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([m.weekdayInvalid, m.dishesTooLong]),
    );
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('leaves one whole week when two saves race, never a mix of both', async () => {
    const first = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      meal: 'lunch',
      dishes: `Thali ${weekday}`,
    }));
    const second = [1, 2, 3].map((weekday) => ({
      weekday,
      meal: 'dinner',
      dishes: `Biryani ${weekday}`,
    }));
    const answers = await Promise.all([
      w.send(w.office, 'PUT', `/api/mess/menus/${w.otherHostel}`, { items: first }),
      w.send(w.otherManager.token, 'PUT', `/api/mess/menus/${w.otherHostel}`, { items: second }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const read = await w.send(w.office, 'GET', `/api/mess/menus?hostel=${w.otherHostel}`);
    const [menu] = read.json<{ data: Menu[] }>().data;
    expect([first, second]).toContainEqual(menu?.items);
  });

  it('keeps hostile dishes as text', async () => {
    const dishes = '<script>alert("idli")</script> पनीर टिक्का '.repeat(6).slice(0, 300);
    const saved = await w.send(w.office, 'PUT', `/api/mess/menus/${w.otherHostel}`, {
      items: [{ weekday: 5, meal: 'snacks', dishes }],
    });
    expect(saved.json<{ data: Menu }>().data.items[0]?.dishes).toBe(dishes.trim());
  });
});
