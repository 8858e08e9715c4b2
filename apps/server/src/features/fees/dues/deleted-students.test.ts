import type { DeletedStudent } from '@hms/shared/deleted-students';
import type { Collection, DueRow } from '@hms/shared/fees';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../core/db/raw-rows';
import { appForFile } from '../../../test/app-for-file';
import { callApi } from '../../../test/call-api';
import { download } from '../../../test/csv-downloads';
import { createHostel } from '../../../test/factories';
import { expectLedgerWhole, feeCalls, feeOffice } from '../../../test/fee-factories';
import { daysAgo, today } from '../../../test/residency-factories';
import { createWarden } from '../../../test/staff-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    // Kaveri charges the factory's Rs 10,000 security deposit on arrival.
    const hostel = (await createHostel(app, arranged.token, { name: 'Kaveri' }))._id;
    const warden = await createWarden(app, arranged.token, [hostel]);
    return { ...arranged, hostel, warden: { ...warden, ...feeCalls(app, warden.token) } };
  },
  { beforeClose: expectLedgerWhole },
);

let sequence = 0;

/** A student of Kaveri since 40 days ago, charged its deposit, with a name and ID to look for. */
async function housed() {
  sequence += 1;
  const who = { name: `Gauri Iyer ${sequence}`, studentId: `KEPT-${1000 + sequence}` };
  return { ...who, id: (await office.resident(office.hostel, daysAgo(40), who)).id };
}

const get = <T>(url: string, token = office.token) => callApi<T>(office.app, token, 'GET', url);
const remove = (id: string) => callApi(office.app, office.token, 'DELETE', `/admin/students/${id}`);

async function duesRow(studentId: string): Promise<DueRow | undefined> {
  const dues = await get<{ data: DueRow[] }>(`/fees/dues?search=${studentId}&limit=100`);
  return dues.body.data.find((row) => row.student.studentId === studentId);
}

async function figures() {
  const everyone = await get<{ data: DueRow[]; pagination: { total: number } }>(
    '/fees/dues?limit=100',
  );
  const month = await get<{ data: Collection }>(`/fees/collection?month=${today().slice(0, 7)}`);
  const kaveri = month.body.data.hostels.find((row) => row.hostel._id === office.hostel);
  return {
    owing: everyone.body.pagination.total,
    owed: everyone.body.data.reduce((sum, row) => sum + row.balance, 0),
    charged: kaveri?.charged,
    collected: kaveri?.collected,
  };
}

