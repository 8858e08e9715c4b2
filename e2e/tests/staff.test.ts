import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';

/** The Staff page's cards say which hostels each warden runs, as added and after a reload. */
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
});
