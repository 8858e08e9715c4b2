import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { readyWarden, useSession } from '../support/wardens';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`stays, swaps, check-out and room requests (${name})`, () => {
    const session = useBrowser(size);

    it(
      'a student asks to move; the warden sees a bed free, approves it; the student sees the new room and the history',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const office = await signInAsNewAdmin(page, baseUrl);
        const admin = adminApi(baseUrl, office.token);
        const tag = crypto.randomBytes(3).toString('hex');
        const hostel = await admin.createHostel(`Narmada ${tag}`, 'Girls');
        const first = await admin.createRoom(hostel._id, `N1-${tag}`, 'Single');
        await admin.createRoom(hostel._id, `N2-${tag}`, 'Double');
        const longName = `Saraswathi${'Ramakrishnan'.repeat(5)}${tag}`;
        const mover = await createStudentAccount(baseUrl, { name: longName });
        await admin.assign(mover._id, first._id);
        const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);

        // The student asks for a change, from the Room Requests page.
        const context = await page
          .context()
          .browser()!
          .newContext({ baseURL: baseUrl, viewport: size });
        const student = await context.newPage();
        const wardenPage = await context
          .browser()!
          .newContext({ baseURL: baseUrl, viewport: size });
        const wp = await wardenPage.newPage();
        try {
          await useSession(student, mover.token);
          await student.goto('/student/requests');
          await student.getByLabel('Preferred room type').selectOption('Double');
          await student
            .getByLabel('Reason')
            .fill(`A quieter floor, please. ${'Mindfulness'.repeat(8)}`);
          await student.getByRole('button', { name: 'Ask for a Room Change' }).click();
          await student.getByText('Request sent to the hostel office').waitFor();
          await student.getByRole('button', { name: 'Withdraw this request' }).waitFor();
          await expectLongWordsWrapped(student, 'the Room Requests page');
          await expectNoAxeViolations(student, 'the Room Requests page');

          // The warden sees it with the bed mark and approves it into the Double.
          await useSession(wp, warden.token);
          await wp.goto('/warden/requests');
          const card = wp.getByRole('article').filter({ hasText: longName });
          await card.getByText('Bed available now').waitFor();
          await expectLongWordsWrapped(wp, 'the request queue');
          await expectNoAxeViolations(wp, 'the request queue');
          await card.getByRole('button', { name: `Approve the request of ${longName}` }).click();
          const approve = wp.getByRole('dialog', { name: 'Approve Request' });
          await approve
            .getByLabel('Hostel', { exact: true })
            .selectOption({ label: `Narmada ${tag}` });
          await approve.getByRole('radio', { name: new RegExp(`N2-${tag}`) }).check();
          await approve.getByLabel('Bed').selectOption('Bed 2');
          await expectNoAxeViolations(wp, 'the Approve Request dialog');
          await approve.getByRole('button', { name: 'Approve' }).click();
          await wp.getByText('Request approved: the student has moved').waitFor();

          // The student sees the new room, and both stays in the history.
          await student.goto('/student/profile');
          const stays = student.getByRole('list', { name: 'My stays, newest first' });
          await stays.getByText(`Room N2-${tag}, Narmada ${tag} · Bed 2`).waitFor();
          await stays.getByText('Room change request').waitFor();
          await expectLongWordsWrapped(student, 'the profile with stays');
          await expectNoAxeViolations(student, 'the profile with stays');
          await student.goto('/student/dashboard');
          await student
            .getByRole('region', { name: 'Room Request' })
            .getByText('Approved')
            .waitFor();
        } finally {
          await context.close();
          await wardenPage.close();
        }
      },
    );

    it(
      'the office swaps two full rooms and checks a student out; the room card shows the free bed',
      { timeout: 90_000 },
      async () => {
        const { page, baseUrl } = session;
        const office = await signInAsNewAdmin(page, baseUrl);
        const admin = adminApi(baseUrl, office.token);
        const tag = crypto.randomBytes(3).toString('hex');
        const hostel = await admin.createHostel(`Tapti ${tag}`, 'Girls');
        const left = await admin.createRoom(hostel._id, `T1-${tag}`, 'Single');
        const right = await admin.createRoom(hostel._id, `T2-${tag}`, 'Single');
        const asha = await createStudentAccount(baseUrl, { name: `Asha ${tag}` });
        const bina = await createStudentAccount(baseUrl, { name: `Bina ${tag}` });
        await admin.assign(asha._id, left._id);
        await admin.assign(bina._id, right._id);

        await page.goto(`/admin/students?search=${tag}`);
        await page.getByRole('button', { name: `Swap bed of Asha ${tag}` }).click();
        const swap = page.getByRole('dialog', { name: 'Swap Bed' });
        await swap.getByLabel('Find a student').fill(`Bina ${tag}`);
        await swap.getByRole('radio', { name: new RegExp(`Bina ${tag}`) }).check();
        await expectNoAxeViolations(page, 'the Swap Bed dialog');
        await swap.getByRole('button', { name: 'Swap Beds' }).click();
        await page.getByText('Beds swapped successfully').waitFor();
        const ashaCard = page.getByRole('article').filter({ hasText: `Asha ${tag}` });
        await expect.poll(() => ashaCard.textContent()).toContain(`Room T2-${tag}`);

        await ashaCard.getByRole('button', { name: `Check out Asha ${tag}` }).click();
        const checkOut = page.getByRole('dialog', { name: 'Check Out' });
        await checkOut.getByLabel('Note').fill('Keys returned; walls fine.');
        await expectNoAxeViolations(page, 'the Check Out dialog');
        await checkOut.getByRole('button', { name: 'Check Out' }).click();
        await page.getByText('Checked out successfully').waitFor();

        await page.goto(`/admin/rooms?search=T2-${tag}`);
        const room = page.getByRole('article').filter({ hasText: `Room T2-${tag}` });
        await room.getByText('Available').waitFor();
        await room.getByText('No students assigned').waitFor();
        await room.getByRole('button', { name: `Stays of Room T2-${tag}` }).click();
        const history = page.getByRole('dialog', { name: `Stays of Room T2-${tag}` });
        await history.getByText('Checked out').waitFor();
        await history.getByText('Keys returned; walls fine.').waitFor();
        await expectNoAxeViolations(page, 'the room history');
      },
    );
  });
}
