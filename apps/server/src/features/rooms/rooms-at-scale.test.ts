import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createHostel, registerAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// 5,000 rooms in 10 hostels, a third of them full: the rooms screen must get one page of them,
// filtered in the database, never the whole table.
let app: TestApp;
let admin: string;
let hostelIds: string[];
beforeAll(async () => {
  app = await createTestApp();
  admin = (await registerAdmin(app)).token;
  hostelIds = [];
  for (let i = 0; i < 10; i += 1) {
    hostelIds.push((await createHostel(app, admin, { totalRooms: 500, totalCapacity: 500 }))._id);
  }
  await app.db.execute(sql`
    insert into rooms (hostel_id, room_number, type, floor, monthly_rent)
    select (${sql.raw(`array[${hostelIds.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + (n % 10)],
           'R' || n, 'Single', 1 + (n % 5), 3000
    from generate_series(1, 5000) as n`);
  await app.db.execute(sql`
    insert into students (student_id, name, email, password_hash, phone, course, year, gender, room_id)
    select 'SCALE' || n, 'Student ' || n, 'scale' || n || '@college.edu', 'x', '9000000000', 'B.Sc', 1, 'Female',
           (select id from rooms where room_number = 'R' || n)
    from generate_series(1, 5000) as n where n % 3 = 0`);
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function list(query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/rooms?${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { currentOccupancy: number; hostel: { _id: string } }[];
    pagination: { total: number };
  };
}

describe('rooms at campus scale', () => {
  it('answers one page with the total of all 5,000', async () => {
    const page = await list('page=7');
    expect(page.data).toHaveLength(20);
    expect(page.pagination).toEqual({ page: 7, limit: 20, total: 5000 });
  });

  it('filters availability and hostel in the database', async () => {
    expect((await list('available=false')).pagination.total).toBe(1666);
    expect((await list('available=true')).pagination.total).toBe(3334);
    const oneHostel = await list(`hostel=${hostelIds[3]}&available=true&limit=100`);
    expect(oneHostel.pagination.total).toBeGreaterThan(300);
    expect(oneHostel.data).toHaveLength(100);
    expect(
      oneHostel.data.every((r) => r.hostel._id === hostelIds[3] && r.currentOccupancy === 0),
    ).toBe(true);
  });
});