describe('a deleted student’s ledger', () => {
  it('keeps its entries, receipts and audit entries under their name and ID, and every total', async () => {
    const gauri = await housed();
    const paid = (await office.pay(gauri.id, 4_000_00)).body.data;
    const entries = (await office.entries(gauri.id)).body.data;
    const before = await figures();

    expect((await remove(gauri.id)).status).toBe(200);

    const account = (await office.account(gauri.id)).body.data;
    expect(account).toMatchObject({
      student: { _id: gauri.id, name: gauri.name, studentId: gauri.studentId },
      balance: 6_000_00,
      deletedAt: expect.any(String),
    });
    expect((await office.entries(gauri.id)).body.data).toEqual(entries);
    const receipt = (await office.receipt(paid._id)).body.data;
    expect(receipt.student).toEqual({
      _id: gauri.id,
      name: gauri.name,
      studentId: gauri.studentId,
    });
    const pdf = await office.app.inject({
      method: 'GET',
      url: `/api/fees/receipts/${paid._id}/pdf`,
      headers: { authorization: `Bearer ${office.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const labels = await selectRows<{ label: string }>(
      office.app.db,
      sql`select distinct entity_label as label from audit_entries
          where entity_type = 'ledger' and after->>'student' = ${gauri.id}`,
    );
    expect(labels).toEqual([{ label: `${gauri.name} (${gauri.studentId})` }]);

    // Still owing, in the dues list and its file, marked deleted; the totals are as they were.
    expect(await figures()).toEqual(before);
    expect(await duesRow(gauri.studentId)).toMatchObject({
      student: { _id: gauri.id, name: gauri.name },
      deleted: true,
      hostel: null,
      room: null,
      balance: 6_000_00,
    });
    const file = await download(office.app, '/api/fees/dues.csv', office.token);
    expect(file.find((row) => row['Student ID'] === gauri.studentId)).toMatchObject({
      Name: gauri.name,
      Hostel: 'Deleted',
      'Balance (₹)': '6000',
    });
  });

  it('is listed under Deleted students for administrators, and only what accounting needs', async () => {
    const hema = await housed();
    await remove(hema.id);
    const list = await get<{ data: DeletedStudent[] }>('/fees/deleted-students?limit=100');
    expect(list.status).toBe(200);
    const row = list.body.data.find((deleted) => deleted.student._id === hema.id);
    expect(row).toEqual({
      student: { _id: hema.id, name: hema.name, studentId: hema.studentId },
      deletedAt: expect.any(String),
      balance: 10_000_00,
    });
    expect(Date.now() - Date.parse(row!.deletedAt)).toBeLessThan(60_000);
    const found = await get<{ data: DeletedStudent[] }>(
      `/fees/deleted-students?search=${hema.studentId.toLowerCase()}`,
    );
    expect(found.body.data.map((deleted) => deleted.student._id)).toEqual([hema.id]);
    const none = await get<{ data: DeletedStudent[] }>('/fees/deleted-students?search=nobody');
    expect(none.body.data).toEqual([]);

    // A warden's reach is their hostels' residents; a deleted student lives in none.
    expect((await get('/fees/deleted-students', office.warden.token)).status).toBe(403);
    expect((await office.warden.account(hema.id)).status).toBe(404);
    expect(
      (await get<{ data: DueRow[] }>('/fees/dues?limit=100', office.warden.token)).body.data,
    ).not.toContainEqual(expect.objectContaining({ deleted: true }));
  });

  it('takes the office’s payments and waivers, receipted under the name it kept', async () => {
    const indu = await housed();
    await remove(indu.id);
    const paid = await office.pay(indu.id, 2_500_00);
    expect(paid.status).toBe(200);
    const receipt = (await office.receipt(paid.body.data._id)).body.data;
    expect(receipt).toMatchObject({
      student: { _id: indu.id, name: indu.name, studentId: indu.studentId },
      hostel: null,
      room: null,
    });
    const waived = await office.adjust({
      student: indu.id,
      kind: 'Waiver',
      amount: 7_500_00,
      description: 'Written off on leaving',
    });
    expect(waived.status).toBe(200);
    expect((await office.account(indu.id)).body.data.balance).toBe(0);
    expect((await office.warden.pay(indu.id, 100_00)).body.message).toBe(
      'This student does not exist, or is not one of yours.',
    );
  });

  it('leaves a payment racing the deletion on the kept ledger, or refuses it with a sentence', async () => {
    for (let round = 0; round < 10; round += 1) {
      const jaya = await housed();
      const [deleted, byOffice, byWarden] = await Promise.all([
        remove(jaya.id),
        office.pay(jaya.id, 1_000_00),
        office.warden.pay(jaya.id, 500_00),
      ]);
      expect(deleted.status).toBe(200);
      // The office reaches a kept ledger; the warden only a resident of theirs.
      expect(byOffice.status).toBe(200);
      expect([200, 404]).toContain(byWarden.status);
      if (byWarden.status === 404) {
        expect(byWarden.body.message).toBe('This student does not exist, or is not one of yours.');
      }
      const account = (await office.account(jaya.id)).body.data;
      const paid = [byOffice, byWarden].filter((answer) => answer.status === 200);
      expect(account.balance).toBe(
        10_000_00 - paid.reduce((sum, answer) => sum - answer.body.data.amount, 0),
      );
      expect(account.student).toEqual({ _id: jaya.id, name: jaya.name, studentId: jaya.studentId });
    }
    // expectLedgerWhole, when the file closes, finds no entry without a holder's name.
  });
});
