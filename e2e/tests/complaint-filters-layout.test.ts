import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
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
import { clippedFilterTexts, isWithinViewport } from '../support/layout';

/**
 * The filter bars of the complaints, rooms and students screens: on a desktop every filter shows
 * its whole text; on a phone the filters besides the search fold behind a Filters button, so the
 * list starts on the first screen.
 */

/** A hostel named as colleges name them, and a room in it for the resident. */
async function arrangeRoom(baseUrl: string, adminToken: string, residentId: string) {
  const tag = crypto.randomBytes(3).toString('hex');
  const admin = adminApi(baseUrl, adminToken);
  const hostel = await admin.createHostel(`Kaveri Hostel ${tag}`, 'Girls');
  const room = await admin.createRoom(hostel._id, `K101-${tag}`, 'Double');
  await admin.assign(residentId, room._id);
  return { tag, hostel, room };
}

async function submitComplaints(baseUrl: string, studentToken: string, tag: string) {
  const student = studentApi(baseUrl, studentToken);
  await student.createComplaint({
    subject: `Fan not working ${tag}`,
    description: 'The ceiling fan stopped on Sunday night.',
    category: 'Electricity',
    priority: 'High',
  });
  await student.createComplaint({
    subject: `Cold dinner ${tag}`,
    description: 'Dinner has been served cold all week.',
    category: 'Mess Food',
    priority: 'Low',
  });
}

async function expectWholeTexts(bar: Locator, what: string, everyChoice = false) {
  expect(await clippedFilterTexts(bar, { everyChoice }), `cut-off texts on ${what}`).toEqual([]);
}

/** The Filters button of a bar, folded, with what it controls. */
async function foldedPanel(page: Page, bar: Locator) {
  const toggle = bar.getByRole('button', { name: /^Filters/ });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  expect(await panel.isVisible()).toBe(false);
  return { toggle, panel };
}

describe('filter bars on a desktop, 1280×800', () => {
  const session = useBrowser({ width: 1280, height: 800 });

  it('show every filter whole, on both complaints screens and on rooms and students', async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl);
    const office = await createAdminAccount(baseUrl);
    const { tag, hostel } = await arrangeRoom(baseUrl, office.token, student._id);
    await submitComplaints(baseUrl, student.token, tag);

    await page.goto('/student/complaints');
    await page.getByRole('button', { name: `Fan not working ${tag}` }).waitFor();
    const studentBar = page.getByRole('search', { name: 'Complaint filters' });
    expect(await studentBar.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    await expectWholeTexts(studentBar, '/student/complaints', true);
    await expectNoAxeViolations(page, '/student/complaints');

    // The same browser, now signed in as the office.
    await page.evaluate((token) => window.localStorage.setItem('hms-token', token), office.token);
    await page.goto('/admin/complaints');
    await page.getByRole('button', { name: `Fan not working ${tag}` }).waitFor();
    const adminBar = page.getByRole('search', { name: 'Complaint filters' });
    await expectWholeTexts(adminBar, '/admin/complaints', true);
    await adminBar.getByLabel('Category').selectOption('Maintenance');
    await adminBar.getByRole('button', { name: 'Clear filters' }).waitFor();
    await expectWholeTexts(adminBar, '/admin/complaints with a filter set', true);
    await expectNoAxeViolations(page, '/admin/complaints with a filter set');

    // Other tests' hostels are listed too: the check is of the hostel chosen and the rest.
    await page.goto(`/admin/rooms?hostel=${hostel._id}&available=true`);
    await page.getByRole('article').first().waitFor();
    await expectWholeTexts(page.getByRole('search', { name: 'Room filters' }), '/admin/rooms');

    await page.goto(`/admin/students?hostel=${hostel._id}`);
    await page.getByRole('article').first().waitFor();
    await expectWholeTexts(
      page.getByRole('search', { name: 'Student filters' }),
      '/admin/students',
    );
  });
});

