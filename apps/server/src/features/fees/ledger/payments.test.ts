import { randomUUID } from 'node:crypto';
import { financialYearOf } from '@hms/shared/fee-rules';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/app-for-file';
import { bearer, createHostel, registerStudent } from '../../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../../test/fee-factories';
import { daysAgo, today } from '../../../test/residency-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    return {
      ...arranged,
      hostel: (await createHostel(app, arranged.token, { name: 'Kaveri' }))._id,
    };
  },
  { beforeClose: expectLedgerWhole },
);

/** A student in a new Single of the hostel, charged its Rs 10,000 deposit on arrival. */
const resident = () => office.resident(office.hostel, daysAgo(40));

describe('payments', () => {
  it('settles the oldest dues first and prints a numbered receipt with the amount in words', async () => {
    const asha = await resident();
    await office.adjust({
      student: asha.id,
      kind: 'Fine',
      amount: 500_00,
      description: 'Late return',
    });
    const paid = await office.pay(asha.id, 10_250_50, { method: 'UPI', reference: 'UPI-4471' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ kind: 'Payment', amount: -10_250_50, method: 'UPI' });
    const year = financialYearOf(today());
    expect(paid.body.data.receiptNumber).toMatch(new RegExp(`^RCPT/${year}/\\d{6}$`));

    const receipt = (await office.receipt(paid.body.data._id)).body.data;
    expect(receipt.lines).toEqual([
      { description: 'Security deposit, Kaveri', amount: 10_000_00 },
      { description: 'Late return', amount: 250_50 },
    ]);
    expect(receipt.amountInWords).toBe(
      'Rupees Ten Thousand Two Hundred and Fifty and Fifty Paise Only',
    );
    const account = (await office.account(asha.id)).body.data;
    expect(account.balance).toBe(249_50);
    // The database's oldest unpaid day and the shared rule's dues agree: the fine, entered today.
    expect(account.owingSince).toBe(today());
    expect(account.dues).toEqual([{ month: today().slice(0, 7), amount: 249_50 }]);
  });

  it('records a payment once however often the form sends it', async () => {
    const bina = await resident();
    const key = randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => office.pay(bina.id, 1000_00, { idempotencyKey: key })),
    );
    expect(sent.map((s) => s.status)).toEqual(Array(5).fill(200));
    expect(new Set(sent.map((s) => s.body.data._id)).size).toBe(1);
    const payments = (await office.entries(bina.id)).body.data.filter((e) => e.kind === 'Payment');
    expect(payments).toHaveLength(1);
  });

  it('gives racing payments unique receipt numbers without gaps', async () => {
    const payers = await Promise.all(Array.from({ length: 4 }, () => resident()));
    const paid = await Promise.all(
      payers.flatMap((payer) => [office.pay(payer.id, 100_00), office.pay(payer.id, 200_00)]),
    );
    expect(paid.map((p) => p.status)).toEqual(Array(8).fill(200));
    expect(new Set(paid.map((p) => p.body.data.receiptNumber)).size).toBe(8);
    // afterAll checks that every year's numbers run 1, 2, 3... without a gap.
  });

  it('refuses bad amounts, future days, a missing reference and a student with no account', async () => {
    const chitra = await resident();
    for (const amount of [0, -100, 1_00_00_000_01, 12.5, 'ten']) {
      const refused = await office.pay(chitra.id, amount as number);
      expect(refused.status).toBe(400);
    }
    expect((await office.pay(chitra.id, 0)).body.message).toBe('Enter an amount above ₹0');
    expect((await office.pay(chitra.id, 100, { date: daysAgo(-1) })).body.message).toBe(
      'A fee entry cannot be dated ahead of today. Choose today or an earlier day.',
    );
    expect((await office.pay(chitra.id, 100, { method: 'Cheque' })).body.message).toBe(
      'Enter the cheque number',
    );
    const newcomer = (await registerStudent(office.app, { gender: 'Female' })).user._id;
    const none = await office.pay(newcomer, 100_00);
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/has never lived in a hostel and has no charges/);
    expect((await office.entries(chitra.id)).body.data).toHaveLength(1);
  });
});

describe('reversals', () => {
  it('undo an entry with a reason, once, and a reversal is never reversed', async () => {
    const devi = await resident();
    const paid = (await office.pay(devi.id, 4000_00)).body.data;
    const reversed = await office.reverse(paid._id, 'Cheque bounced');
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({
      kind: 'Reversal',
      amount: 4000_00,
      reverses: paid._id,
    });
    expect((await office.receipt(paid._id)).body.data.cancelled).toBe(true);
    expect((await office.account(devi.id)).body.data.balance).toBe(10_000_00);

    const again = await office.reverse(paid._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This entry has already been reversed.');
    const ofReversal = await office.reverse(reversed.body.data._id);
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.message).toBe(
      'A reversal cannot itself be reversed. Enter a new entry instead.',
    );
    expect((await office.reverse(paid._id, '  ')).status).toBe(400);

    const fine = (
      await office.adjust({
        student: devi.id,
        kind: 'Fine',
        amount: 300_00,
        description: 'Broken chair',
      })
    ).body.data;
    const racing = await Promise.all(Array.from({ length: 4 }, () => office.reverse(fine._id)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('keeps every entry: the database refuses to change or delete one', async () => {
    const { sql } = await import('drizzle-orm');
    await expect(
      office.app.db.execute(sql`update ledger_entries set amount = 1`),
    ).rejects.toThrow();
    await expect(office.app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('the student', () => {
  it("reads their own balance and receipts, and never another student's", async () => {
    const esha = await resident();
    const other = await resident();
    const paid = (await office.pay(esha.id, 2000_00)).body.data;
    const own = await office.app.inject({
      method: 'GET',
      url: '/api/student/fees',
      headers: bearer(esha.token),
    });
    expect(own.json().data).toMatchObject({ balance: 8000_00, student: { _id: esha.id } });
    const mine = await office.app.inject({
      method: 'GET',
      url: `/api/student/receipts/${paid._id}`,
      headers: bearer(esha.token),
    });
    expect(mine.json().data.number).toBe(paid.receiptNumber);
    const pdf = await office.app.inject({
      method: 'GET',
      url: `/api/student/receipts/${paid._id}/pdf`,
      headers: bearer(esha.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await office.app.inject({
      method: 'GET',
      url: `/api/student/receipts/${paid._id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
