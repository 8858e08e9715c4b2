import crypto from 'node:crypto';
import { studentMessages, validationMessages } from '@hms/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

const HEADER = 'Student ID,Name,Email,Phone,Course,Year,Gender,Hostel,Room,Bed';

type Row = {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
  hostel?: string;
  room?: string;
  bed?: string;
};

/** A students file as a spreadsheet saves it: CRLF line ends, a name with a comma quoted. */
function studentsCsv(rows: Row[]): Buffer {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = rows.map((row) =>
    [
      row.id,
      row.name,
      row.email,
      row.phone,
      'B.Sc. Physics',
      '1',
      row.gender,
      row.hostel ?? '',
      row.room ?? '',
      row.bed ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
}

/** The table row of the report that starts on `line` of the file. */
function reportRow(report: Locator, line: number): Locator {
  return report
    .getByRole('row')
    .filter({ has: report.page().getByRole('cell', { name: String(line), exact: true }) });
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

for (const { name, size } of SIZES) {
  describe(`importing students from a file (${name})`, () => {
    const session = useBrowser(size);

    it(
      'an administrator checks a file with errors, reads why each row is refused, fixes it, imports it and finds the students; one signs in and must choose a password',
      { timeout: 150_000 },
      async () => {
        const { page, baseUrl } = session;
        const office = await signInAsNewAdmin(page, baseUrl);
        const admin = adminApi(baseUrl, office.token);
        const tag = crypto.randomBytes(3).toString('hex');
        const hostel = `Kaveri ${tag}`;
        const room = `K1-${tag}`;
        const hostelRecord = await admin.createHostel(hostel, 'Girls');
        await admin.createRoom(hostelRecord._id, room, 'Triple');
        const id = (n: number) => `IMP${tag}${n}`.toUpperCase();
        const phone = (n: number) =>
          `98765${String(Number.parseInt(tag, 16) % 10000).padStart(4, '0')}${n}`;
        const person = (n: number, first: string): Row => ({
          id: id(n),
          name: `${first} ${tag}`,
          email: `${first.toLowerCase()}.${tag}@college.edu`,
          phone: phone(n),
          gender: 'Female',
        });
        const meera = { ...person(1, 'Meera'), hostel, room, bed: '1' };
        const anjali = person(2, 'Anjali');
        const divya = person(3, 'Divya');
        const rahul = { ...person(4, 'Rahul'), gender: 'Male', hostel, room, bed: '2' };
        const longId = `LONG${tag}${'X'.repeat(60)}`;
        const initialPassword = `first-${tag}-key`;

        // A file with a bad phone, a missing email, a man given a bed in a Girls hostel and an ID
        // far too long.
        await page.goto('/admin/import');
        await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
        await page.getByLabel('Initial password', { exact: true }).fill(initialPassword);
        await chooseFile(
          page,
          'students.csv',
          studentsCsv([
            meera,
            { ...anjali, phone: '12345' },
            { ...divya, email: '' },
            rahul,
            { ...person(5, 'Lakshmi'), id: longId },
          ]),
        );
        await page.getByRole('button', { name: 'Check file' }).click();

        const report = page.getByRole('region', { name: 'Check results' });
        await report.waitFor();
        expect(await report.getByRole('definition').allTextContents()).toEqual([
          '1',
          '0',
          '0',
          '4',
        ]);
        await expect
          .poll(() => reportRow(report, 3).textContent())
          .toContain(`Phone: ${validationMessages.phoneInvalid}`);
        expect(await reportRow(report, 3).textContent()).toContain(anjali.id);
        expect(await reportRow(report, 4).textContent()).toContain(
          `Email: ${validationMessages.emailRequired}`,
        );
        expect(await reportRow(report, 5).textContent()).toContain(
          studentMessages.genderMismatch(hostel, 'Girls', rahul.name, 'Male'),
        );
        expect(await reportRow(report, 6).textContent()).toContain(
          validationMessages.studentIdTooLong,
        );
        // Refused rows come first; the row that would be created last.
        const lines = await report
          .getByRole('row')
          .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent));
        expect(lines).toEqual(['3', '4', '5', '6', '2']);
        const importButton = report.getByRole('button', { name: /^Import \d+ rows?$/ });
        expect(await importButton.isDisabled()).toBe(true);
        await expectLongWordsWrapped(page, 'the Import page with refused rows');
        await expectNoAxeViolations(page, 'the Import page with refused rows');

        // The fixed file: a real phone and email, Rahul without a bed, the long ID gone.
        const fixed = [meera, anjali, divya, { ...rahul, hostel: '', room: '', bed: '' }];
        await chooseFile(page, 'students-fixed.csv', studentsCsv(fixed));
        await report.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Check file' }).click();
        await report.waitFor();
        expect(await report.getByRole('definition').allTextContents()).toEqual([
          '4',
          '0',
          '0',
          '0',
        ]);
        await expectNoAxeViolations(page, 'the Import page with a clean check');

        await report.getByRole('button', { name: 'Import 4 rows' }).click();
        const saved = page.getByRole('region', { name: 'Import saved' });
        await saved.getByText('Imported: 4 created, 0 updated, 0 unchanged.').waitFor();
        await expectLongWordsWrapped(page, 'the Import page after the save');
        await expectNoAxeViolations(page, 'the Import page after the save');

        // The link leads to the students; searching by the tag finds all four, Meera in her bed.
        await saved.getByRole('link', { name: 'See them on the Students page' }).click();
        await page.waitForURL('**/admin/students');
        await page.getByLabel('Search students').fill(tag);
        await page.waitForURL(/search=/);
        const cards = page.getByRole('article');
        await expect.poll(() => cards.count()).toBe(4);
        await cards.filter({ hasText: meera.name }).getByText(`Room ${room}`).waitFor();

        // Checking the same file again finds nothing left to do.
        await page.goto('/admin/import');
        await page.getByLabel('Initial password', { exact: true }).fill(initialPassword);
        await chooseFile(page, 'students-fixed.csv', studentsCsv(fixed));
        await page.getByRole('button', { name: 'Check file' }).click();
        await report.waitFor();
        expect(await report.getByRole('definition').allTextContents()).toEqual([
          '0',
          '0',
          '4',
          '0',
        ]);
        await report
          .getByText('Nothing to import: every row is already as the file has it.')
          .waitFor();

        // An imported student signs in with the first password and must choose their own.
        const context = await page
          .context()
          .browser()!
          .newContext({ baseURL: baseUrl, viewport: size });
        try {
          const student = await context.newPage();
          await student.goto('/login?tab=student');
          await student.getByLabel('Student ID').fill(anjali.id);
          await student.getByLabel('Password', { exact: true }).fill(initialPassword);
          await student.getByRole('button', { name: 'Sign In' }).click();
          await student.waitForURL('**/account/password');
          await student.getByRole('heading', { name: 'Choose your own password' }).waitFor();
          await student.getByLabel('Current Password', { exact: true }).fill(initialPassword);
          await student.getByLabel('New Password', { exact: true }).fill(`own-${tag}-garden`);
          await student
            .getByLabel('Confirm New Password', { exact: true })
            .fill(`own-${tag}-garden`);
          await student.getByRole('button', { name: 'Change Password' }).click();
          await student.waitForURL('**/student/dashboard');
        } finally {
          await context.close();
        }
      },
    );
  });
}
