import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newStudent, signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

/** The college's name, as every title ends (docs/product-rules.md#page-titles). */
async function collegeName(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/config`);
  return ((await response.json()) as { data: { collegeName: string } }).data.collegeName;
}

/** What has keyboard focus: its tag and text, as a person would name it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()} ${active.textContent ?? ''}`.trim() : '';
  });
}

/** Follows a sidebar link as a person would: through the menu on a phone. */
async function openFromSidebar(page: Page, phone: boolean, name: string): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('complementary').getByRole('link', { name, exact: true }).click();
  }
}

const cardNames = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

const header = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Sort students by' })
    .getByRole('columnheader')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

describe.each([
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, phone: true },
])('where people are, on $name', ({ viewport, phone }) => {
  const session = useBrowser(viewport);

  it('names every page in its title and moves focus to its heading after a navigation', async () => {
    const { page, baseUrl } = session;
    const college = await collegeName(baseUrl);

    const visitor = await session.openPage(viewport);
    await visitor.goto('/login');
    await visitor.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    await expect.poll(() => visitor.title()).toBe(`Sign in to your account · ${college}`);

    await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Dashboard · ${college}`);
    // A page opened afresh keeps the browser's own start: nothing is focused for the visitor.
    expect(await focused(page)).not.toMatch(/^h1/);

    for (const name of ['Students', 'Complaints', 'Rooms']) {
      await openFromSidebar(page, phone, name);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => focused(page)).toBe(`h1 ${name}`);
      await expect.poll(() => page.title()).toBe(`${name} · ${college}`);
    }

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Complaints · ${college}`);
    await expect.poll(() => focused(page)).toBe('h1 Complaints');
    await expectNoAxeViolations(page, 'the Complaints page, its heading focused');
  });

  it('sorts the students list by a column header, in the address and for Back', async () => {
    const { page, baseUrl } = session;
    const office = await signInAsNewAdmin(page, baseUrl);
    const tag = crypto.randomBytes(3).toString('hex');
    const admin = adminApi(baseUrl, office.token);
    // Their names in one order, their student IDs in another.
    for (const [name, id] of [
      ['Anita', 'B'],
      ['Bala', 'C'],
      ['Chitra', 'A'],
    ] as const) {
      const student = newStudent({ name: `${name} Sorted${tag}`, studentId: `S${tag}${id}` });
      await admin.addStudent({ ...student, role: 'student' });
    }
    const names = (order: string[]) => order.map((name) => `${name} Sorted${tag}`);

    await page.goto(`/admin/students?search=Sorted${tag}`);
    await page.getByRole('heading', { level: 2, name: `Anita Sorted${tag}` }).waitFor();
    expect(await cardNames(page)).toEqual(names(['Anita', 'Bala', 'Chitra']));
    expect(await header(page, 'Name').getAttribute('aria-sort')).toBe('ascending');

    const byId = page.getByRole('button', { name: 'Student ID', exact: true });
    await byId.click();
    await page.waitForURL(/sort=studentId/);
    await expect.poll(() => cardNames(page)).toEqual(names(['Chitra', 'Anita', 'Bala']));
    expect(await header(page, 'Student ID').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Name').getAttribute('aria-sort')).toBeNull();
    // Only the address's search changed: the keyboard stays on the header it pressed.
    expect(await focused(page)).toBe('button Student ID');

    await byId.click();
    await page.waitForURL(/sort=-studentId/);
    await expect.poll(() => cardNames(page)).toEqual(names(['Bala', 'Anita', 'Chitra']));
    expect(await header(page, 'Student ID').getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('search')).toBe(`Sorted${tag}`);
    await expectNoAxeViolations(page, 'the Students page sorted by student ID');

    await page.goBack();
    await page.waitForURL(/sort=studentId$/);
    await expect.poll(() => cardNames(page)).toEqual(names(['Chitra', 'Anita', 'Bala']));
    expect(await header(page, 'Student ID').getAttribute('aria-sort')).toBe('ascending');

    // A shared link opens in the order it was sorted.
    const other = await session.openPage(viewport);
    await other.addInitScript((token) => localStorage.setItem('hms-token', token), office.token);
    await other.goto(`/admin/students?search=Sorted${tag}&sort=-studentId`);
    await other.getByRole('heading', { level: 2, name: `Bala Sorted${tag}` }).waitFor();
    expect(await cardNames(other)).toEqual(names(['Bala', 'Anita', 'Chitra']));
  });
});
