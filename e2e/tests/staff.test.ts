import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';

/**
 * The Staff page's cards say which hostels each warden runs, as added and after a reload; a guard
 * is added there too, and signs in to the gate (docs/decisions/062).
 */
describe.each([
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
])('the Staff page on $name', ({ viewport }) => {
  const session = useBrowser(viewport);

  it('shows the hostel a warden was added for on their card', async () => {
    const { page, baseUrl } = session;
    const office = await signInAsNewAdmin(page, baseUrl);
    const tag = crypto.randomBytes(3).toString('hex');
    const admin = adminApi(baseUrl, office.token);
    const ganga = `Ganga Hall ${tag}`;
    await admin.createHostel(ganga, 'Boys');
    await admin.createHostel(`Yamuna ${tag}`, 'Girls');
    const email = `ravi.${tag}@college.edu`;

    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Add Warden' }).click();
    const add = page.getByRole('dialog', { name: 'Add Warden' });
    await add.getByLabel('Name').fill(`Ravi Shankar ${tag}`);
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Phone').fill('9876501234');
    await add.getByLabel(ganga).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: 'Temporary password' })
      .getByRole('button', { name: 'Done' })
      .click();

    const card = page.getByRole('article').filter({ hasText: email });
    for (const step of ['as added', 'after a reload']) {
      if (step === 'after a reload') await page.reload();
      await card.getByText(ganga, { exact: true }).waitFor();
      const text = await card.innerText();
      expect(text, step).not.toContain('No hostel');
      expect(text, step).not.toContain(`Yamuna ${tag}`);
    }
    await expectLongWordsWrapped(page, 'the Staff page');
    await expectNoAxeViolations(page, 'the Staff page');

    const listed = await fetch(`${baseUrl}/api/wardens`, {
      headers: { authorization: `Bearer ${office.token}` },
    });
    const wardens = (
      (await listed.json()) as {
        data: { email: string; hostels: { name: string }[] }[];
      }
    ).data;
    expect(wardens.find((w) => w.email === email)?.hostels.map((h) => h.name)).toEqual([ganga]);
  });

  it(
    'adds a guard, who chooses a password at the first sign-in and lands at the gate',
    { timeout: 120_000 },
    async () => {
      const { page, baseUrl } = session;
      const office = await signInAsNewAdmin(page, baseUrl);
      const tag = crypto.randomBytes(3).toString('hex');
      const ganga = `Ganga Hall ${tag}`;
      await adminApi(baseUrl, office.token).createHostel(ganga, 'Boys');
      const name = `Bir Bahadur Gurung ${tag}`;
      const email = `bir.${tag}@college.edu`;

      await page.goto('/admin/staff');
      await page.getByRole('button', { name: 'Add Warden' }).click();
      const add = page.getByRole('dialog', { name: 'Add Warden' });
      await add.getByLabel('Name').fill(name);
      await add.getByLabel('Email').fill(email);
      await add.getByLabel('Phone').fill('9876505678');
      await add.getByLabel('Role').selectOption({ label: 'Guard' });
      await add.getByRole('group', { name: 'Hostels at whose gates they work' }).waitFor();
      await add.getByLabel(ganga).check();
      await expectNoAxeViolations(page, 'the Add Warden dialog with Guard chosen');
      await add.getByRole('button', { name: 'Save' }).click();

      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      await shown.getByText('The guard chooses their own password').waitFor();
      const temporary = (await shown.getByTestId('temporary-password').innerText()).trim();
      await expectNoAxeViolations(page, "a guard's temporary password");
      await shown.getByRole('button', { name: 'Done' }).click();

      const card = page.getByRole('article').filter({ hasText: email });
      await card.getByText('Guard', { exact: true }).waitFor();
      await card.getByText(ganga, { exact: true }).waitFor();
      await expectLongWordsWrapped(page, 'the Staff page with a guard');
      await expectNoAxeViolations(page, 'the Staff page with a guard');

      const guard = await session.openPage(viewport);
      await guard.goto('/login?tab=admin');
      await guard.getByLabel('Email').fill(email);
      await guard.getByLabel('Password', { exact: true }).fill(temporary);
      await guard.getByRole('button', { name: 'Sign In' }).click();
      await guard.waitForURL('**/account/password');
      await guard.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      const own = `gate-${tag}-keeper`;
      await guard.getByLabel('Current Password', { exact: true }).fill(temporary);
      await guard.getByLabel('New Password', { exact: true }).fill(own);
      await guard.getByLabel('Confirm New Password', { exact: true }).fill(own);
      await guard.getByRole('button', { name: 'Change Password' }).click();
      await guard.waitForURL('**/gate');
      const banner = guard.getByRole('banner');
      await banner.getByText(name).waitFor();
      await banner.getByRole('link', { name: 'Change password' }).waitFor();
      await banner.getByRole('button', { name: 'Logout' }).waitFor();
      await expectLongWordsWrapped(guard, "the guard's gate");
      await expectNoAxeViolations(guard, "the guard's gate");

      // Anywhere else is not theirs.
      await guard.goto('/admin/staff');
      await guard.waitForURL('**/unauthorized');
    },
  );
});
