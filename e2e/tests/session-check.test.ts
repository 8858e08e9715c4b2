import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@hms/shared/messages';
import { signInAsNewAdmin } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';

/**
 * The session check (`/api/auth/me`) failing: only a token the server refuses (401) signs the
 * browser out (docs/product-rules.md#sessions). No answer, a cut-off request or a 5xx keeps the
 * token in every tab, and the app signs in again as soon as the server answers.
 */

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('hms-token'));

const busy = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'The server is busy. Try again shortly.' }),
  });

/** The user's name where the sidebar shows it (behind the menu on a phone): the session confirmed. */
async function expectSignedIn(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const sidebar = page.getByRole('complementary', { name: 'HMS Admin' });
  await menu.or(sidebar).filter({ visible: true }).first().waitFor();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByText(name).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  } else {
    await sidebar.getByText(name).waitFor();
  }
}

describe.each([
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
])('the session check on $name', ({ viewport }) => {
  const session = useBrowser(viewport);

  it('keeps the sign-in of every tab when the check gets no answer or a 5xx, and signs in again once it does', async () => {
    const { page, baseUrl } = session;
    const office = await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');
    await expectSignedIn(page, office.name);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // A second tab of the same browser opens Rooms and is left before the check answers.
    const second = await page.context().newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await second.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue().catch(() => {
        // The tab has gone on and the request with it.
      });
    });
    const asked = second.waitForRequest('**/api/auth/me');
    await second.goto('/admin/rooms', { waitUntil: 'commit' });
    await asked;
    await second.goto('/admin/hostels', { waitUntil: 'commit' });
    release();
    await second.unroute('**/api/auth/me');
    await second.getByRole('heading', { name: 'Hostels', level: 1 }).waitFor();
    expect(await storedToken(second)).toBe(token);

    // The check cut off (a network failure): the tab says so and keeps the token.
    await second.route('**/api/auth/me', (route) => route.abort('failed'));
    await second.goto('/admin/rooms');
    const failed = second.getByRole('heading', { name: 'Could not check your sign-in' });
    await failed.waitFor();
    expect(await storedToken(second)).toBe(token);
    await expectLongWordsWrapped(second, 'the failed session check');
    await expectNoAxeViolations(second, 'the failed session check');

    // The server answers again: Try again signs the tab in where it was.
    await second.unroute('**/api/auth/me');
    await second.getByRole('button', { name: 'Try again' }).click();
    await second.getByRole('heading', { name: 'Rooms', level: 1 }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/admin/rooms');

    // A 503 on a reload: still signed in, and a reload once the server answers works.
    await second.route('**/api/auth/me', busy);
    await second.reload();
    await failed.waitFor();
    expect(await storedToken(second)).toBe(token);
    await second.unroute('**/api/auth/me');
    await second.reload();
    await second.getByRole('heading', { name: 'Rooms', level: 1 }).waitFor();
    await expectSignedIn(second, office.name);

    // The first tab was never signed out.
    await page.reload();
    await expectSignedIn(page, office.name);
    expect(await storedToken(page)).toBe(token);
    await second.close();
  });

  it('still signs every tab out when the server refuses the token', async () => {
    const { page, baseUrl } = session;
    const office = await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');
    await expectSignedIn(page, office.name);

    const second = await page.context().newPage();
    await second.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: apiMessages.sessionExpired }),
      }),
    );
    await second.goto('/admin/rooms');
    await second.waitForURL('**/login');
    await second.getByText(apiMessages.sessionExpired).first().waitFor();
    expect(await storedToken(second)).toBeNull();
    // Signing out in one tab signs out the others.
    await page.waitForURL('**/login');
    await second.close();
  });
});
