import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createAdminAccount, createStudentAccount, signInAsNewAdmin } from './accounts';
import { adminApi, studentApi } from './arrange';
import { expectNoAxeViolations } from './axe';

const DEFAULT_TARGETS = { Critical: 240, High: 1440, Medium: 4320, Low: 10080 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

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

/**
 * Service targets (docs/product-rules.md#service-targets): an administrator sets them on the
 * Settings page, and a complaint left past its target is marked Overdue, found by the Overdue
 * filter and counted on the dashboard. `page` is the administrator's, at desktop size. In steps,
 * so that other stories share its wait for the complaint to become Overdue
 * (e2e/tests/overdue-complaints.test.ts).
 */
export function serviceTargetsStory(page: Page, baseUrl: string) {
  const tag = crypto.randomBytes(3).toString('hex');
  const late = page.getByRole('article').filter({ hasText: `Sparks from the geyser ${tag}` });
  const onTime = page.getByRole('article').filter({ hasText: `Curtain rail loose ${tag}` });
  let submittedAt = 0;
  let adminToken: string | undefined;

  /** The server is shared with the browser tests that follow: they get the defaults back. */
  async function restoreDefaults() {
    if (adminToken) await adminApi(baseUrl, adminToken).setServiceTargets(DEFAULT_TARGETS);
  }

  /** Sets a one-minute Critical target on the Settings page. */
  async function setOneMinuteTarget() {
    adminToken = (await signInAsNewAdmin(page, baseUrl)).token;

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
  }

  /** A Critical complaint is submitted now and a Low one beside it, which stays on time. */
  async function submitComplaints() {
    const office = await createAdminAccount(baseUrl);
    const student = await createStudentAccount(baseUrl);
    const api = adminApi(baseUrl, office.token);
    const hostel = await api.createHostel(`Godavari Hostel ${tag}`, 'Girls');
    const room = await api.createRoom(hostel._id, `G1-${tag}`, 'Double');
    await api.assign(student._id, room._id);
    submittedAt = Date.now();
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
  }

  /** The Settings page on a phone while the minute runs. */
  async function settingsOnPhone() {
    await page.setViewportSize(PHONE);
    await page.reload();
    expect(await page.getByLabel('Critical target').inputValue()).toBe('1');
    expect(await page.getByLabel('Critical unit').inputValue()).toBe('minutes');
    await expectNoAxeViolations(page, '/admin/settings on a phone');
    await page.setViewportSize(DESKTOP);
  }

  /** Once the minute has passed: marked, filtered and counted, at desktop and phone sizes. */
  async function seeOverdue() {
    await new Promise((resolve) => setTimeout(resolve, submittedAt + 62_000 - Date.now()));

    await page.goto(`/admin/complaints?search=${tag}`);
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
  }

  return { setOneMinuteTarget, submitComplaints, settingsOnPhone, seeOverdue, restoreDefaults };
}