describe('filter bars on a phone, 390×844', () => {
  const session = useBrowser({ width: 390, height: 844 });

  it("fold the administrator's complaint filters behind a Filters button that counts them", async () => {
    const { page, baseUrl } = session;
    const admin = await signInAsNewAdmin(page, baseUrl);
    const resident = await createStudentAccount(baseUrl);
    const { tag } = await arrangeRoom(baseUrl, admin.token, resident._id);
    await submitComplaints(baseUrl, resident.token, tag);

    // The search keeps other tests' complaints out; it stays in view, so it is not counted.
    await page.goto(`/admin/complaints?search=${tag}&status=Open&priority=High`);
    const firstCard = page.getByRole('article').first();
    await firstCard.getByRole('button', { name: `Fan not working ${tag}` }).waitFor();
    const bar = page.getByRole('search', { name: 'Complaint filters' });
    const { toggle, panel } = await foldedPanel(page, bar);
    expect(await toggle.textContent()).toBe('Filters (2)');
    expect(await bar.getByLabel('Search complaints').isVisible()).toBe(true);
    expect(await isWithinViewport(firstCard)).toBe(true);
    await expectNoAxeViolations(page, '/admin/complaints on a phone, filters folded');

    // By keyboard: Tab from the search reaches the button, which shows its focus and opens.
    await bar.getByLabel('Search complaints').focus();
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    expect(await toggle.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByLabel('Status').inputValue()).toBe('Open');
    expect(await panel.getByLabel('Priority').inputValue()).toBe('High');
    await expectNoAxeViolations(page, '/admin/complaints on a phone, filters open');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it("fold a student's complaint filters; the button counts what was chosen", async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl);
    const office = await createAdminAccount(baseUrl);
    const { tag } = await arrangeRoom(baseUrl, office.token, student._id);
    await submitComplaints(baseUrl, student.token, tag);

    await page.goto('/student/complaints');
    await page.getByRole('article').first().waitFor();
    const bar = page.getByRole('search', { name: 'Complaint filters' });
    const { toggle, panel } = await foldedPanel(page, bar);
    expect(await toggle.textContent()).toBe('Filters');
    expect(await isWithinViewport(page.getByRole('article').first())).toBe(true);

    await toggle.click();
    await panel.getByLabel('Status').selectOption('Open');
    await panel.getByLabel('Category').selectOption('Electricity');
    await toggle.click();
    expect(await toggle.textContent()).toBe('Filters (2)');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.getByRole('button', { name: `Fan not working ${tag}` }).waitFor();
    expect(await isWithinViewport(cards.first())).toBe(true);

    // Clear stays beside the button while the filters are folded.
    await bar.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await toggle.textContent()).toBe('Filters');
    await expectNoAxeViolations(page, '/student/complaints on a phone');
  });

  it('fold the room and student filters the same way', async () => {
    const { page, baseUrl } = session;
    const admin = await signInAsNewAdmin(page, baseUrl);
    const resident = await createStudentAccount(baseUrl);
    const { hostel } = await arrangeRoom(baseUrl, admin.token, resident._id);

    await page.goto(`/admin/rooms?hostel=${hostel._id}&available=true`);
    await page.getByRole('article').first().waitFor();
    const rooms = await foldedPanel(page, page.getByRole('search', { name: 'Room filters' }));
    expect(await rooms.toggle.textContent()).toBe('Filters (2)');
    expect(await page.getByLabel('Search rooms').isVisible()).toBe(true);
    expect(
      await isWithinViewport(page.getByRole('article').first().getByRole('heading', { level: 2 })),
    ).toBe(true);

    await page.goto('/admin/students');
    await page.getByRole('article').first().waitFor();
    const students = await foldedPanel(page, page.getByRole('search', { name: 'Student filters' }));
    expect(await students.toggle.textContent()).toBe('Filters');
    await students.toggle.click();
    expect(await students.panel.getByLabel('Filter by hostel').isVisible()).toBe(true);
    await expectNoAxeViolations(page, '/admin/students on a phone, filters open');
  });
});
