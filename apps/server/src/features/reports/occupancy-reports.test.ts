import type { OccupancyHistoryReport, OccupancyReport, VacancyReport } from '@hms/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createRoom, registerAdmin, registerStudent } from '../../test/factories';
import { reportCalls } from '../../test/report-factories';
import { bedCalls, today } from '../../test/residency-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMonths } from './report-range';

/**
 * Occupancy now, by room type, and month by month from the stays (docs/product-rules.md#reports),
 * on a small known college: Kaveri (a Double, a Single, an empty Triple) and Ganga (a Double).
 *
 * - A moves into Kaveri's Double on 10 June 2025 and stays: 21 of June's 30 days.
 * - B moves into Kaveri's Double on 20 May, to its Single on 15 June, and checks out on 11 July:
 *   one resident of June for all 30 days, though in two rooms.
 * - C lives in Ganga's Double from 1 June.
 */
let app: TestApp;
let office: ReturnType<typeof reportCalls>;
let gangaWarden: ReturnType<typeof reportCalls>;
let kaveri: string;
let ganga: string;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  office = reportCalls(app, admin.token);
  const fees = { monthly: 4500, security: 0 };
  kaveri = (await createHostel(app, admin.token, { name: 'Kaveri', fees }))._id;
  ganga = (await createHostel(app, admin.token, { name: 'Ganga', fees }))._id;
  const double = (await createRoom(app, admin.token, kaveri, { type: 'Double' }))._id;
  const single = (await createRoom(app, admin.token, kaveri, { type: 'Single' }))._id;
  await createRoom(app, admin.token, kaveri, { type: 'Triple' });
  const gangaDouble = (await createRoom(app, admin.token, ganga, { type: 'Double' }))._id;
  gangaWarden = reportCalls(app, (await createWarden(app, admin.token, [ganga])).token);

  const beds = bedCalls(app, admin.token);
  const [a, b, c] = [await student(), await student(), await student()];
  const moves = [
    await beds.assign(a, { roomId: double, date: '2025-06-10' }),
    await beds.assign(b, { roomId: double, date: '2025-05-20' }),
    await beds.assign(b, { roomId: single, date: '2025-06-15' }),
    await beds.checkOut(b, { date: '2025-07-11' }),
    await beds.assign(c, { roomId: gangaDouble, date: '2025-06-01' }),
  ];
  expect(moves.map((move) => move.status)).toEqual([200, 200, 200, 200, 200]);
});
afterAll(async () => {
  await app.close();
});

const student = async () => (await registerStudent(app, { gender: 'Female' })).user._id;
const summer = { from: '2025-05', to: '2025-07' };

describe('occupancy now', () => {
  it("holds each hostel's beds, residents and free beds, by name", async () => {
    const { status, body } = await office<OccupancyReport>('occupancy');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { hostel: { _id: ganga, name: 'Ganga' }, beds: 2, occupied: 1, vacant: 1 },
      { hostel: { _id: kaveri, name: 'Kaveri' }, beds: 6, occupied: 1, vacant: 5 },
    ]);
  });

  it('holds rooms and beds by room type, only the types there are rooms of', async () => {
    const { body } = await office<VacancyReport>('vacancies');
    expect(body.data).toEqual([
      { type: 'Single', rooms: 1, beds: 1, occupied: 0, vacant: 1 },
      { type: 'Double', rooms: 2, beds: 4, occupied: 2, vacant: 2 },
      { type: 'Triple', rooms: 1, beds: 3, occupied: 0, vacant: 3 },
    ]);
  });

  it("holds a warden's hostels alone, and nothing for another hostel asked by name", async () => {
    expect((await gangaWarden<OccupancyReport>('occupancy')).body.data).toEqual([
      { hostel: { _id: ganga, name: 'Ganga' }, beds: 2, occupied: 1, vacant: 1 },
    ]);
    expect((await gangaWarden<VacancyReport>('vacancies')).body.data).toEqual([
      { type: 'Double', rooms: 1, beds: 2, occupied: 1, vacant: 1 },
    ]);
    const elsewhere = await gangaWarden<OccupancyReport>('occupancy', { hostel: kaveri });
    expect(elsewhere).toEqual({ status: 200, body: { success: true, data: [] } });
    expect((await gangaWarden<VacancyReport>('vacancies', { hostel: kaveri })).body.data).toEqual(
      [],
    );
  });
});

