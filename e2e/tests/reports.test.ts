import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { todayIn } from '@hms/shared/calendar-day';
import { formatMonth } from '@hms/shared/fee-rules';
import { formatRupees } from '@hms/shared/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { readyWarden, useSession } from '../support/wardens';

/**
 * The Reports page: a hostel of the test's own, with residents, complaints, charges and a
 * payment; each report's chart, its table with the figures arranged, a CSV, the page on paper,
 * and the admin dashboard's weekly chart; a warden sees their hostel alone. On a desktop and on a
 * phone, inside the window, with axe.
 */

const REPORTS = [
  'Occupancy by hostel',
  'Vacancies by room type',
  'Occupancy month by month',
  'Complaints by category and status',
  'Time to resolve',
  'Fee collection',
] as const;

async function call(baseUrl: string, token: string, method: string, url: string, body: object) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data;
}

/**
 * A Girls hostel with a Triple (two residents) and an empty Single; three complaints this month,
 * one of them resolved; the two deposits charged on arrival and one payment of ₹5,000.
 */
async function arrange(page: Page, baseUrl: string) {
  const office = await signInAsNewAdmin(page, baseUrl);
  const admin = adminApi(baseUrl, office.token);
  const tag = crypto.randomBytes(3).toString('hex');
  const hostelName = `Narmada ${tag}`;
  const hostel = await admin.createHostel(hostelName, 'Girls');
  const triple = await admin.createRoom(hostel._id, `N1-${tag}`, 'Triple');
  await admin.createRoom(hostel._id, `N2-${tag}`, 'Single');
  const first = await createStudentAccount(baseUrl, { name: `Resident ${tag}` });
  const second = await createStudentAccount(baseUrl, { name: `Roommate ${tag}` });
  await admin.assign(first._id, triple._id);
  await admin.assign(second._id, triple._id);

  const student = studentApi(baseUrl, first.token);
  const complaint = (subject: string, category: string) =>
    student.createComplaint({
      subject: `${subject} ${tag}`,
      description: 'Reported for the reports test.',
      category,
      priority: 'Low',
    });
  const washed = await complaint('Washing machine broken', 'Laundry');
  await complaint('Dryer not heating', 'Laundry');
  await complaint('Corridor light out', 'Electricity');
  await admin.updateComplaint(washed._id, 'Resolved', 'Belt replaced.');

  await call(baseUrl, office.token, 'POST', '/fees/payments', {
    student: first._id,
    amount: 500000,
    method: 'Cash',
    idempotencyKey: crypto.randomUUID(),
  });
  return { office, hostel, hostelName, tag };
}

