import { describe, expect, it } from 'vitest';
import { newAdmin, newStudent } from '../support/accounts';
import { useBrowser } from '../support/browser';

const session = useBrowser();

describe('signing up and signing in', () => {
  it('an administrator signs up, lands on the dashboard, signs out and signs in again', async () => {
    const { page } = session;
    const admin = newAdmin();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Sign Up as Admin' }).click();
    await page.waitForURL('**/admin/signup');

    await page.getByLabel('Name').fill(admin.name);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(admin.password);
    const [registration] = await Promise.all([
      page.waitForResponse('**/api/admin/register'),
      page.getByRole('button', { name: 'Register' }).click(),
    ]);
    expect(registration.status(), await registration.text()).toBe(201);

    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Registration successful!').waitFor();
    const sidebar = page.getByRole('complementary', { name: 'HMS Admin' });
    await sidebar.getByText(admin.name).waitFor();
    await sidebar.getByText('Administrator').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('hms-token'))).toBeNull();

    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.getByLabel('Email').fill(admin.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Login successful!').waitFor();
  });

  it('a student signs up, and signs in again by student ID', async () => {
    const { page } = session;
    const student = newStudent();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up as Student' }).click();
    await page.waitForURL('**/student/signup');

    await page.getByLabel('Student ID').fill(student.studentId);
    await page.getByLabel('Name').fill(student.name);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Phone Number').fill(student.phone);
    await page.getByLabel('Course').fill(student.course);
    await page.getByLabel('Year').selectOption('2');
    await page.getByLabel('Gender').selectOption('Female');
    const [registration] = await Promise.all([
      page.waitForResponse('**/api/student/register'),
      page.getByRole('button', { name: 'Register' }).click(),
    ]);
    expect(registration.status(), await registration.text()).toBe(201);

    await page.waitForURL('**/student/dashboard');
    await page.getByRole('complementary', { name: 'HMS Student' }).waitFor();
    await page
      .getByRole('complementary', { name: 'HMS Student' })
      .getByText(student.studentId)
      .waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Student ID').fill(student.studentId.toLowerCase());
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await submit.click();
    await page.waitForURL('**/student/dashboard');
  });

  it('shows the server message when the password is wrong, and stays on the sign-in page', async () => {
    const { page, baseUrl } = session;
    const student = newStudent();
    await fetch(`${baseUrl}/api/student/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...student, role: 'student' }),
    });
    await page.goto('/login');
    await page.getByLabel('Student ID').fill(student.studentId);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid credentials. Check them and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows and hides the password', async () => {
    const { page } = session;
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });
});
