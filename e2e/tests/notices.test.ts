import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { officeWithResident } from '../support/resident';
import { expectLongWordsWrapped } from '../support/layout';
import { useSession } from '../support/wardens';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

/** Markup, a word of 300 letters and text in three scripts: all of it must show as typed. */
const HOSTILE_LINES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'Pneumono'.repeat(37).slice(0, 300),
  'நீர் நிறுத்தம் 🚰 — পানি বন্ধ — पानी बंद',
];

for (const { name, size } of SIZES) {
  describe(`notices (${name})`, () => {
    const session = useBrowser(size);

    it(
      'the office posts a notice to a hostel; its resident sees it unread on the dashboard and the Notices page, as text',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const { tag, resident } = await officeWithResident(page, baseUrl, (tag) => ({
          hostel: `Narmada ${tag}`,
          room: `N1-${tag}`,
          student: `Kavya ${tag}`,
        }));
        const title = `Water off ${tag} ${'Maintenance'.repeat(6)}`;
        const dialogs: string[] = [];

        // The office posts it, pinned, to the resident's hostel, with an expiry.
        await page.goto('/admin/notices');
        await page.getByRole('button', { name: 'Post Notice' }).click();
        const form = page.getByRole('dialog', { name: 'Post Notice' });
        await form.getByLabel('Title').fill(title);
        await form.getByLabel('Notice').fill(HOSTILE_LINES.join('\n'));
        await form.getByRole('radio', { name: 'Chosen hostels' }).check();
        await form.getByRole('checkbox', { name: `Narmada ${tag}` }).check();
        await form.getByRole('checkbox', { name: 'Pin to the top' }).check();
        await form.getByLabel('Expires').fill('2099-12-31T18:00');
        await expectNoAxeViolations(page, 'the Post Notice dialog');
        await form.getByRole('button', { name: 'Post Notice' }).click();
        await page.getByText('Notice posted').first().waitFor();
        const posted = page.getByRole('article').filter({ hasText: title });
        await posted.getByText(`Narmada ${tag}`, { exact: true }).waitFor();
        await expectLongWordsWrapped(page, 'the office Notices page');
        await expectNoAxeViolations(page, 'the office Notices page');

        // The resident finds it on the dashboard, unread, and on the Notices page.
        const student = await session.openPage(size);
        student.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await useSession(student, resident.token);
        await student.goto('/student/dashboard');
        const card = student.getByRole('region', { name: 'Notices' });
        const line = card.getByRole('listitem').filter({ hasText: title });
        await line.getByText('Unread').waitFor();
        await line.getByText('Pinned').waitFor();
        await expectLongWordsWrapped(student, 'the student dashboard with a notice');
        await expectNoAxeViolations(student, 'the student dashboard with a notice');

        await card.getByRole('link', { name: 'View all notices' }).click();
        await student.waitForURL('**/student/notices');
        const notice = student.getByRole('article').filter({ hasText: title });
        await notice.getByText('Unread').waitFor();
        const body = notice.locator('p.whitespace-pre-wrap');
        expect(await body.textContent()).toBe(HOSTILE_LINES.join('\n'));
        expect(await student.locator('main img, main script').count()).toBe(0);
        await expectLongWordsWrapped(student, 'the Notices page');
        await expectNoAxeViolations(student, 'the Notices page');

        await notice.getByRole('button', { name: `Mark as read: ${title}` }).click();
        await expect.poll(() => notice.getByText('Unread').count()).toBe(0);
        await expectNoAxeViolations(student, 'the Notices page, all read');
        expect(dialogs).toEqual([]);
      },
    );
  });
}
