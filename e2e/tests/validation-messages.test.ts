import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';

const session = useBrowser();

async function expectTexts(texts: string[]) {
  for (const text of texts) await session.page.getByText(text, { exact: true }).first().waitFor();
}

describe('validation messages in the browser', () => {
  it('sign-in, Student tab', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectTexts(['Student ID is required', 'Password is required']);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectTexts(['Password must be at least 6 characters']);
  });

  it('sign-in, Admin tab', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectTexts(['Email is required', 'Password is required']);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectTexts(['Invalid email address']);
  });

  it('admin sign-up', async () => {
    const { page } = session;
    await page.goto('/admin/signup');
    const submit = page.getByRole('button', { name: 'Register' });
    await submit.click();
    await expectTexts([
      'Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]);
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('asha');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
    await submit.click();
    await expectTexts([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
  });

  it('student sign-up', async () => {
    const { page } = session;
    await page.goto('/student/signup');
    const submit = page.getByRole('button', { name: 'Register' });
    await submit.click();
    await expectTexts([
      'Student ID is required',
      'Name is required',
      'Email is required',
      'Password is required',
      'Phone number is required',
      'Course is required',
      'Year is required',
      'Gender is required',
    ]);
    await page.getByLabel('Email').fill('priya');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Phone Number').fill('98765');
    await submit.click();
    await expectTexts([
      'Invalid email address',
      'Password must be at least 6 characters',
      'Please enter a valid 10-digit phone number',
    ]);
  });
});