describe('occupancy month by month', () => {
  it('counts bed-days from the stays over the days of each month, and each resident once', async () => {
    const { status, body } = await office<OccupancyHistoryReport>('occupancy-history', summer);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      ...summer,
      months: [
        // B from 20 May: 12 of 31 days.
        { month: '2025-05', residents: 1, averageOccupied: 0.4, beds: 8 },
        // A 21 days, B 14 + 16 days in two rooms, C 30 days: 81 bed-days over 30.
        { month: '2025-06', residents: 3, averageOccupied: 2.7, beds: 8 },
        // A 31, B up to 10 July (the day of leaving is not lived), C 31: 72 over 31.
        { month: '2025-07', residents: 3, averageOccupied: 2.3, beds: 8 },
      ],
    });
  });

  it("narrows to a hostel, and to a warden's hostels", async () => {
    const kaveriOnly = await office<OccupancyHistoryReport>('occupancy-history', {
      ...summer,
      hostel: kaveri,
    });
    expect(kaveriOnly.body.data.months).toEqual([
      { month: '2025-05', residents: 1, averageOccupied: 0.4, beds: 6 },
      { month: '2025-06', residents: 2, averageOccupied: 1.7, beds: 6 },
      { month: '2025-07', residents: 2, averageOccupied: 1.3, beds: 6 },
    ]);
    const theirs = await gangaWarden<OccupancyHistoryReport>('occupancy-history', summer);
    expect(theirs.body.data.months).toEqual([
      { month: '2025-05', residents: 0, averageOccupied: 0, beds: 2 },
      { month: '2025-06', residents: 1, averageOccupied: 1, beds: 2 },
      { month: '2025-07', residents: 1, averageOccupied: 1, beds: 2 },
    ]);
    const elsewhere = await gangaWarden<OccupancyHistoryReport>('occupancy-history', {
      ...summer,
      hostel: kaveri,
    });
    expect(elsewhere.body.data.months.map((m) => [m.residents, m.averageOccupied, m.beds])).toEqual(
      [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    );
  });

  it('shows months with nobody as zeros, counts this month up to today and none to come', async () => {
    const thisMonth = today().slice(0, 7);
    const quiet = await office<OccupancyHistoryReport>('occupancy-history', {
      from: '2024-01',
      to: '2024-02',
    });
    expect(quiet.body.data.months).toEqual([
      { month: '2024-01', residents: 0, averageOccupied: 0, beds: 8 },
      { month: '2024-02', residents: 0, averageOccupied: 0, beds: 8 },
    ]);
    const now = await office<OccupancyHistoryReport>('occupancy-history', {
      from: thisMonth,
      to: addMonths(thisMonth, 1),
    });
    // A and C have lived here every day of this month so far.
    expect(now.body.data.months).toEqual([
      { month: thisMonth, residents: 2, averageOccupied: 2, beds: 8 },
      { month: addMonths(thisMonth, 1), residents: 0, averageOccupied: 0, beds: 8 },
    ]);
  });

  it('covers the twelve months ending with this one when no range is asked for', async () => {
    const thisMonth = today().slice(0, 7);
    const { body } = await office<OccupancyHistoryReport>('occupancy-history');
    expect(body.data.from).toBe(addMonths(thisMonth, -11));
    expect(body.data.to).toBe(thisMonth);
    expect(body.data.months.map((m) => m.month)).toHaveLength(12);
    const fromOnly = await office<OccupancyHistoryReport>('occupancy-history', { from: '2025-01' });
    expect([fromOnly.body.data.from, fromOnly.body.data.to]).toEqual(['2025-01', '2025-12']);
  });
});
