import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin, signInAsNewStudent } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { overlaps } from '../support/layout';

/**
 * Toasts show top-right for 4 seconds (docs/product-rules.md#toasts) and cover none of the buttons
 * at the head of the page: the page's own action (New Complaint, Add Hostel) nor, on small
 * screens, the menu button.
 */

/** The toast now on show, once it has slid into place, held under the pointer so it stays. */
async function shownToast(page: Page, message: string) {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({
    hasText: message,
  });
  await toast.hover();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  return toast;
}

/**
 * The buttons at the head of the page that the toast covers: the page's action, the menu button
 * while it shows, and any other button of the top bar or the page's heading row.
 */
async function coveredHeaderButtons(page: Page, message: string, action: string) {
  const toast = await shownToast(page, message);
  const toastBox = await toast.boundingBox();
  if (!toastBox) throw new Error('The toast is not on show');
  const buttons = [
    page.getByRole('button', { name: action, exact: true }),
    page.getByRole('button', { name: 'Open menu' }),
    ...(await page.locator('header button').all()),
  ];
  expect(await buttons[0]?.isVisible()).toBe(true);
  const covered = new Set<string>();
  for (const button of buttons) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    if (box && overlaps(toastBox, box)) {
      covered.add((await button.getAttribute('aria-label')) ?? (await button.innerText()));
    }
  }
  return [...covered];
}

const viewports = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

describe.each(viewports)('toasts, $name', ({ name, size }) => {
  const session = useBrowser(size);

  it('leave New Complaint and the menu uncovered, and are dismissed from the keyboard', async () => {
    const { page, baseUrl } = session;
    await signInAsNewStudent(page, baseUrl);
    await page.goto('/student/complaints');
    await page.getByRole('button', { name: 'New Complaint' }).click();
    const form = page.getByRole('dialog', { name: 'Submit New Complaint' });
    await form.getByLabel('Subject').fill('Leaking tap in the washroom');
    await form.getByLabel('Category').selectOption('Maintenance');
    await form.getByLabel('Description').fill('The tap by the window drips all night.');
    await form.getByRole('button', { name: 'Submit Complaint' }).click();
    await form.waitFor({ state: 'hidden' });

    expect(
      await coveredHeaderButtons(page, 'Complaint submitted successfully', 'New Complaint'),
    ).toEqual([]);
    await expectNoAxeViolations(page, `/student/complaints with a toast, ${name}`);

    // Alt+T (Sonner's key, announced with the region) reaches the toasts; Tab, its close button.
    await page.keyboard.press('Alt+KeyT');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    expect(await dismiss.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dismiss.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    expect(await dismiss.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.getByText('Complaint submitted successfully').waitFor({ state: 'hidden' });
  });

  it('leave Add Hostel uncovered', async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/hostels');
    await page.getByRole('button', { name: 'Add Hostel' }).click();
    const form = page.getByRole('dialog', { name: 'Add Hostel' });
    await form.getByLabel('Name', { exact: true }).fill(`Narmada ${crypto.randomUUID()}`);
    await form.getByLabel('Type', { exact: true }).selectOption('Girls');
    await form.getByLabel('Total Rooms').fill('10');
    await form.getByLabel('Total Capacity').fill('30');
    await form.getByLabel('Monthly Fee (₹)').fill('4000');
    await form.getByLabel('Security Deposit (₹)').fill('8000');
    await form.getByLabel('Address').fill('North Campus');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    expect(await coveredHeaderButtons(page, 'Hostel added successfully', 'Add Hostel')).toEqual([]);
  });
});
