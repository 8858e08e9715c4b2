import { randomBytes, randomUUID } from 'node:crypto';
import type { AuditEntry } from '@hms/shared/audit';
import type { Hostel } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';
import { describe, expect, it } from 'vitest';
import { download, everyPage, type FileRow } from '../../test/csv-downloads';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { bearer, createHostel, createRoom, registerStudent } from '../../test/factories';
import { createWarden } from '../../test/staff-factories';

const tag = randomBytes(4).toString('hex');
/** Names a spreadsheet would run, each a resident of the warden's hostel. */
const HOSTILE = ['=HYPERLINK("http://evil.example","Fees")', '+1 Rao', '-2 Nair', '@SUM Iyer'];

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const call = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const response = await app.inject({ method, url, payload, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const ganga = (await createHostel(app, admin, { name: `Ganga ${tag}` }))._id;
  const kaveri = (await createHostel(app, admin, { name: `=Kaveri ${tag}` }))._id;
  const warden = (await createWarden(app, admin, [ganga])).token;
  const triple = (await createRoom(app, admin, ganga, { type: 'Triple', roomNumber: '101' }))._id;
  const single = (await createRoom(app, admin, ganga, { type: 'Single', roomNumber: '9' }))._id;
  await createRoom(app, admin, ganga, { type: 'Double', roomNumber: '-5', floor: 2 });
  const elsewhere = (await createRoom(app, admin, kaveri, { type: 'Single' }))._id;
  for (const [i, name] of HOSTILE.entries()) {
    const student = await registerStudent(app, { name: `${name} ${tag}` });
    await call('PUT', `/api/admin/students/${student.user._id}/assign-room`, {
      roomId: i < 3 ? triple : single,
    });
  }
  const away = await registerStudent(app, { name: `Away ${tag}` });
  await call('PUT', `/api/admin/students/${away.user._id}/assign-room`, { roomId: elsewhere });
  // A student who paid more than the deposit she owes: a credit.
  await call('POST', '/api/fees/payments', {
    student: away.user._id,
    amount: 12_000_00,
    method: 'Cash',
    idempotencyKey: randomUUID(),
  });
  await registerStudent(app, { name: `Unplaced ${tag}` });
  return { admin, warden, ganga };
});

