import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { officeWithResident } from '../support/resident';
import { expectLongWordsWrapped } from '../support/layout';
import { readyWarden, useSession } from '../support/wardens';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

/** The bell on show: the sidebar's row on a desktop, the top bar's icon on a phone. */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, |$)/ });

/** The unread count the bell's name says, once it has one. */
async function unreadOnBell(page: Page): Promise<number> {
  await page.getByRole('link', { name: /^Notifications, / }).waitFor();
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /^Notifications, (\d+) unread$/.exec(name);
  return match ? Number(match[1]) : 0;
}

for (const { name, size } of SIZES) {
  describe(`notifications (${name})`, () => {
    const session = useBrowser(size);

    it(
      'a student submits a complaint; the warden hears of it and moves it on; the student’s bell rises and all is marked read',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const {
          office,
          tag,
          hostel,
          resident: student,
        } = await officeWithResident(page, baseUrl, (tag) => ({
          hostel: `Godavari ${tag}`,
          room: `G1-${tag}`,
          student: `Meera Iyer ${tag}`,
        }));
        const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);
        const subject = `Geyser${'Overheating'.repeat(8)} ${tag}`;

        const studentPage = await session.openPage(size);
        await useSession(studentPage, student.token);
        await studentPage.goto('/student/notifications');
        await studentPage.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
        // The room the office gave them is the first thing they heard of.
        await studentPage.getByText(`You have a room: Room G1-${tag}`).waitFor();
        const before = await unreadOnBell(studentPage);
        expect(before).toBeGreaterThanOrEqual(1);

        // The student submits a complaint.
        await studentPage.goto('/student/complaints');
        await studentPage.getByRole('button', { name: 'New Complaint' }).click();
        const form = studentPage.getByRole('dialog', { name: 'Submit New Complaint' });
        await form.getByLabel('Subject').fill(subject);
        await form.getByLabel('Category').selectOption('Maintenance');
        await form.getByLabel('Description').fill(`Too hot to touch since Monday (${tag}).`);
        await form.getByRole('button', { name: 'Submit Complaint' }).click();
        await studentPage.getByText('Complaint submitted successfully').waitFor();

        // The warden of the hostel hears of it, and takes it up.
        const wardenPage = await session.openPage(size);
        await useSession(wardenPage, warden.token);
        await wardenPage.goto('/warden/notifications');
        const heard = wardenPage.getByRole('article').filter({ hasText: subject });
        await heard.getByText('Unread').waitFor();
        expect(await unreadOnBell(wardenPage)).toBe(1);
        await expectLongWordsWrapped(wardenPage, "the warden's notifications");
        await expectNoAxeViolations(wardenPage, "the warden's notifications");
        await heard
          .getByRole('link', { name: new RegExp(`^New complaint from Meera Iyer ${tag}`) })
          .click();
        await wardenPage.waitForURL(/\/warden\/complaints\?status=Open$/);
        await wardenPage.getByRole('button', { name: subject }).click();
        const detail = wardenPage.getByRole('dialog', { name: subject });
        await detail.getByRole('button', { name: 'Mark In Progress' }).click();
        await wardenPage.getByText('Complaint updated successfully').first().waitFor();
        // Following the line marked it read.
        await expect.poll(() => unreadOnBell(wardenPage)).toBe(0);

        // The student's bell has risen, and the list says what happened.
        await studentPage.goto('/student/notifications');
        await expect.poll(() => unreadOnBell(studentPage)).toBe(before + 1);
        const line = studentPage
          .getByRole('article')
          .filter({ hasText: `Your complaint "${subject}" is now In Progress` });
        await line.getByText('Unread').waitFor();
        await expectLongWordsWrapped(studentPage, "the student's notifications");
        await expectNoAxeViolations(studentPage, "the student's notifications");

        await studentPage.getByRole('button', { name: 'Mark all as read' }).click();
        await studentPage.getByText('All notifications marked as read').waitFor();
        await studentPage.getByText('All read', { exact: true }).waitFor();
        await studentPage.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
        expect(await line.getByText('Unread').count()).toBe(0);
        await studentPage.getByRole('button', { name: 'Unread' }).click();
        await studentPage.getByText('Nothing unread.').waitFor();
        await expectNoAxeViolations(studentPage, 'the notifications, unread only');
      },
    );
  });
}
