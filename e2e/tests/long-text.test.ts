import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAdminAccount,
  createStudentAccount,
  signInAsNewAdmin,
  signInAsNewStudent,
} from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped, isWithinViewport } from '../support/layout';

/**
 * Everything people type may be one long word: a link pasted as a complaint's subject, a name
 * without spaces. Each screen must still fit the window, with every word whole and inside its card.
 */

/** One unbroken word of exactly `length` characters, like a pasted link. */
function longWord(length: number, start: string): string {
  return `https://example.com/${start}/`.concat('x'.repeat(length)).slice(0, length);
}

type Resident = { _id: string; token: string };

/**
 * A hostel, a room and a resident's complaints whose every free text is one long word, at the
 * longest each field allows: a subject of 200 characters; a description, comments and a
 * resolution of 300.
 */
async function arrangeLongWords(baseUrl: string, adminToken: string, resident: Resident) {
  const tag = crypto.randomBytes(3).toString('hex');
  const admin = adminApi(baseUrl, adminToken);
  const student = studentApi(baseUrl, resident.token);
  const hostelName = longWord(100, `hostel-${tag}`);
  const hostel = await admin.createHostel(
    hostelName,
    'Girls',
    [longWord(50, `wifi-${tag}`), 'Mess', longWord(50, `gym-${tag}`)],
    {
      address: longWord(500, `address-${tag}`),
      warden: {
        name: longWord(100, `warden-${tag}`),
        phone: '9876543210',
        email: `${'w'.repeat(200)}${tag}@college.edu`,
      },
    },
  );
  const room = await admin.createRoom(hostel._id, `R${tag}${'0'.repeat(13)}`, 'Double', [
    longWord(50, `desk-${tag}`),
  ]);
  await admin.assign(resident._id, room._id);

  const subject = longWord(200, `subject-${tag}`);
  const complaint = await student.createComplaint({
    subject,
    description: longWord(300, `description-${tag}`),
    category: 'Maintenance',
    priority: 'High',
  });
  const comment = longWord(300, `comment-${tag}`);
  await student.comment(complaint._id, comment);
  await admin.comment(complaint._id, longWord(300, `reply-${tag}`));
  await admin.updateComplaint(complaint._id, 'Resolved', longWord(300, `resolution-${tag}`));
  await student.createComplaint({
    subject: longWord(200, `second-${tag}`),
    description: longWord(300, `details-${tag}`),
    category: 'Electricity',
    priority: 'Low',
  });
  return { hostelName, subject, comment };
}

/** A resident whose own details are long words too. */
function longStudent() {
  const tag = crypto.randomBytes(3).toString('hex');
  return {
    name: longWord(100, `student-${tag}`),
    email: `${'s'.repeat(200)}${tag}@college.edu`,
    course: longWord(100, `course-${tag}`),
  };
}

