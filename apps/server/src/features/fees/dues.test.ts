import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { feeCalls, ledgerInvariantBreaches } from '../../test/fee-factories';
import { bedCalls, daysAgo } from '../../test/residency-factories';
import { createWarden } from '../../test/staff-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let office: ReturnType<typeof bedCalls>;
let fees: ReturnType<typeof feeCalls>;
let token: string;
let kaveri: string;
let ganga: string;
beforeAll(async () => {
  app = await createTestApp();
  token = (await registerAdmin(app)).token;
  office = bedCalls(app, token);
  fees = feeCalls(app, token);
  kaveri = (await createHostel(app, token, { name: 'Kaveri' }))._id;
  ganga = (await createHostel(app, token, { name: 'Ganga', fees: { monthly: 0, security: 5000 } }))
    ._id;
});
afterAll(async () => {
  expect(await ledgerInvariantBreaches(app)).toEqual({ drift: [], gaps: [] });
  await app.close();
});

async function resident(hostel: string, name: string, since: number) {
  const id = (await registerStudent(app, { gender: 'Female', name })).user._id;
  const room = (await createRoom(app, token, hostel, { type: 'Single' }))._id;
  expect((await office.assign(id, { roomId: room, date: daysAgo(since) })).status).toBe(200);
  return id;
}

type Due = { student: { name: string }; balance: number; days: number; hostel: string };
async function dues(query: string, as = token) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/fees/dues?${query}`,
    headers: bearer(as),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Due[]; pagination: { total: number } }>();
}

describe('the dues list', () => {
  it('filters by amount, age, hostel and name in the database, oldest dues first', async () => {
    await resident(kaveri, 'Old Debtor Kaveri', 90);
    const paid = await resident(kaveri, 'Paid Up Kaveri', 60);
    await fees.pay(paid, 10_000_00);
    await resident(ganga, 'New Arrival Ganga', 3);

    const all = await dues('limit=100');
    expect(all.data.map((due) => due.student.name)).toEqual([
      'Old Debtor Kaveri',
      'New Arrival Ganga',
    ]);
    expect(all.data[0]).toMatchObject({ balance: 10_000_00, days: 90, hostel: 'Kaveri' });
    expect((await dues('minDays=30')).data.map((d) => d.student.name)).toEqual([
      'Old Debtor Kaveri',
    ]);
    expect((await dues('minAmount=600000')).data.map((d) => d.student.name)).toEqual([
      'Old Debtor Kaveri',
    ]);
    expect((await dues(`hostel=${ganga}`)).data.map((d) => d.student.name)).toEqual([
      'New Arrival Ganga',
    ]);
    expect((await dues('search=arrival')).data.map((d) => d.student.name)).toEqual([
      'New Arrival Ganga',
    ]);
    expect((await dues('search=100%25')).data).toEqual([]);
  });

  it("shows a warden only their hostels' students, and exports the same list as CSV", async () => {
    const warden = await createWarden(app, token, [ganga]);
    const theirs = await dues('limit=100', warden.token);
    expect(theirs.data.every((due) => due.hostel === 'Ganga')).toBe(true);
    await resident(ganga, '=HYPERLINK("x") "Quoted", Name', 10);

    const csv = await app.inject({
      method: 'GET',
      url: '/api/fees/dues.csv',
      headers: bearer(warden.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Student ID,Name,Hostel,Room,Balance (₹),Owing since,Days');
    expect(lines).toHaveLength(1 + (await dues('limit=100', warden.token)).data.length);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") ""Quoted"", Name"`);
    expect(csv.body).not.toContain('Kaveri');
  });
});

describe('the security deposit', () => {
  it('is charged on a first arrival in a hostel only, and returned at check-out in one step', async () => {
    const id = await resident(ganga, 'Deposit Holder', 20);
    const room = (await createRoom(app, token, ganga, { type: 'Single' }))._id;
    await office.assign(id, { roomId: room, date: daysAgo(10) });
    const account = (await fees.account(id)).body.data;
    expect(account.deposits).toEqual([{ hostel: { _id: ganga, name: 'Ganga' }, held: 5000_00 }]);
    expect(account.balance).toBe(5000_00);
    await fees.adjust({ student: id, kind: 'Fine', amount: 1000_00, description: 'Broken lamp' });
    await fees.pay(id, 5000_00);

    // Owes Rs 1,000: refunding more than the Rs 4,000 left over once the fine is settled is refused.
    const tooMuch = await office.checkOut(id, { deposit: { apply: 0, refund: 5000_00 } } as object);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'After the deposit is returned the student is owed ₹4,000; refund at most that much.',
    );
    expect((await fees.account(id)).body.data.balance).toBe(1000_00);

    const out = await office.checkOut(id, {
      deposit: { apply: 1000_00, refund: 4000_00, method: 'Bank transfer', reference: 'NEFT-1' },
    } as object);
    expect(out.status).toBe(200);
    const after = (await fees.account(id)).body.data;
    expect(after).toMatchObject({ balance: 0, deposits: [], dues: [] });
    const kinds = (await fees.entries(id)).body.data.map((entry) => entry.kind);
    expect(kinds.slice(0, 2)).toEqual(['Refund', 'Deposit returned']);
  });
});

describe('the month collection', () => {
  it("shows each hostel's charges, payments and what its residents owe", async () => {
    const month = daysAgo(0).slice(0, 7);
    const response = await app.inject({
      method: 'GET',
      url: `/api/fees/collection?month=${month}`,
      headers: bearer(token),
    });
    const hostels = response.json<{
      data: { hostels: { hostel: { name: string }; collected: number; outstanding: number }[] };
    }>().data.hostels;
    const byName = Object.fromEntries(hostels.map((row) => [row.hostel.name, row]));
    expect(byName.Kaveri?.outstanding).toBe(10_000_00);
    expect(byName.Ganga?.collected).toBeGreaterThanOrEqual(5000_00);
  });
});
