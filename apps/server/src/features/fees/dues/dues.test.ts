import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/app-for-file';
import { bearer, createHostel, createRoom } from '../../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../../test/fee-factories';
import { daysAgo } from '../../../test/residency-factories';
import { createWarden } from '../../../test/staff-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    const hostel = async (fields: Record<string, unknown>) =>
      (await createHostel(app, arranged.token, fields))._id;
    return {
      ...arranged,
      kaveri: await hostel({ name: 'Kaveri' }),
      ganga: await hostel({ name: 'Ganga', fees: { monthly: 0, security: 5000 } }),
    };
  },
  { beforeClose: expectLedgerWhole },
);

const resident = async (hostel: string, name: string, since: number) =>
  (await office.resident(hostel, daysAgo(since), { name })).id;

type Due = { student: { name: string }; balance: number; days: number; hostel: string };
async function dues(query: string, as = office.token) {
  const response = await office.app.inject({
    method: 'GET',
    url: `/api/fees/dues?${query}`,
    headers: bearer(as),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Due[]; pagination: { total: number } }>();
}

describe('the dues list', () => {
  it('filters by amount, age, hostel and name in the database, oldest dues first', async () => {
    await resident(office.kaveri, 'Old Debtor Kaveri', 90);
    const paid = await resident(office.kaveri, 'Paid Up Kaveri', 60);
    await office.pay(paid, 10_000_00);
    await resident(office.ganga, 'New Arrival Ganga', 3);

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
    expect((await dues(`hostel=${office.ganga}`)).data.map((d) => d.student.name)).toEqual([
      'New Arrival Ganga',
    ]);
    expect((await dues('search=arrival')).data.map((d) => d.student.name)).toEqual([
      'New Arrival Ganga',
    ]);
    expect((await dues('search=100%25')).data).toEqual([]);
  });

  it("shows a warden only their hostels' students, and exports the same list as CSV", async () => {
    const warden = await createWarden(office.app, office.token, [office.ganga]);
    const theirs = await dues('limit=100', warden.token);
    expect(theirs.data.every((due) => due.hostel === 'Ganga')).toBe(true);
    await resident(office.ganga, '=HYPERLINK("x") "Quoted", Name', 10);

    const csv = await office.app.inject({
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
    const id = await resident(office.ganga, 'Deposit Holder', 20);
    const room = (await createRoom(office.app, office.token, office.ganga, { type: 'Single' }))._id;
    await office.assign(id, { roomId: room, date: daysAgo(10) });
    const account = (await office.account(id)).body.data;
    expect(account.deposits).toEqual([
      { hostel: { _id: office.ganga, name: 'Ganga' }, held: 5000_00 },
    ]);
    expect(account.balance).toBe(5000_00);
    await office.adjust({ student: id, kind: 'Fine', amount: 1000_00, description: 'Broken lamp' });
    await office.pay(id, 5000_00);

    // Owes Rs 1,000: refunding more than the Rs 4,000 left over once the fine is settled is refused.
    const tooMuch = await office.checkOut(id, { deposit: { apply: 0, refund: 5000_00 } } as object);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'After the deposit is returned the student is owed ₹4,000; refund at most that much.',
    );
    expect((await office.account(id)).body.data.balance).toBe(1000_00);

    const out = await office.checkOut(id, {
      deposit: { apply: 1000_00, refund: 4000_00, method: 'Bank transfer', reference: 'NEFT-1' },
    } as object);
    expect(out.status).toBe(200);
    const after = (await office.account(id)).body.data;
    expect(after).toMatchObject({ balance: 0, deposits: [], dues: [] });
    const kinds = (await office.entries(id)).body.data.map((entry) => entry.kind);
    expect(kinds.slice(0, 2)).toEqual(['Refund', 'Deposit returned']);
  });
});

describe('the month collection', () => {
  it("shows each hostel's charges, payments and what its residents owe", async () => {
    const month = daysAgo(0).slice(0, 7);
    const response = await office.app.inject({
      method: 'GET',
      url: `/api/fees/collection?month=${month}`,
      headers: bearer(office.token),
    });
    const hostels = response.json<{
      data: { hostels: { hostel: { name: string }; collected: number; outstanding: number }[] };
    }>().data.hostels;
    const byName = Object.fromEntries(hostels.map((row) => [row.hostel.name, row]));
    expect(byName.Kaveri?.outstanding).toBe(10_000_00);
    expect(byName.Ganga?.collected).toBeGreaterThanOrEqual(5000_00);
  });
});