/** Opens a complaint and checks its dialog, whose Close button must stay on screen. */
async function checkComplaintDialog(page: Page, subject: string, comment: string, what: string) {
  await page.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByText(comment).waitFor();
  await expectLongWordsWrapped(page, what);
  expect(await isWithinViewport(dialog.getByRole('button', { name: 'Close', exact: true }))).toBe(
    true,
  );
  await expectNoAxeViolations(page, what);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** On a phone the sidebar, with the signed-in name, is in the menu's drawer. */
async function checkMenu(page: Page, what: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (!(await menu.isVisible())) return;
  await menu.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).waitFor();
  await expectLongWordsWrapped(page, what);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

const viewports = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

describe.each(viewports)('long unbroken words, $name', ({ name, size }) => {
  const session = useBrowser(size);

  it('wrap on every admin page, dialog and toast', async () => {
    const { page, baseUrl } = session;
    const admin = await signInAsNewAdmin(page, baseUrl, { name: longWord(100, 'admin') });
    const resident = await createStudentAccount(baseUrl, longStudent());
    const words = await arrangeLongWords(baseUrl, admin.token, resident);

    await page.goto('/admin/dashboard');
    await page.getByText(words.subject).waitFor();
    await page.getByText(`${words.hostelName} (Girls)`).waitFor();
    await expectLongWordsWrapped(page, `/admin/dashboard, ${name}`);
    await checkMenu(page, `the admin menu, ${name}`);

    await page.goto('/admin/hostels');
    await page.getByRole('heading', { name: words.hostelName }).waitFor();
    await expectLongWordsWrapped(page, `/admin/hostels, ${name}`);
    await page.getByRole('button', { name: `Delete ${words.hostelName}` }).click();
    await page.getByRole('dialog', { name: 'Delete Hostel' }).waitFor();
    await expectLongWordsWrapped(page, `the Delete Hostel confirmation, ${name}`);
    await page.keyboard.press('Escape');

    // A hostel of the same name is refused by a toast (and a field message) that repeat the name.
    await page.getByRole('button', { name: 'Add Hostel' }).click();
    const form = page.getByRole('dialog', { name: 'Add Hostel' });
    await form.getByLabel('Name', { exact: true }).fill(words.hostelName);
    await form.getByLabel('Type', { exact: true }).selectOption('Girls');
    await form.getByLabel('Total Rooms').fill('10');
    await form.getByLabel('Total Capacity').fill('30');
    await form.getByLabel('Monthly Fee (₹)').fill('4000');
    await form.getByLabel('Security Deposit (₹)').fill('8000');
    await form.getByLabel('Address').fill('North Campus');
    await form.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]');
    // Held under the pointer, so it stays while it is checked.
    await toast.hover();
    await toast.getByText(`A hostel named ${words.hostelName} already exists.`).waitFor();
    await form.getByText(`A hostel named ${words.hostelName} already exists.`).waitFor();
    await expectLongWordsWrapped(page, `the name-taken toast, ${name}`);
    await page.keyboard.press('Escape');

    await page.goto('/admin/rooms');
    await page.getByRole('article').first().waitFor();
    await expectLongWordsWrapped(page, `/admin/rooms, ${name}`);

    await page.goto('/admin/students');
    await page.getByRole('heading', { name: resident.name }).waitFor();
    await expectLongWordsWrapped(page, `/admin/students, ${name}`);

    await page.goto('/admin/complaints');
    await page.getByRole('button', { name: words.subject }).waitFor();
    await expectLongWordsWrapped(page, `/admin/complaints, ${name}`);
    await expectNoAxeViolations(page, `/admin/complaints with long words, ${name}`);
    await checkComplaintDialog(
      page,
      words.subject,
      words.comment,
      `the admin's complaint dialog, ${name}`,
    );
  });

  it('wrap on every student page and dialog', async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl, longStudent());
    const office = await createAdminAccount(baseUrl);
    const words = await arrangeLongWords(baseUrl, office.token, student);

    await page.goto('/student/dashboard');
    await page.getByRole('heading', { name: 'Room Information' }).waitFor();
    await page.getByText(words.subject).waitFor();
    await expectLongWordsWrapped(page, `/student/dashboard, ${name}`);
    await checkMenu(page, `the student menu, ${name}`);

    await page.goto('/student/profile');
    await page.getByRole('heading', { name: 'Academic Information' }).waitFor();
    await page.getByText(words.hostelName).first().waitFor();
    await expectLongWordsWrapped(page, `/student/profile, ${name}`);

    await page.goto('/student/complaints');
    await page.getByRole('button', { name: words.subject }).waitFor();
    await expectLongWordsWrapped(page, `/student/complaints, ${name}`);
    await expectNoAxeViolations(page, `/student/complaints with long words, ${name}`);
    await checkComplaintDialog(
      page,
      words.subject,
      words.comment,
      `the student's complaint dialog, ${name}`,
    );
  });
});
