import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { officeWithResident } from '../support/resident';
import { readyWarden, useSession } from '../support/wardens';

/**
 * A student keeps their guardians and emergency contact on their profile, one guardian's name a
 * single unbroken word of Devanagari as long as a name may be, and the office and the warden of
 * the hostel read them on the Students page (docs/product-rules.md#guardians), each page inside
 * the window on a desktop and on a phone.
 */

/** The page no wider than its window, every long word inside its box, and axe content. */
async function expectFits(page: Page, what: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide in a ${inner} px window`).toBeLessThanOrEqual(inner);
  await expectLongWordsWrapped(page, what);
  await expectNoAxeViolations(page, what);
}

/** Opens the Guardians dialog of the student's card, checks what it shows, and closes it. */
async function expectGuardiansShown(page: Page, student: string, guardian: string, what: string) {
  await page.getByRole('button', { name: `Guardians of ${student}` }).click();
  const dialog = page.getByRole('dialog', { name: `Guardians of ${student}` });
  await dialog.getByText(guardian).waitFor();
  await dialog.getByText('Neighbour').waitFor();
  await dialog
    .getByText('When I apply for leave, and when the office approves or rejects it.')
    .waitFor();
  await expectFits(page, `${what} with the Guardians dialog open`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  { name: 'a desktop', size: { width: 1280, height: 800 } },
  { name: 'a phone', size: { width: 390, height: 844 } },
])('guardians and the emergency contact, on $name', ({ size }) => {
  const session = useBrowser(size);

  it(
    'are kept by the student and read by the office and the warden',
    { timeout: 120_000 },
    async () => {
      const { page, baseUrl } = session;
      const { office, tag, hostel, resident } = await officeWithResident(page, baseUrl, (tag) => ({
        hostel: `Tunga ${tag}`,
        room: `T1-${tag}`,
        student: `Kavya Guardians ${tag}`,
      }));
      // One word, no spaces, 100 characters: the longest name a contact may have.
      const guardian = `श्रीवेङ्कटलक्ष्मीनरसिंह${tag}`.padEnd(100, 'स्वामी');
      expect(guardian).toHaveLength(100);

      const student = await session.openPage(size);
      await useSession(student, resident.token);
      await student.goto('/student/profile');
      const section = student.getByRole('region', { name: 'Guardians and emergency contact' });
      const first = section.getByRole('group', { name: 'Guardian 1' });
      await first.getByLabel('Name').fill(guardian);
      await first.getByLabel('Relation').fill('Mother');
      await first.getByLabel('Phone Number').fill('98765');
      await section.getByRole('button', { name: 'Save Guardians' }).click();
      // Refused in the form, by the shared rule, before anything is sent.
      await first.getByText('Please enter a valid 10-digit phone number').waitFor();
      await first.getByLabel('Phone Number').fill('9876543210');
      await first.getByLabel('Email').fill(`mother.${tag}@example.com`);
      const emergency = section.getByRole('group', { name: 'Emergency contact' });
      await emergency.getByLabel('Name').fill('Meena Iyer');
      await emergency.getByLabel('Relation').fill('Neighbour');
      await emergency.getByLabel('Phone Number').fill('9012345678');
      await section
        .getByRole('checkbox', {
          name: 'When I apply for leave, and when the office approves or rejects it.',
        })
        .check();
      await section.getByRole('button', { name: 'Save Guardians' }).click();
      await student.getByText('Guardians and emergency contact saved').waitFor();
      await expectFits(student, 'the student profile with guardians');
      await student.reload();
      await expect
        .poll(() =>
          section.getByRole('group', { name: 'Guardian 1' }).getByLabel('Name').inputValue(),
        )
        .toBe(guardian);

      await page.goto(`/admin/students?search=${resident.studentId}`);
      await page.getByRole('article').filter({ hasText: resident.name }).waitFor();
      await expectGuardiansShown(page, resident.name, guardian, 'the office Students page');

      const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);
      const wp = await session.openPage(size);
      await useSession(wp, warden.token);
      await wp.goto(`/warden/students?search=${resident.studentId}`);
      await wp.getByRole('article').filter({ hasText: resident.name }).waitFor();
      await expectGuardiansShown(wp, resident.name, guardian, 'the warden Students page');
    },
  );
});
