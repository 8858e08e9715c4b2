import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, caller } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { dayFromToday } from '../support/calendar';

/**
 * The Gate page (docs/product-rules.md#gate-movements) over a hostel whose residents went out and
 * came back through the gate's API: the four counts, the muster list by room with a name that is
 * one long unicode word, the CSV, the movements, and the printout without the navigation, on a
 * desktop and on a phone.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The number a count card shows under its name. */
async function count(page: Page, label: string): Promise<string> {
  const card = page.locator('dl[aria-label$=" now"] > div').filter({
    has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
  });
  return (await card.locator('dd').first().textContent()) ?? '';
}

describe.each([
  { name: 'a desktop', size: { width: 1280, height: 800 } },
  { name: 'a phone', size: { width: 390, height: 844 } },
])('the Gate page, on $name', ({ size }) => {
  const session = useBrowser(size);

  it(
    'counts, lists by room, downloads and prints who is inside',
    { timeout: 120_000 },
    async () => {
      const { page, baseUrl } = session;
      const office = await signInAsNewAdmin(page, baseUrl);
      const admin = adminApi(baseUrl, office.token);
      const tag = crypto.randomBytes(3).toString('hex');
      const hostelName = `Godavari ${tag}`;
      const hostel = await admin.createHostel(hostelName, 'Girls');
      const room2 = await admin.createRoom(hostel._id, '2', 'Triple');
      const room10 = await admin.createRoom(hostel._id, '10', 'Triple');

      // A name typed without spaces, at the longest a name may be, in letters beyond ASCII.
      const longName = `Śrīveṅkaṭalakṣmīnarasiṁha${tag}`.padEnd(100, 'ā');
      const out = await createStudentAccount(baseUrl, { name: `Nandini Rao ${tag}` });
      const back = await createStudentAccount(baseUrl, { name: `Kavya Iyer ${tag}` });
      const long = await createStudentAccount(baseUrl, { name: longName });
      const away = await createStudentAccount(baseUrl, { name: `Meera Pillai ${tag}` });
      // Room 10 is added first, so that the list's order is the rooms', not the order of arrival.
      await admin.assign(out._id, room10._id);
      await admin.assign(away._id, room10._id);
      await admin.assign(back._id, room2._id);
      await admin.assign(long._id, room2._id);

      await caller(baseUrl, long.token)('PUT', '/student/guardians', {
        guardians: [{ name: `Lakshmi ${tag}`, relation: 'Mother', phone: '9876500011' }],
      });
      const leave = await caller(baseUrl, away.token)<{ _id: string }>('POST', '/student/leaves', {
        from: dayFromToday(0),
        to: dayFromToday(1),
        destination: 'Home',
        reason: 'A family wedding',
        contactPhone: '9876501234',
      });
      await caller(baseUrl, office.token)('POST', `/leaves/${leave._id}/approve`, {});

      const scan = (rollNumber: string, direction: 'out' | 'in', minutes: number) =>
        caller(baseUrl, office.token)('POST', '/gate/scans', {
          clientKey: crypto.randomUUID(),
          direction,
          gate: 'Main gate',
          scannedAt: minutesAgo(minutes),
          rollNumber,
        });
      await scan(back.studentId, 'out', 60);
      await scan(back.studentId, 'in', 20);
      await scan(out.studentId, 'out', 30);

      await page.goto('/admin/gate');
      await page.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
      await page.waitForURL(new RegExp(`hostel=${hostel._id}`));
      const table = page.getByRole('table', { name: `${hostelName}: everyone, by room` });
      await table.waitFor();
      expect(await count(page, 'Inside')).toBe('2');
      expect(await count(page, 'Out on leave')).toBe('1');
      expect(await count(page, 'Out without leave')).toBe('1');
      expect(await count(page, 'Overdue')).toBe('0');

      // Room 2 before room 10, and each resident's whereabouts in words.
      const rooms = await table
        .locator('tbody tr td:first-child')
        .evaluateAll((cells) => cells.map((cell) => cell.lastChild?.textContent ?? ''));
      expect(rooms).toEqual(['2', '2', '10', '10']);
      const outRow = table.getByRole('row').filter({ hasText: `Nandini Rao ${tag}` });
      await outRow.getByText('Out without leave', { exact: true }).waitFor();
      const longRow = table.getByRole('row').filter({ hasText: longName });
      await longRow.getByText(`Lakshmi ${tag} (Mother)`).waitFor();

      await expectLongWordsWrapped(page, 'the Gate page');
      await expectNoAxeViolations(page, 'the Gate page');

      // The chips leave only the residents of one whereabouts.
      await page.getByRole('button', { name: 'Out on leave (1)' }).click();
      await page.getByRole('table', { name: `${hostelName}: out on leave, by room` }).waitFor();
      expect(await page.getByRole('rowheader').allTextContents()).toEqual([
        expect.stringContaining(`Meera Pillai ${tag}`),
      ]);
      await page.getByRole('button', { name: 'Everyone (4)' }).click();
      await table.waitFor();

      // The CSV, every resident with their guardians.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await fs.readFile(await download.path(), 'utf8');
      expect(csv).toContain(longName);
      expect(csv).toContain(`Lakshmi ${tag}`);
      expect(csv).toContain(`Nandini Rao ${tag}`);

      // On paper: no navigation or controls, the hostel's name and the time instead.
      await page.emulateMedia({ media: 'print' });
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible())
        .toBe(false);
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('tablist').isVisible()).toBe(false);
      expect(await page.getByText(`${hostelName}: who is inside`).isVisible()).toBe(true);
      expect(await table.isVisible()).toBe(true);
      await expectLongWordsWrapped(page, 'the Gate page in print');
      await page.emulateMedia({ media: 'screen' });

      // The movements, newest first, each in words; those that need attention on their own.
      await page.getByRole('tab', { name: 'Movements' }).click();
      const movements = page.getByRole('list', { name: 'Movements, newest first' });
      await movements.waitFor();
      const lines = movements.getByRole('article');
      await expect.poll(() => lines.count()).toBe(3);
      const wentOut = lines.filter({ hasText: `Nandini Rao ${tag}` });
      await wentOut.getByText('Out without leave', { exact: true }).waitFor();
      await wentOut.getByText('Needs attention', { exact: true }).waitFor();
      // The box follows the address, which the click changes a moment later.
      await page.getByLabel('Needs attention only').click();
      await page.waitForURL(/attention=true/);
      await expect.poll(() => page.getByLabel('Needs attention only').isChecked()).toBe(true);
      // The list of before stays, dimmed, until the filtered one arrives.
      await page.locator('ol[aria-label="Movements, newest first"]:not([aria-busy])').waitFor();
      await lines.filter({ hasText: `Nandini Rao ${tag}` }).waitFor();
      await expectNoAxeViolations(page, 'the Gate page’s movements');
      await expectLongWordsWrapped(page, 'the Gate page’s movements');
    },
  );
});
