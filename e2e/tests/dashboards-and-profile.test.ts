import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAdminAccount,
  newStudent,
  signInAsNewAdmin,
  signInAsNewStudent,
} from '../support/accounts';
import { adminApi } from '../support/arrange';
import { useBrowser } from '../support/browser';
import { fillAddStudentForm } from '../support/student-form';

const session = useBrowser();

/** The value of one term of a description list ('Total Students', 'Hostel', ...). */
function valueOf(page: Page, term: string) {
  return page.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');
}

async function figure(page: Page, term: string): Promise<number> {
  const text = await valueOf(page, term).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

describe('dashboards and the student profile, end to end', () => {
  it('a student without a room is told so, is given one, and edits their profile', async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl);
    const admin = await createAdminAccount(baseUrl);
    const api = adminApi(baseUrl, admin.token);
    const tag = crypto.randomBytes(3).toString('hex');

    await page.goto('/student/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${student.name}!` }).waitFor();
    expect(await valueOf(page, 'Student ID').innerText()).toBe(student.studentId);
    expect(await valueOf(page, 'Hostel').innerText()).toBe('Not Assigned');
    expect(await valueOf(page, 'Room').innerText()).toBe('Not Assigned');
    await page
      .getByText(
        'You have not been assigned a hostel or a room yet. Please contact the administrator to get one.',
      )
      .waitFor();
    await page.getByText('No recent complaints').waitFor();

    // The office assigns a bed; the student reloads.
    const hostel = await api.createHostel(`Kaveri ${tag}`, 'Girls');
    const room = await api.createRoom(hostel._id, `G-${tag}`, 'Double');
    await api.assign(student._id, room._id);
    await page.reload();
    await page.getByRole('heading', { name: 'Hostel Information' }).waitFor();
    expect(await valueOf(page, 'Hostel').innerText()).toBe(`Kaveri ${tag}`);
    expect(await valueOf(page, 'Room').innerText()).toBe(`G-${tag}`);
    await page.getByRole('heading', { name: 'Room Information' }).waitFor();
    await page.getByText('Girls Hostel').waitFor();
    await page.getByText('₹4,000').first().waitFor();
    expect(await page.getByText('You have not been assigned', { exact: false }).count()).toBe(0);

    // The profile: a 9-digit phone is refused, a good one is saved.
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Email').isEditable()).toBe(false);
    expect(await page.getByLabel('Student ID').isEditable()).toBe(false);
    const newName = `Kavya Menon ${tag}`;
    await page.getByLabel('Full Name').fill(newName);
    await page.getByLabel('Phone Number').fill('912345678');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid 10-digit phone number').waitFor();
    await page.getByLabel('Phone Number').fill('9123456780');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.getByText('9123456780').first().waitFor();
    // The sidebar and the dashboard follow the new name, and it survives a reload.
    await page.getByRole('complementary', { name: 'HMS Student' }).getByText(newName).waitFor();
    await page.reload();
    await page.getByText(newName).first().waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${newName}!` }).waitFor();
  });

  it("an administrator's dashboard counts a student added a moment ago", async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Hostel Occupancy' }).waitFor();
    await valueOf(page, 'Total Students').waitFor();
    const before = await figure(page, 'Total Students');

    const student = newStudent();
    await page.getByRole('link', { name: 'Students' }).click();
    await page.getByRole('button', { name: 'Add Student' }).click();
    const add = page.getByRole('dialog', { name: 'Add Student' });
    await fillAddStudentForm(add, student);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Student added successfully').waitFor();

    // Back through the sidebar, without a reload: the cached dashboard must not be shown stale.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => figure(page, 'Total Students')).toBe(before + 1);
  });
});
