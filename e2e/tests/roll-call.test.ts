import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, caller } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { dayFromToday } from '../support/calendar';

/**
 * The night roll-call (docs/product-rules.md#roll-call): the office starts tonight's roll-call of
 * a hostel, marks residents with one tap while another warden's marks arrive by themselves,
 * closes it after a confirmation that says who will count as absent, and reads the summary and
 * the hostel's past nights, on a desktop and on a phone.
 */

describe.each([
  { name: 'a desktop', size: { width: 1280, height: 800 } },
  { name: 'a phone', size: { width: 390, height: 844 } },
])('the roll-call, on $name', ({ size }) => {
  const session = useBrowser(size);

  it('starts, marks, shares and closes tonight’s roll-call', { timeout: 120_000 }, async () => {
    const { page, baseUrl } = session;
    const office = await signInAsNewAdmin(page, baseUrl);
    const admin = adminApi(baseUrl, office.token);
    const tag = crypto.randomBytes(3).toString('hex');
    const hostelName = `Kaveri ${tag}`;
    const hostel = await admin.createHostel(hostelName, 'Girls');
    const room10 = await admin.createRoom(hostel._id, '10', 'Triple');
    const room2 = await admin.createRoom(hostel._id, '2', 'Triple');

    // A name typed without spaces, at the longest a name may be, in letters beyond ASCII.
    const longName = `Śrīveṅkaṭalakṣmīnarasiṁha${tag}`.padEnd(100, 'ā');
    const long = await createStudentAccount(baseUrl, { name: longName });
    const nandini = await createStudentAccount(baseUrl, { name: `Nandini Rao ${tag}` });
    const kavya = await createStudentAccount(baseUrl, { name: `Kavya Iyer ${tag}` });
    const divya = await createStudentAccount(baseUrl, { name: `Divya Nair ${tag}` });
    const away = await createStudentAccount(baseUrl, { name: `Meera Pillai ${tag}` });
    await admin.assign(long._id, room10._id);
    await admin.assign(nandini._id, room10._id);
    await admin.assign(kavya._id, room2._id);
    await admin.assign(divya._id, room2._id);
    await admin.assign(away._id, room2._id);
    const leave = await caller(baseUrl, away.token)<{ _id: string }>('POST', '/student/leaves', {
      from: dayFromToday(0),
      to: dayFromToday(1),
      destination: 'Home',
      reason: 'A family wedding',
      contactPhone: '9876501234',
    });
    await caller(baseUrl, office.token)('POST', `/leaves/${leave._id}/approve`, {});

    await page.goto('/admin/roll-call');
    await page.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
    await page.waitForURL(new RegExp(`hostel=${hostel._id}`));
    await page.getByText('No roll-call has been taken in this hostel yet.').waitFor();
    await expectNoAxeViolations(page, 'the Roll-call page');
    await page.getByRole('button', { name: 'Start tonight’s roll-call' }).click();
    await page.waitForURL(/\/admin\/roll-call\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1) ?? '';

    // Room 2 before room 10; Meera is on leave tonight and is not on the list.
    await page.getByRole('group', { name: `Mark ${longName}` }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Room 2',
      'Room 10',
    ]);
    expect(await page.getByText(`Meera Pillai ${tag}`).count()).toBe(0);
    await expectLongWordsWrapped(page, 'the roll-call');
    await expectNoAxeViolations(page, 'the roll-call');

    // One tap each; the pressed button says so.
    const longMarks = page.getByRole('group', { name: `Mark ${longName}` });
    await longMarks.getByRole('button', { name: 'Present' }).click();
    await expect
      .poll(() => longMarks.getByRole('button', { name: 'Present' }).getAttribute('aria-pressed'))
      .toBe('true');
    const nandiniMarks = page.getByRole('group', { name: `Mark Nandini Rao ${tag}` });
    await nandiniMarks.getByRole('button', { name: 'Absent' }).click();
    await expect
      .poll(() => nandiniMarks.getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Another warden marks Kavya on their own phone: the list shows it within a few seconds.
    await caller(baseUrl, office.token)('PUT', `/roll-calls/${id}/marks/${kavya._id}`, {
      mark: 'present',
    });
    const kavyaMarks = page.getByRole('group', { name: `Mark Kavya Iyer ${tag}` });
    await expect
      .poll(
        () => kavyaMarks.getByRole('button', { name: 'Present' }).getAttribute('aria-pressed'),
        {
          timeout: 15_000,
        },
      )
      .toBe('true');

    // Closing asks first, saying Divya is unmarked and will count as absent; Escape keeps it open.
    await page.getByRole('button', { name: 'Close roll-call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close roll-call' });
    await dialog
      .getByText('1 resident is unmarked and will count as absent.', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page, 'the close dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Close roll-call' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Roll-call closed', { exact: true }).first().waitFor();
    const summary = page.getByText(/^Closed by /);
    await expect.poll(() => summary.textContent()).toContain('2 present, 2 absent.');
    const absent = page.getByRole('list', { name: 'Absent' });
    await absent.getByText(`Divya Nair ${tag}`, { exact: false }).waitFor();
    expect(await page.getByRole('group', { name: /^Mark / }).count()).toBe(0);
    await expectLongWordsWrapped(page, 'the closed roll-call');
    await expectNoAxeViolations(page, 'the closed roll-call');

    // The hostel's past nights: this one, closed, with its counts.
    await page.getByRole('link', { name: 'All roll-calls' }).click();
    await page.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
    const night = page.getByRole('listitem').filter({ hasText: '2 present, 2 absent, 0 unmarked' });
    await night.getByText('Closed', { exact: true }).waitFor();
    await expectLongWordsWrapped(page, 'the Roll-call page');
  });
});
