import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { resetLinkIn, waitForMail } from '../support/mailbox';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`password reset (${name})`, () => {
    const session = useBrowser(size);

    it(
      'a student asks for a link, opens it from the e-mail, chooses a password and signs in with it',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const student = await createStudentAccount(baseUrl);

        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL('**/forgot-password');
        await page.getByLabel('Email').fill(student.email.toUpperCase());
        await expectNoAxeViolations(page, 'the Forgot Password page');
        await page.getByRole('button', { name: 'Send Link' }).click();
        await page.getByText('If an account uses that address').waitFor();
        await expectLongWordsWrapped(page, 'the link-sent answer');
        await expectNoAxeViolations(page, 'the link-sent answer');

        const mail = await waitForMail(student.email, (m) => m.subject === 'Choose a new password');
        const link = resetLinkIn(mail, baseUrl);
        expect(link).toMatch(/^\/reset-password#token=/);
        await page.goto(link);
        const fresh = `Fresh-${crypto.randomBytes(4).toString('hex')}`;
        await page.getByLabel('New Password', { exact: true }).fill(fresh);
        await page.getByLabel('Confirm New Password', { exact: true }).fill(`${fresh}x`);
        await page.getByRole('button', { name: 'Set New Password' }).click();
        await page.getByText('Passwords do not match').waitFor();
        await expectLongWordsWrapped(page, 'the Reset Password page');
        await expectNoAxeViolations(page, 'the Reset Password page with an error');
        await page.getByLabel('Confirm New Password', { exact: true }).fill(fresh);
        await page.getByRole('button', { name: 'Set New Password' }).click();
        await page.getByText('Password changed. Sign in with your new password.').waitFor();
        await page.waitForURL('**/login?tab=student');

        await page.getByLabel('Student ID').fill(student.studentId);
        await page.getByLabel('Password', { exact: true }).fill(fresh);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL('**/student/dashboard');

        // The link worked once; in the form links had before, with the token in the query, the
        // page moves the token to the fragment and refuses the link alike.
        await page.goto(link.replace('#token=', '?token='));
        await page.waitForURL((url) => url.search === '' && url.hash.startsWith('#token='));
        await page.getByLabel('New Password', { exact: true }).fill(`${fresh}-again`);
        await page.getByLabel('Confirm New Password', { exact: true }).fill(`${fresh}-again`);
        await page.getByRole('button', { name: 'Set New Password' }).click();
        await page.getByRole('link', { name: 'Send a new link' }).waitFor();
        await expectNoAxeViolations(page, 'a link already used');
      },
    );

    it(
      'the office gives a student a temporary password, which they must replace on signing in',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const tag = crypto.randomBytes(3).toString('hex');
        const longName = `Venkatalakshmi${'Subramanian'.repeat(4)} ${tag}`;
        const student = await createStudentAccount(baseUrl, { name: longName });
        await signInAsNewAdmin(page, baseUrl);

        await page.goto(`/admin/students?search=${encodeURIComponent(student.studentId)}`);
        await page
          .getByRole('button', { name: `Set a temporary password for ${longName}` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Set Temporary Password' });
        await dialog.getByLabel('Temporary password', { exact: true }).fill(`Office-${tag}-7`);
        await expectLongWordsWrapped(page, 'the Set Temporary Password dialog');
        await expectNoAxeViolations(page, 'the Set Temporary Password dialog');
        await dialog.getByRole('button', { name: 'Set Password' }).click();
        await page
          .getByText('Temporary password set. They must choose their own at next sign-in.')
          .waitFor();
        await expect(dialog.count()).resolves.toBe(0);

        const signIn = await session.openPage(size);
        await signIn.goto('/login');
        await signIn.getByLabel('Student ID').fill(student.studentId);
        await signIn.getByLabel('Password', { exact: true }).fill(`Office-${tag}-7`);
        await signIn.getByRole('button', { name: 'Sign In' }).click();
        await signIn.waitForURL('**/account/password');
        await signIn.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      },
    );
  });
}
