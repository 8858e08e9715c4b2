import crypto from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from './accounts';
import { adminApi, studentApi } from './arrange';
import { expectNoAxeViolations } from './axe';
import { expectLongWordsWrapped } from './layout';

async function api<T>(baseUrl: string, token: string, method: string, url: string, body?: object) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('hms-token'));
  if (!token) throw new Error('the page holds no session');
  return token;
}

/** Names the story's size in the message of whatever fails in `step`. */
async function at(sizeName: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    if (error instanceof Error) error.message = `(warden story, ${sizeName}) ${error.message}`;
    throw error;
  }
}

/**
 * An administrator adds a warden, who replaces the temporary password, works their hostel alone
 * and sees an Overdue complaint through; `page` is the administrator's, at the story's size.
 * In steps, so that stories at several sizes share one wait for the complaint to become Overdue
 * (e2e/tests/overdue-complaints.test.ts): the complaint needs a one-minute Critical target in
 * force when `submitComplaint` runs.
 */
export function wardenStory(
  page: Page,
  baseUrl: string,
  size: { width: number; height: number },
  sizeName: string,
) {
  const tag = crypto.randomBytes(3).toString('hex');
  const subject = `Leaking tap ${tag}`;
  const wardenName = `Lakshmi${'Venkataraman'.repeat(5)}${tag}`;
  const email = `lakshmi.${tag}@college.edu`;
  let arranged: Awaited<ReturnType<typeof arrange>>;
  let temporary = '';
  let context: BrowserContext | undefined;
  let warden: Page;

  async function arrange() {
    const office = await signInAsNewAdmin(page, baseUrl);
    const admin = adminApi(baseUrl, office.token);
    const kaveri = await admin.createHostel(`Kaveri ${tag}`, 'Girls');
    const ganga = await admin.createHostel(`Ganga ${tag}`, 'Girls');
    const kaveriRoom = await admin.createRoom(kaveri._id, `K1-${tag}`, 'Triple');
    const gangaRoom = await admin.createRoom(ganga._id, `G1-${tag}`, 'Triple');
    const resident = await createStudentAccount(baseUrl, { name: `Resident ${tag}` });
    const elsewhere = await createStudentAccount(baseUrl, { name: `Elsewhere ${tag}` });
    await createStudentAccount(baseUrl, { name: `Newcomer ${tag}` });
    await admin.assign(resident._id, kaveriRoom._id);
    await admin.assign(elsewhere._id, gangaRoom._id);
    return { office, kaveriRoom, resident, elsewhere };
  }

  /** The Staff page: add a warden of Kaveri, whose name is one long word. */
  const addWarden = () =>
    at(sizeName, async () => {
      arranged = await arrange();
      await page.goto('/admin/staff');
      await page.getByRole('button', { name: 'Add Warden' }).click();
      const add = page.getByRole('dialog', { name: 'Add Warden' });
      await add.getByLabel('Name').fill(wardenName);
      await add.getByLabel('Email').fill(email);
      await add.getByLabel('Phone').fill('9876501234');
      await add.getByLabel(`Kaveri ${tag}`).check();
      await expectNoAxeViolations(page, 'the Add Warden dialog');
      await add.getByRole('button', { name: 'Save' }).click();
      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      temporary = (await shown.getByTestId('temporary-password').textContent()) ?? '';
      expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
      await expectNoAxeViolations(page, 'the temporary password dialog');
      await shown.getByRole('button', { name: 'Done' }).click();
    });

  /** The resident's Critical complaint: it goes to the warden, and is Overdue by the time they look. */
  const submitComplaint = () =>
    at(sizeName, async () => {
      await studentApi(baseUrl, arranged.resident.token).createComplaint({
        subject,
        description: 'The tap in the second-floor washroom has been leaking since Monday.',
        category: 'Maintenance',
        priority: 'Critical',
      });
    });

  /** Everything the warden does before the complaint is past its target. */
  const workTheirHostel = () =>
    at(sizeName, async () => {
      await page.getByRole('article').filter({ hasText: email }).waitFor();
      await expectLongWordsWrapped(page, 'the Staff page');
      await expectNoAxeViolations(page, 'the Staff page');

      // The warden signs in on the Admin tab and must choose a password before anything else.
      context = await page.context().browser()!.newContext({ baseURL: baseUrl, viewport: size });
      warden = await context.newPage();
      await warden.goto('/login');
      await warden.getByRole('tab', { name: 'Admin' }).click();
      await warden.getByLabel('Email').fill(email);
      await warden.getByLabel('Password', { exact: true }).fill(temporary);
      await warden.getByRole('button', { name: 'Sign In' }).click();
      await warden.waitForURL('**/account/password');
      await warden.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      await expectNoAxeViolations(warden, 'the first sign-in password page');
      await warden.getByLabel('Current Password', { exact: true }).fill(temporary);
      await warden.getByLabel('New Password', { exact: true }).fill(`own-${tag}-garden`);
      await warden.getByLabel('Confirm New Password', { exact: true }).fill(`own-${tag}-garden`);
      await warden.getByRole('button', { name: 'Change Password' }).click();
      await warden.waitForURL('**/warden/dashboard');

      // Their dashboard and lists hold Kaveri alone.
      const hostels = warden.getByRole('term').filter({ hasText: 'Total Hostels' });
      await expect.poll(() => hostels.locator('xpath=..').textContent()).toContain('1');
      await expectNoAxeViolations(warden, 'the warden dashboard');
      // Other files' students share the database, so the warden looks theirs up by the tag.
      await warden.goto(`/warden/students?search=${tag}`);
      await warden.getByText(`Resident ${tag}`).waitFor();
      await warden.getByText(`Newcomer ${tag}`).waitFor();
      expect(await warden.getByText(`Elsewhere ${tag}`).count()).toBe(0);
      expect(await warden.getByRole('button', { name: 'Add Student' }).count()).toBe(0);
      await expectLongWordsWrapped(warden, "the warden's students");
      await expectNoAxeViolations(warden, "the warden's students");

      // They give the newcomer a bed in Kaveri.
      await warden.getByRole('button', { name: `Assign room to Newcomer ${tag}` }).click();
      const assign = warden.getByRole('dialog', { name: 'Assign Room' });
      await assign.getByLabel('Hostel', { exact: true }).selectOption({ label: `Kaveri ${tag}` });
      await assign.getByRole('radio', { name: new RegExp(`K1-${tag}`) }).check();
      await assign.getByRole('button', { name: 'Assign Room' }).click();
      await warden.getByText('Room assigned successfully').waitFor();

      // Elsewhere, the server refuses them, whatever the screen offers.
      const token = await storedToken(warden);
      const refused = await api<{ message: string }>(
        baseUrl,
        token,
        'PUT',
        `/admin/students/${arranged.elsewhere._id}/assign-room`,
        { roomId: arranged.kaveriRoom._id },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/hostel you do not run/);
    });

  /** Once the complaint is past its target: Overdue, handed on, resolved and in the Activity page. */
  const seeOverdueThrough = () =>
    at(sizeName, async () => {
      const { office } = arranged;
      // The complaint is theirs; once past its target it says Overdue, in words.
      await warden.goto('/warden/complaints');
      const card = warden.getByRole('article').filter({ hasText: subject });
      await card.getByText(`Assigned to ${wardenName}`).waitFor();
      await expect
        .poll(
          async () => {
            await warden.reload();
            await card.waitFor();
            return card.getByText('Overdue', { exact: true }).count();
          },
          { timeout: 90_000, interval: 5_000 },
        )
        .toBe(1);
      await warden.getByLabel('Assigned to me').click();
      await warden.waitForURL(/assigned=me/);

      // They give it to the office and take it up; the timeline names each step.
      await card.getByRole('button', { name: subject }).click();
      const dialog = warden.getByRole('dialog', { name: subject });
      await dialog
        .getByLabel('Give it to')
        .selectOption({ label: `${office.name} (Administrator)` });
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      await dialog.getByText(`Assigned to ${office.name} by ${wardenName}`).waitFor();
      await dialog.getByRole('button', { name: 'Mark In Progress' }).click();
      await dialog.getByText(`In Progress, by ${wardenName}`).waitFor();
      await dialog.getByText(`Assigned to ${wardenName} by Hostel office`).waitFor();
      await expectLongWordsWrapped(warden, 'the complaint dialog');
      await expectNoAxeViolations(warden, 'the complaint dialog');

      // The office resolves it; no longer Overdue, and the timeline says who.
      await page.goto('/admin/complaints?assigned=me');
      const officeCard = page.getByRole('article').filter({ hasText: subject });
      await officeCard.getByRole('button', { name: subject }).click();
      const resolve = page.getByRole('dialog', { name: subject });
      await resolve.getByRole('button', { name: 'Mark Resolved' }).click();
      await resolve.getByLabel('Resolution details').fill('Washer replaced.');
      await resolve.getByRole('button', { name: 'Confirm Resolved' }).click();
      await resolve.getByText(`Resolved, by ${office.name}`).waitFor();
      expect(await resolve.getByText('Overdue', { exact: true }).count()).toBe(0);

      // The Activity page holds each step, newest first, with the right names.
      await resolve.getByRole('link', { name: `History of ${subject}` }).click();
      await page.getByRole('heading', { name: 'Activity' }).waitFor();
      const entries = page
        .getByRole('list', { name: 'Changes, newest first' })
        .getByRole('article');
      await expect.poll(() => entries.count()).toBe(4);
      const texts = await entries.allInnerTexts();
      expect(texts[0]).toContain(`${office.name}`);
      expect(texts[0]).toContain('from In Progress to Resolved');
      expect(texts[1]).toContain(`${wardenName}`);
      expect(texts[1]).toContain('from Open to In Progress');
      expect(texts[2]).toContain(`assigned complaint “${subject}” to ${office.name}`);
      expect(texts[2]).toContain('Warden');
      expect(texts[3]).toContain(`submitted complaint “${subject}”`);
      await expectLongWordsWrapped(page, 'the Activity page');
      await expectNoAxeViolations(page, 'the Activity page');
    });

  /** Closes the warden's own browser context; the administrator's page is the test's. */
  const close = async () => {
    await context?.close();
  };

  return { addWarden, submitComplaint, workTheirHostel, seeOverdueThrough, close };
}