const unquoted = (text: string | undefined) => text?.replace(/^'(?=[=+\-@])/, '');

describe('the hostels export', () => {
  it('holds the list, and a warden only the hostels they run', async () => {
    const list = (
      await w.app.inject({ method: 'GET', url: '/api/hostels', headers: bearer(w.admin) })
    ).json<{ data: Hostel[] }>().data;
    const file = await download(w.app, '/api/hostels.csv', w.admin);
    expect(file.map((row) => unquoted(row.Name))).toEqual(list.map((h) => h.name));
    expect(file.map((row) => row.Residents)).toEqual(list.map((h) => String(h.currentOccupancy)));
    expect(file.find((row) => row.Name === `'=Kaveri ${tag}`)).toMatchObject({
      'Monthly fee (₹)': '4500',
      'Security deposit (₹)': '10000',
      Amenities: 'WiFi; Mess; Laundry',
    });
    const theirs = await download(w.app, '/api/hostels.csv', w.warden);
    expect(theirs.map((row) => row.Name)).toEqual([`Ganga ${tag}`]);
    expect(theirs[0]).toMatchObject({ Residents: '4', 'Rooms added': '3', 'Free beds': '56' });
  });
});

describe('the rooms export', () => {
  const fromList = (r: Room) => [r.hostel.name, r.roomNumber, String(r.currentOccupancy)];
  const fromFile = (row: FileRow) => [unquoted(row.Hostel), unquoted(row.Room), row.Residents];

  it("holds the filtered list in the list's order, residents by name", async () => {
    for (const query of ['', `?hostel=${w.ganga}`, '?available=true', `?search=${tag}`]) {
      const file = await download(w.app, `/api/rooms.csv${query}`, w.admin);
      const list = await everyPage<Room>(w.app, `/api/rooms${query}`, w.admin);
      expect(file.map(fromFile), query).toEqual(list.map(fromList));
    }
    const gangas = await download(
      w.app,
      `/api/rooms.csv?hostel=${w.ganga}&available=false`,
      w.admin,
    );
    expect(gangas.map((row) => row.Room)).toEqual(['9', '101']);
    expect(gangas[1]?.['Resident names']).toMatch(/^'=HYPERLINK\("http:\/\/evil.example",/);
    expect(gangas[1]).toMatchObject({ Beds: '3', Residents: '3', 'Free beds': '0', AC: 'No' });
  });

  it("gives a warden their hostels' rooms alone", async () => {
    const file = await download(w.app, `/api/rooms.csv?search=${tag}`, w.warden);
    expect(file.map((row) => row.Room)).toEqual(['9', '101', "'-5"]);
  });
});

describe('the students export', () => {
  const fromList = (s: Student) => [
    s.studentId,
    s.name,
    s.hostel?.name ?? '',
    (s.balance ?? 0) / 100,
  ];
  const fromFile = (row: FileRow) => [
    row['Student ID'],
    unquoted(row.Name),
    unquoted(row.Hostel),
    Number(row['Balance (₹)']),
  ];

  it('holds the filtered list by name, its figures as numbers, a credit below zero', async () => {
    for (const query of [`?search=${tag}`, `?hostel=${w.ganga}`, `?search=away%20${tag}`]) {
      const file = await download(w.app, `/api/students.csv${query}`, w.admin);
      const list = await everyPage<Student>(w.app, `/api/admin/students${query}`, w.admin);
      expect(file.map(fromFile), query).toEqual(list.map(fromList));
    }
    const [away] = await download(w.app, `/api/students.csv?search=away%20${tag}`, w.admin);
    expect(away?.['Balance (₹)']).toBe('-2000');
    expect(away).toMatchObject({ Hostel: `'=Kaveri ${tag}`, Active: 'Yes', Year: '2' });
  });

  it('neutralises every name a spreadsheet would run', async () => {
    const file = await download(w.app, `/api/students.csv?hostel=${w.ganga}`, w.admin);
    expect(file.map((row) => row.Name).sort()).toEqual(
      HOSTILE.map((name) => `'${name} ${tag}`).sort(),
    );
  });

  it('gives a warden their residents and the students without a bed', async () => {
    const file = await download(w.app, `/api/students.csv?search=${tag}`, w.warden);
    const names = file.map((row) => unquoted(row.Name));
    expect(names).toHaveLength(HOSTILE.length + 1);
    expect(names).toContain(`Unplaced ${tag}`);
    expect(names).not.toContain(`Away ${tag}`);
  });
});

describe('the activity export', () => {
  it("holds the Activity page's filtered entries, newest first", async () => {
    const entries = async (query: string) => {
      const read: AuditEntry[] = [];
      let before: number | null | undefined;
      do {
        const cursor = before ? `&before=${before}` : '';
        const response = await w.app.inject({
          method: 'GET',
          url: `/api/audit-entries?limit=100${query}${cursor}`,
          headers: bearer(w.admin),
        });
        const page = response.json<{ data: AuditEntry[]; paging: { older: number | null } }>();
        read.push(...page.data);
        before = page.paging.older;
      } while (before);
      return read;
    };
    for (const query of ['', '&entityType=hostel', `&search=${tag}`, '&action=student.assign']) {
      const file = await download(w.app, `/api/activity.csv?${query.slice(1)}`, w.admin);
      const list = await entries(query);
      expect(
        file.map((row) => [row.Action, unquoted(row.Record), row['Record ID']]),
        query,
      ).toEqual(list.map((e) => [e.action, e.label, e.entityId]));
    }
    const [changed] = await download(w.app, '/api/activity.csv?action=student.assign', w.admin);
    expect(changed?.['Changed fields']).toMatch(/room/);
  });

  it('refuses a range that ends before it starts, with a sentence', async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: '/api/activity.csv?from=2026-02-01&to=2026-01-01',
      headers: bearer(w.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/\w+ \w+/);
  });
});