/** The rows of a report's table, each as its cells' text, header row first. */
async function tableRows(report: Locator): Promise<string[][]> {
  const table = report.getByRole('table');
  await table.waitFor({ state: 'attached' });
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/** Opens a report's table view and checks it is on show, not only read out. */
async function openTable(report: Locator, name: string) {
  const toggle = report.getByRole('button', { name: `Table view of ${name}` });
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  const box = await report.getByRole('table').boundingBox();
  expect(box?.width ?? 0, `${name}: the table is on show`).toBeGreaterThan(150);
}

async function expectInsideWindow(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what} is wider than the window`).toBeLessThanOrEqual(client);
  await expectLongWordsWrapped(page, what);
}

describe.each([
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
])('the Reports page on $name', ({ name, viewport }) => {
  const session = useBrowser(viewport);

  it(
    'shows each report as a chart and a table of the arranged figures, downloads a CSV and prints',
    { timeout: 150_000 },
    async () => {
      const { page, baseUrl } = session;
      const { office, hostel, hostelName, tag } = await arrange(page, baseUrl);
      const month = formatMonth(todayIn('Asia/Kolkata').slice(0, 7));

      // Reached from the sidebar, as any page is (behind the menu on a phone).
      await page.goto('/admin/dashboard');
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL('**/admin/reports');
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

      // The test's own hostel: other tests share the server.
      await page.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
      await page.waitForURL(new RegExp(`hostel=${hostel._id}`));

      // Every report draws its chart, hidden from assistive technology, which reads the table.
      const region = (report: (typeof REPORTS)[number]) =>
        page.getByRole('region', { name: report });
      for (const report of REPORTS) {
        const chart = region(report).locator('.report-chart');
        await chart.locator('svg.recharts-surface').first().waitFor();
        expect(await chart.getAttribute('aria-hidden')).toBe('true');
        // A complaint resolved within the minute has bars of no length: its category's name shows.
        const drawn =
          report === 'Time to resolve'
            ? chart.locator('text', { hasText: 'Laundry' })
            : chart.locator('.recharts-rectangle, .recharts-line-curve');
        await expect
          .poll(() => drawn.count(), {
            message: `${report}: its chart draws bars or lines`,
          })
          .toBeGreaterThan(0);
      }
      await expectInsideWindow(page, `the Reports page (${name})`);
      await expectNoAxeViolations(page, `the Reports page (${name})`);

      // Each table view, with the figures the test arranged.
      const occupancy = region('Occupancy by hostel');
      await expect
        .poll(() => tableRows(occupancy))
        .toEqual([
          ['Hostel', 'Beds', 'Occupied', 'Vacant'],
          [hostelName, '4', '2', '2'],
        ]);
      await openTable(occupancy, 'Occupancy by hostel');

      const vacancies = region('Vacancies by room type');
      await openTable(vacancies, 'Vacancies by room type');
      expect(await tableRows(vacancies)).toEqual([
        ['Room type', 'Rooms', 'Beds', 'Occupied', 'Vacant'],
        ['Single', '1', '1', '0', '1'],
        ['Triple', '1', '3', '2', '1'],
      ]);

      const history = region('Occupancy month by month');
      await openTable(history, 'Occupancy month by month');
      const thisMonth = (await tableRows(history)).at(-1)!;
      expect([thisMonth[0], thisMonth[1], thisMonth[3]]).toEqual([month, '2', '4']);

      const complaints = region('Complaints by category and status');
      await openTable(complaints, 'Complaints by category and status');
      expect((await tableRows(complaints)).at(-1)).toEqual([month, '2', '0', '1', '0', '3']);
      await complaints.getByLabel('Category').selectOption('Laundry');
      await expect
        .poll(async () => (await tableRows(complaints)).at(-1))
        .toEqual([month, '1', '0', '1', '0', '2']);

      const times = region('Time to resolve');
      await openTable(times, 'Time to resolve');
      const laundry = (await tableRows(times)).find((row) => row[0] === 'Laundry');
      expect(laundry?.[1]).toBe('1');

      const fees = region('Fee collection');
      await openTable(fees, 'Fee collection');
      expect((await tableRows(fees)).at(-1)).toEqual([
        month,
        formatRupees(1600000),
        formatRupees(500000),
      ]);
      await expectInsideWindow(page, `the Reports page with its tables (${name})`);
      // From the top: on a phone the bar that stays on top is translucent, and axe cannot judge
      // its text over a chart's SVG scrolled under it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `the Reports page with its tables (${name})`);

      // A chart's CSV, built from the same rows.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        occupancy.getByRole('button', { name: 'Download CSV of Occupancy by hostel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('occupancy-by-hostel.csv');
      const csv = await fs.readFile(await download.path(), 'utf8');
      expect(csv).toBe(`\uFEFFHostel,Beds,Occupied,Vacant\n${hostelName},4,2,2\n`);

      // A month range the server would refuse is explained before anything is asked for.
      await page.getByLabel('From month').fill('2019-01');
      await page.getByText('Choose at most 36 months.').waitFor();
      expect(
        await page.getByText('Choose a range of months above to see this report.').count(),
      ).toBe(4);
      await page.getByLabel('From month').fill(todayIn('Asia/Kolkata').slice(0, 7));
      await expect
        .poll(async () => (await tableRows(fees)).slice(1))
        .toEqual([[month, formatRupees(1600000), formatRupees(500000)]]);

      // On paper: no navigation or buttons, every chart and table one below the other, inside
      // the page.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await occupancy.getByRole('button', { name: /Download CSV/ }).isVisible()).toBe(false);
      expect(await page.getByRole('form', { name: 'Report filters' }).isVisible()).toBe(false);
      await page.getByText(`${hostelName}; months ${month} to ${month}.`).waitFor();
      for (const report of REPORTS) {
        const box = await region(report).getByRole('table').boundingBox();
        expect(box?.width ?? 0, `${report}: its table prints`).toBeGreaterThan(150);
      }
      const widest = await page.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('.report-chart svg'), (svg) =>
            Math.round(svg.getBoundingClientRect().right),
          ),
        ),
      );
      expect(widest).toBeLessThanOrEqual(viewport.width);
      await page.emulateMedia({ media: 'screen' });

      // The admin dashboard's small chart: this week's complaints include the test's three.
      await page.goto('/admin/dashboard');
      const weekly = page.getByRole('region', { name: 'Complaints opened per week' });
      await weekly.locator('svg.recharts-surface').waitFor();
      const weeks = await tableRows(weekly);
      expect(weeks).toHaveLength(13);
      expect(Number(weeks.at(-1)![1]!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
      await expectInsideWindow(page, `the admin dashboard (${name})`);
      await expectNoAxeViolations(page, `the admin dashboard (${name})`);

      // A warden of the hostel sees it alone, in their own area (once: on the desktop).
      if (viewport.width < 1024) return;
      const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);
      const wardenPage = await session.openPage(viewport);
      await useSession(wardenPage, warden.token);
      await wardenPage.goto('/warden/reports');
      const theirs = wardenPage.getByRole('region', { name: 'Occupancy by hostel' });
      await expect
        .poll(() => tableRows(theirs))
        .toEqual([
          ['Hostel', 'Beds', 'Occupied', 'Vacant'],
          [hostelName, '4', '2', '2'],
        ]);
      await openTable(theirs, 'Occupancy by hostel');
      await expect
        .poll(() =>
          wardenPage.getByLabel('Hostel', { exact: true }).locator('option').allTextContents(),
        )
        .toEqual(['All your hostels', hostelName]);
      const wardenFees = wardenPage.getByRole('region', { name: 'Fee collection' });
      await openTable(wardenFees, 'Fee collection');
      expect((await tableRows(wardenFees)).at(-1)).toEqual([
        month,
        formatRupees(1600000),
        formatRupees(500000),
      ]);
      await expectInsideWindow(wardenPage, "the warden's Reports page");
      await expectNoAxeViolations(wardenPage, "the warden's Reports page");
    },
  );
});
