import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';

/**
 * The Activity page: an administrator's changes, newest first with who made them and what they
 * did in plain words, filtered by kind of record and action, and a record's history opened from
 * its card; on a desktop and on a phone, inside the window.
 */

/** The office's id, to show only its changes: other tests write to the same server. */
async function accountId(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** A hostel, a room in it, and a student placed there, by a new administrator. */
async function arrangeChanges(page: Page, baseUrl: string) {
  const office = await signInAsNewAdmin(page, baseUrl);
  const tag = crypto.randomBytes(3).toString('hex');
  const admin = adminApi(baseUrl, office.token);
  const hostelName = `Tapti Hostel ${tag}`;
  const hostel = await admin.createHostel(hostelName, 'Girls');
  const roomNumber = `T${tag}`;
  const room = await admin.createRoom(hostel._id, roomNumber, 'Double');
  const student = await createStudentAccount(baseUrl, { gender: 'Female' });
  await admin.assign(student._id, room._id);
  const id = await accountId(baseUrl, office.token);
  return { office, id, hostelName, roomNumber, student };
}

/** The entries on show, each as its text. */
async function entryTexts(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Changes, newest first' });
  await list.waitFor();
  return list.getByRole('article').allInnerTexts();
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
])('the Activity page on $name', ({ viewport }) => {
  const session = useBrowser(viewport);

  it("lists an administrator's changes newest first, filters them, and opens a record's history", async () => {
    const { page, baseUrl } = session;
    const { office, id, hostelName, roomNumber, student } = await arrangeChanges(page, baseUrl);
    const place = `Room ${roomNumber}, ${hostelName}`;

    await page.goto(`/admin/activity?actor=${id}`);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    const texts = await entryTexts(page);
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain(`${office.name} assigned ${student.name} to ${place}`);
    // The hostel's deposit, charged on the student's arrival in the same step.
    expect(texts[1]).toContain(`${office.name} charged ${student.name} (`);
    expect(texts[1]).toContain(`₹8,000 (Security deposit, ${hostelName})`);
    expect(texts[2]).toContain(`${office.name} added room ${place}`);
    expect(texts[3]).toContain(`${office.name} added hostel ${hostelName}`);
    expect(texts[4]).toContain(`${office.name} registered as an administrator`);
    expect(texts[0]).toContain('Administrator');
    expect(texts[0]).toMatch(/room:\s*none → /);
    await expectInsideWindow(page, '/admin/activity');
    await expectNoAxeViolations(page, '/admin/activity');

    // On a phone the filters besides the search fold behind a button.
    const bar = page.getByRole('search', { name: 'Activity filters' });
    const toggle = bar.getByRole('button', { name: /^Filters/ });
    if (await toggle.isVisible()) await toggle.click();
    await bar.getByLabel('Kind of record').selectOption('room');
    await page.waitForURL(/entityType=room/);
    // The list before the filter stays on show until the filtered one arrives.
    await expect.poll(() => entryTexts(page)).toHaveLength(1);
    expect((await entryTexts(page))[0]).toContain(`${office.name} added room ${place}`);
    await bar.getByLabel('Kind of record').selectOption('');
    await bar.getByLabel('Action').selectOption('student.assign');
    await page.waitForURL(/action=student\.assign/);
    await expect.poll(() => entryTexts(page)).toHaveLength(1);
    expect((await entryTexts(page))[0]).toContain(`assigned ${student.name}`);

    // The room's card leads to its history.
    await page.goto(`/admin/rooms?search=${roomNumber}`);
    await page.getByRole('link', { name: `History of ${place}` }).click();
    await page.waitForURL(/entityType=room&entityId=/);
    await page.getByText("Showing one record's history.").waitFor();
    await expect.poll(() => entryTexts(page)).toHaveLength(1);
    const history = await entryTexts(page);
    expect(history[0]).toContain(`added room ${place}`);
    await expectInsideWindow(page, "a room's history");
    await expectNoAxeViolations(page, "a room's history");
  });

  it("writes a change's times as the screens do, not as the API's ISO text", async () => {
    const { page, baseUrl } = session;
    const { office, id, student } = await arrangeChanges(page, baseUrl);
    const subject = `Broken fan ${crypto.randomBytes(3).toString('hex')}`;
    const complaint = await studentApi(baseUrl, student.token).createComplaint({
      subject,
      description: 'The ceiling fan in the room stopped working last night.',
      category: 'Electricity',
      priority: 'Medium',
    });
    const resolved = await adminApi(baseUrl, office.token).updateComplaint(
      complaint._id,
      'Resolved',
      'Replaced the capacitor.',
    );
    const resolvedAt = (resolved as { resolvedAt: string }).resolvedAt;
    expect(resolvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await page.goto(`/admin/activity?actor=${id}&entityType=complaint`);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    // In the reader's locale and the college's zone (the server's TIME_ZONE, Asia/Kolkata),
    // whatever zone the browser is in.
    const shown = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { timeZone: 'Asia/Kolkata' }),
      resolvedAt,
    );
    const entry = page
      .getByRole('article')
      .filter({ hasText: `changed the status of complaint “${subject}” from Open to Resolved` });
    const resolvedLine = entry.getByRole('definition').filter({ hasText: shown });
    await resolvedLine.waitFor();
    expect(await resolvedLine.innerText()).toMatch(/^none\s*→\s*/);
    expect(await entry.innerText()).not.toContain(resolvedAt);
    expect(await entry.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await expectInsideWindow(page, "a resolved complaint's entry");
    await expectNoAxeViolations(page, "a resolved complaint's entry");
  });
});
