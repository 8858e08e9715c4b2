import crypto from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import { daysInMonth, formatMonth, proratedPaise } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { useSession } from '../support/wardens';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

/** This month's charges for a stay that began today: rent and fee for the days left in it. */
function chargesFromToday(rent: number, fee: number): number {
  const today = todayIn('Asia/Kolkata');
  const days = daysInMonth(today.slice(0, 7));
  const left = days - Number(today.slice(8, 10)) + 1;
  return proratedPaise(rent, left, days) + proratedPaise(fee, left, days);
}

/** What the student's Fees page says they owe. */
async function owed(student: Page): Promise<string> {
  await student.goto('/student/fees');
  const account = student.getByRole('region', { name: 'Your Account' });
  await account
    .getByText(/owed|Nothing due/)
    .first()
    .waitFor();
  return (
    (await account
      .getByText(/owed|Nothing due/)
      .first()
      .textContent()) ?? ''
  );
}

for (const { name, size } of SIZES) {
  describe(`fees: a month posted, a payment, its receipt and a reversal (${name})`, () => {
    const session = useBrowser(size);

    it(
      'the office posts the month after its preview, takes a payment, prints the receipt and reverses it; the student sees the balance fall',
      { timeout: 150_000 },
      async () => {
        const { page, baseUrl } = session;
        const office = await signInAsNewAdmin(page, baseUrl);
        const admin = adminApi(baseUrl, office.token);
        const tag = crypto.randomBytes(3).toString('hex');
        const hostelName = `Godavari ${tag}`;
        // Rs 4,000 a month, a Rs 8,000 deposit, and a Single at Rs 3,000.
        const hostel = await admin.createHostel(hostelName, 'Girls');
        const room = await admin.createRoom(hostel._id, `G1-${tag}`, 'Single');
        const longName = `Venkatalakshmi${'Subramanian'.repeat(5)}${tag}`;
        const resident = await createStudentAccount(baseUrl, { name: longName });
        await admin.assign(resident._id, room._id);
        const charges = chargesFromToday(3000, 4000);

        const studentContext = await page
          .context()
          .browser()!
          .newContext({ baseURL: baseUrl, viewport: size });
        const student = await studentContext.newPage();
        try {
          await useSession(student, resident.token);
          // The deposit was charged on arrival.
          expect(await owed(student)).toBe(`${formatRupees(800000)} owed`);

          // The office posts this month for the hostel, after its preview.
          await page.goto('/admin/fees');
          const post = page.getByRole('region', { name: 'Post Charges' });
          await post.getByLabel('Hostel').selectOption({ label: hostelName });
          await post.getByText(`2 charges for 1 student, total ${formatRupees(charges)}`).waitFor();
          await expectNoAxeViolations(page, 'the Fees page');
          await post.getByRole('button', { name: 'Post Charges' }).click();
          await page.getByText('2 charges posted').waitFor();
          await post.getByText('Every charge for this month is already posted.').waitFor();
          // The month's collection: the deposit and the month's charges, nothing collected yet.
          const month = todayIn('Asia/Kolkata').slice(0, 7);
          const collection = page.getByRole('table', {
            name: `Collection for ${formatMonth(month)}`,
          });
          const row = collection.getByRole('row').filter({ hasText: hostelName });
          await row
            .getByText(formatRupees(800000 + charges))
            .first()
            .waitFor();
          const before = 800000 + charges;
          expect(await owed(student)).toBe(`${formatRupees(before)} owed`);

          // A payment by UPI, and its receipt.
          await page.getByRole('button', { name: 'Record Payment' }).click();
          const pay = page.getByRole('dialog', { name: 'Record Payment' });
          await pay.getByLabel('Find a student').fill(tag);
          await pay.getByRole('radio', { name: new RegExp(longName) }).check();
          // Bad input first: nothing is recorded, and the form says why.
          await pay.getByLabel('Amount (₹)').fill('12.345');
          await pay.getByRole('button', { name: 'Record Payment' }).click();
          await pay
            .getByText('Enter the amount in rupees, with at most two digits of paise')
            .waitFor();
          await pay.getByLabel('Amount (₹)').fill('5,000');
          await pay.getByLabel('Method').selectOption('UPI');
          await pay.getByLabel('Reference').fill(`UPI-${tag}`);
          await expectNoAxeViolations(page, 'the Record Payment dialog');
          await pay.getByRole('button', { name: 'Record Payment' }).click();
          const recorded = page.getByRole('dialog', { name: 'Payment Recorded' });
          const number = (await recorded.getByText(/^RCPT\/\d{4}-\d{2}\/\d{6}$/).textContent())!;
          await recorded.getByRole('link', { name: 'View receipt' }).click();

          const receipt = page.getByRole('article');
          await receipt.getByRole('heading', { name: 'Fee Receipt' }).waitFor();
          await receipt.getByText(number).waitFor();
          const receiptUrl = page.url();
          await receipt.getByText('Rupees Five Thousand Only').waitFor();
          await expectLongWordsWrapped(page, 'the receipt');
          await expectNoAxeViolations(page, 'the receipt');
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Download PDF' }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
          // On paper only the receipt: no navigation, no buttons.
          await page.emulateMedia({ media: 'print' });
          expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
          expect(await receipt.getByText(number).isVisible()).toBe(true);
          await page.emulateMedia({ media: 'screen' });

          // The student sees the balance fall, and the receipt among their entries.
          expect(await owed(student)).toBe(`${formatRupees(before - 500000)} owed`);
          await student
            .getByRole('link', { name: `Receipt ${number}` })
            .first()
            .waitFor();
          await expectLongWordsWrapped(student, "the student's Fees page");
          await expectNoAxeViolations(student, "the student's Fees page");

          // The office reverses the payment, with a reason; the receipt is marked cancelled.
          await page.goto(`/admin/students?search=${tag}`);
          await page.getByRole('button', { name: `Fees of ${longName}` }).click();
          const ledger = page.getByRole('dialog', { name: `Fees of ${longName}` });
          await ledger.getByRole('link', { name: `Receipt ${number}` }).waitFor();
          await expectLongWordsWrapped(page, 'the ledger');
          await expectNoAxeViolations(page, 'the ledger');
          await ledger.getByRole('button', { name: new RegExp(`^Reverse Payment by UPI`) }).click();
          const reverse = page.getByRole('dialog', { name: 'Reverse Entry' });
          await reverse.getByRole('button', { name: 'Reverse' }).click();
          await reverse.getByText('Say why this entry is reversed').waitFor();
          await reverse.getByLabel('Reason').fill('The UPI transfer was returned by the bank');
          await reverse.getByRole('button', { name: 'Reverse' }).click();
          await page.getByText('Entry reversed').waitFor();
          await ledger.getByText('Reversed').first().waitFor();
          expect(await owed(student)).toBe(`${formatRupees(before)} owed`);
          await page.goto(receiptUrl);
          await page.getByText('Cancelled — this payment was reversed').waitFor();
        } finally {
          await studentContext.close();
        }
      },
    );
  });
}
