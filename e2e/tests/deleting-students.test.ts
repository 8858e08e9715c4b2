import crypto from 'node:crypto';
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

/** A cash payment the office records through the API; answers the payment's entry id. */
async function pay(baseUrl: string, token: string, student: string, paise: number) {
  const response = await fetch(`${baseUrl}/api/fees/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      student,
      amount: paise,
      method: 'Cash',
      idempotencyKey: crypto.randomUUID(),
    }),
  });
  if (!response.ok) throw new Error(`payment answered ${response.status}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

for (const { name, size } of SIZES) {
  describe(`deleting a student with fee records (${name})`, () => {
    const session = useBrowser(size);

    it(
      'the office deletes a housed student with a deposit: gone, bed free, sign-in refused, ledger kept under Deleted students and from the receipt',
      { timeout: 150_000 },
      async () => {
        const { page, baseUrl } = session;
        const office = await signInAsNewAdmin(page, baseUrl);
        const admin = adminApi(baseUrl, office.token);
        const tag = crypto.randomBytes(3).toString('hex');
        // Rs 8,000 deposit on arrival; a name longer than any screen is wide.
        const hostel = await admin.createHostel(`Sabarmati ${tag}`, 'Girls');
        const room = await admin.createRoom(hostel._id, `S1-${tag}`, 'Single');
        const longName = `Ramalakshmi${'Venkataraman'.repeat(5)}${tag}`;
        const resident = await createStudentAccount(baseUrl, { name: longName });
        await admin.assign(resident._id, room._id);
        const receipt = await pay(baseUrl, office.token, resident._id, 3_000_00);

        // The student is signed in on a device of their own.
        const student = await session.openPage(size);
        await useSession(student, resident.token);
        await student.goto('/student/dashboard');
        await student.getByRole('heading', { level: 1 }).first().waitFor();

        // The office finds them and deletes them, after reading what Delete does.
        await page.goto(`/admin/students?search=${resident.studentId}`);
        await page.getByRole('button', { name: `Delete ${longName}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete Student' });
        await confirm
          .getByText('Their fee records stay, under Fees › Deleted students.', {
            exact: false,
          })
          .waitFor();
        await expectLongWordsWrapped(page, 'the Delete Student dialog');
        await expectNoAxeViolations(page, 'the Delete Student dialog');
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Student deleted successfully').waitFor();
        await page.getByText('No students match your filters').waitFor();

        // Their bed is free.
        await page.goto(`/admin/rooms?search=S1-${tag}`);
        await page.getByText('0 / 1 (0.0%)').waitFor();

        // Their session has ended, and their password signs no one in.
        await student.reload();
        await student.waitForURL('**/login**');
        await student.getByLabel('Student ID').fill(resident.studentId);
        await student.getByLabel('Password', { exact: true }).fill(resident.password);
        await student.getByRole('button', { name: 'Sign In' }).click();
        await student.getByText('Invalid credentials. Check them and try again.').waitFor();

        // Their ledger, under Deleted students: the name, ID, balance, and the way to it.
        await page.goto('/admin/fees');
        await page.getByRole('link', { name: 'Deleted students' }).click();
        await page.getByRole('heading', { level: 1, name: 'Deleted students' }).waitFor();
        await page.getByLabel('Search deleted students').fill(resident.studentId);
        await page.waitForURL(/search=/);
        // The search's page, no longer the dimmed one before it.
        const list = page.locator(
          'ol[aria-label="Deleted students, latest first"]:not([aria-busy])',
        );
        await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
        const line = list.getByRole('listitem').filter({ hasText: resident.studentId });
        await line.getByText('₹5,000 owed').waitFor();
        expect(await line.getByText(resident.email).count()).toBe(0);
        expect(await line.getByText(resident.phone).count()).toBe(0);
        await expectLongWordsWrapped(page, 'Deleted students');
        await expectNoAxeViolations(page, 'Deleted students');
        await line.getByRole('link', { name: `Ledger of ${longName}` }).click();
        await page.getByRole('heading', { level: 1, name: `Fees of ${longName}` }).waitFor();
        await page.getByText(/^Deleted on /).waitFor();
        await page.getByText('Security deposit', { exact: false }).first().waitFor();
        await expectLongWordsWrapped(page, "a deleted student's ledger");
        await expectNoAxeViolations(page, "a deleted student's ledger");

        // The receipt keeps their name and leads to the same ledger.
        await page.goto(`/admin/fees/receipts/${receipt}`);
        const document = page.getByRole('article', { name: 'Fee Receipt' });
        await document.getByText(longName).waitFor();
        await document.getByText(resident.studentId).waitFor();
        await expectLongWordsWrapped(page, "a deleted student's receipt");
        await expectNoAxeViolations(page, "a deleted student's receipt");
        await page.getByRole('link', { name: `Ledger of ${longName}` }).click();
        await page.waitForURL(`**/admin/fees/ledgers/${resident._id}`);
        await page.getByRole('heading', { level: 1, name: `Fees of ${longName}` }).waitFor();
      },
    );
  });
}
