import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminAccount, createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

/**
 * Service targets, end to end (docs/product-rules.md#service-targets): an administrator sets them
 * on the Settings page, and a complaint left past its target is marked Overdue, found by the
 * Overdue filter and counted on the dashboard. The server runs in a process of its own, so the
 * test cannot move a complaint's times back: it sets a one-minute target and waits that minute.
 */

const DEFAULTS = { Critical: 240, High: 1440, Medium: 4320, Low: 10080 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const session = useBrowser(DESKTOP);
let restore: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  // The server is shared with the browser tests that follow: they get the defaults back.
  await restore?.();
  restore = undefined;
});

async function setCriticalTo(page: Page, amount: string, unit: string) {
  await page.getByLabel('Critical target').fill(amount);
  await page.getByLabel('Critical unit').selectOption(unit);
  await page.getByRole('button', { name: 'Save targets' }).click();
  await page.getByText('Service targets saved').first().waitFor();
}

function overdueFigure(page: Page) {
  return page
    .locator('dt', { hasText: 'Overdue Complaints' })
    .locator('xpath=following-sibling::dd[1]');
}

describe('service targets and Overdue complaints', () => {
  it('a complaint past the target set on the Settings page is marked, filtered and counted', async () => {
    const { page, baseUrl } = session;
    const admin = await signInAsNewAdmin(page, baseUrl);
    restore = () => adminApi(baseUrl, admin.token).setServiceTargets(DEFAULTS);
    const tag = crypto.randomBytes(3).toString('hex');

    // The Settings page, reached from the sidebar, shows the defaults in words and numbers.
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.getByLabel('Critical target').inputValue()).toBe('4');
    expect(await page.getByLabel('Critical unit').inputValue()).toBe('hours');
    expect(await page.getByLabel('Low target').inputValue()).toBe('7');
    expect(await page.getByLabel('Low unit').inputValue()).toBe('days');
    await expectNoAxeViolations(page, '/admin/settings');

    // A target past 90 days is refused under its field, before anything is sent.
    await page.getByLabel('Low target').fill('91');
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('The target for Low complaints must be at most 90 days').waitFor();
    await expectNoAxeViolations(page, '/admin/settings with a refused target');
    await page.getByLabel('Low target').fill('7');
    await setCriticalTo(page, '1', 'minutes');

    // A Critical complaint is submitted now and a Low one beside it, which stays on time.
    const office = await createAdminAccount(baseUrl);
    const student = await createStudentAccount(baseUrl);
    const api = adminApi(baseUrl, office.token);
    const hostel = await api.createHostel(`Godavari Hostel ${tag}`, 'Girls');
    const room = await api.createRoom(hostel._id, `G1-${tag}`, 'Double');
    await api.assign(student._id, room._id);
    const submittedAt = Date.now();
    const resident = studentApi(baseUrl, student.token);
    await resident.createComplaint({
      subject: `Sparks from the geyser ${tag}`,
      description: 'The geyser in the second-floor washroom throws sparks when switched on.',
      category: 'Electricity',
      priority: 'Critical',
    });
    await resident.createComplaint({
      subject: `Curtain rail loose ${tag}`,
      description: 'The curtain rail in the common room is coming away from the wall.',
      category: 'Maintenance',
      priority: 'Low',
    });

    // The Settings page on a phone while the minute runs.
    await page.setViewportSize(PHONE);
    await page.reload();
    expect(await page.getByLabel('Critical target').inputValue()).toBe('1');
    expect(await page.getByLabel('Critical unit').inputValue()).toBe('minutes');
    await expectNoAxeViolations(page, '/admin/settings on a phone');
    await page.setViewportSize(DESKTOP);

    await new Promise((resolve) => setTimeout(resolve, submittedAt + 62_000 - Date.now()));

    await page.goto(`/admin/complaints?search=${tag}`);
    const late = page.getByRole('article').filter({ hasText: `Sparks from the geyser ${tag}` });
    const onTime = page.getByRole('article').filter({ hasText: `Curtain rail loose ${tag}` });
    await late.getByText('Overdue').waitFor();
    await onTime.waitFor();
    expect(await onTime.getByText('Overdue').count()).toBe(0);

    await late.getByRole('button', { name: `Sparks from the geyser ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sparks from the geyser ${tag}` });
    await dialog.getByText('Overdue').waitFor();
    expect(await dialog.getByText(/Due /).count()).toBe(1);
    await expectNoAxeViolations(page, 'an Overdue complaint in its dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The Overdue filter, among the statuses, finds it and leaves the one on time out.
    await page
      .getByRole('search', { name: 'Complaint filters' })
      .getByLabel('Status')
      .selectOption('Overdue');
    await page.waitForURL(/overdue=true/);
    await onTime.waitFor({ state: 'detached' });
    await late.getByText('Overdue').waitFor();
    await expectNoAxeViolations(page, '/admin/complaints?overdue=true');

    // The dashboard counts it, and its card leads to the same list.
    await page.goto('/admin/dashboard');
    await overdueFigure(page).waitFor();
    expect(Number((await overdueFigure(page).innerText()).replace(/[^\d]/g, ''))).toBeGreaterThan(
      0,
    );
    await expectNoAxeViolations(page, '/admin/dashboard with an Overdue complaint');

    await page.setViewportSize(PHONE);
    await page.goto(`/admin/complaints?search=${tag}&overdue=true`);
    await late.getByText('Overdue').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectNoAxeViolations(page, '/admin/complaints?overdue=true on a phone');
    await page.goto('/admin/dashboard');
    await overdueFigure(page).waitFor();
    await page.getByRole('link', { name: 'Show overdue complaints' }).click();
    await page.waitForURL(/\/admin\/complaints\?overdue=true/);
    await expectNoAxeViolations(page, '/admin/dashboard on a phone, then its Overdue list');
  }, 180_000);
});
