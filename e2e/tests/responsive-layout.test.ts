import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../support/accounts';
import { useBrowser } from '../support/browser';

const session = useBrowser({ width: 390, height: 844 });

describe('the sidebar on a phone', () => {
  it('collapses behind the menu button and opens over the page with an overlay', async () => {
    const { page, baseUrl } = session;
    const admin = await signInAsNewAdmin(page, baseUrl);
    await page.goto('/admin/dashboard');

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // The links are not visible until the menu opens.
    expect(await page.getByRole('link', { name: 'Hostels' }).isVisible()).toBe(false);

    await menu.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByText(admin.name).waitFor();
    expect(await drawer.getByRole('link', { name: 'Hostels' }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Rooms' }).click();
    await page.waitForURL('**/admin/rooms');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });
});
