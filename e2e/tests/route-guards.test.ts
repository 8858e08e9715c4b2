import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin, signInAsNewStudent } from '../support/accounts';
import { useBrowser } from '../support/browser';

const session = useBrowser();

function pathname() {
  return new URL(session.page.url()).pathname;
}

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login, and / to /login', async () => {
    const { page } = session;
    await page.goto('/admin/rooms');
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
  });

  it('sends a signed-in student opening /admin/hostels to /unauthorized, and Go Back returns', async () => {
    const { page, baseUrl } = session;
    await signInAsNewStudent(page, baseUrl);
    await page.goto('/student/dashboard');
    await page.getByRole('complementary', { name: 'HMS Student' }).waitFor();
    await page.goto('/admin/hostels');
    await page.waitForURL('**/unauthorized');
    await page.getByText('Unauthorized', { exact: true }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/student/dashboard');
  });

  it('sends a signed-in user opening /login, a sign-up page or / to their dashboard', async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    for (const url of ['/login', '/register', '/admin/signup', '/student/signup', '/']) {
      await page.goto(url);
      await page.waitForURL('**/admin/dashboard');
      expect(pathname()).toBe('/admin/dashboard');
    }
  });

  it('sends the user to /login and forgets the token when the API answers 401', async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');
    await page.getByRole('complementary', { name: 'HMS Admin' }).waitFor();
    // Let the page's own calls (config, dashboard) settle first: the token is swapped below behind
    // the app's back, and a screen re-rendered by a late answer would read the swapped token.
    await page.waitForLoadState('networkidle');

    // The session ends on the server side (an expired or revoked token) while the page is open.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'Your session has expired. Please sign in again.',
        }),
      }),
    );
    await page.evaluate(() => localStorage.setItem('hms-token', 'expired.token.value'));
    await page.reload();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('hms-token'))).toBeNull();
  });

  it('shows the spinner while the session loads', async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('status').first().waitFor();
    release();
    await page.getByRole('complementary', { name: 'HMS Admin' }).waitFor();
  });
});
