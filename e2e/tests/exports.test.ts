import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

const session = useBrowser({ width: 1280, height: 800 });

/** A name a spreadsheet would run as a formula, were the file to hand it over as it is. */
const HOSTILE = '=HYPERLINK("http://evil.example","Fees")';

/** Presses Export CSV and reads the file the browser saved back, row by row. */
async function exportCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  return { name: download.suggestedFilename(), rows };
}

describe('exports, end to end', () => {
  it(
    'the office filters the complaints, exports them, and the file holds exactly those; a formula arrives as text',
    { timeout: 120_000 },
    async () => {
      const { page, baseUrl } = session;
      const tag = crypto.randomBytes(4).toString('hex');
      await signInAsNewAdmin(page, baseUrl);
      const mallory = await createStudentAccount(baseUrl, { name: `${HOSTILE} ${tag}` });
      const meera = await createStudentAccount(baseUrl, { name: `Meera Iyer ${tag}` });
      const submit = (token: string, subject: string, category: string) =>
        studentApi(baseUrl, token).createComplaint({
          subject,
          category,
          description: `Reported for the export check ${tag}.`,
          priority: 'Medium',
        });
      await submit(mallory.token, `Leaking tap ${tag}`, 'Maintenance');
      await submit(mallory.token, `+91 calls unanswered ${tag}`, 'Maintenance');
      await submit(mallory.token, `Fan stopped ${tag}`, 'Electricity');
      await submit(meera.token, `Broken window ${tag}`, 'Maintenance');
      await submit(meera.token, `Cold dinner ${tag}`, 'Mess Food');

      await page.goto('/admin/complaints');
      await page.getByRole('heading', { name: 'Complaints' }).waitFor();
      await page.getByLabel('Search complaints').fill(tag);
      await page.getByLabel('Category').selectOption('Maintenance');
      await expect.poll(() => page.url()).toContain(`search=${tag}`);
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      const shown = await cards.getByRole('heading').allTextContents();

      const { name, rows } = await exportCsv(page);
      expect(name).toMatch(/^complaints-\d{4}-\d{2}-\d{2}\.csv$/);
      // Exactly the filtered list, newest first as it is shown; a leading + is kept from running.
      expect(rows.map((row) => row.Subject?.replace(/^'(?=[=+\-@])/, ''))).toEqual(shown);
      expect(rows.map((row) => row.Subject).sort()).toEqual(
        [`'+91 calls unanswered ${tag}`, `Broken window ${tag}`, `Leaking tap ${tag}`].sort(),
      );
      expect(rows.every((row) => row.Category === 'Maintenance' && row.Status === 'Open')).toBe(
        true,
      );
      const theirs = rows.filter((row) => row['Student ID'] === mallory.studentId);
      expect(theirs.map((row) => row.Student)).toEqual([
        `'${HOSTILE} ${tag}`,
        `'${HOSTILE} ${tag}`,
      ]);
    },
  );

  it('offers Export CSV on a phone, accessibly', async () => {
    const { baseUrl } = session;
    const phone = await session.openPage({ width: 390, height: 844 });
    await signInAsNewAdmin(phone, baseUrl);
    await phone.goto('/admin/complaints');
    const button = phone.getByRole('button', { name: 'Export CSV' });
    await button.waitFor();
    expect(await button.isEnabled()).toBe(true);
    await expectNoAxeViolations(phone, 'the Complaints page with Export CSV at 390 px');
  });
});
