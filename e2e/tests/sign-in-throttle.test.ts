import { describe, expect, it } from 'vitest';
import { createStudentAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`repeated failed sign-ins, ${name}`, () => {
    const session = useBrowser(size);

    it("count against the account, whichever of the student's names was typed", async () => {
      const { page, baseUrl } = session;
      const student = await createStudentAccount(baseUrl);
      await page.goto('/login');
      const identifier = page.getByLabel('Student ID');
      const password = page.getByLabel('Password', { exact: true });
      const signIn = page.getByRole('button', { name: 'Sign In' });

      // Five wrong passwords, the student ID and the e-mail in turn.
      const forms = [student.studentId, student.email, student.studentId, student.email];
      for (const [i, typed] of [...forms, student.studentId.toLowerCase()].entries()) {
        await identifier.fill(typed);
        await password.fill(`not-my-password-${i}`);
        await signIn.click();
        await page.getByText('Invalid credentials. Check them and try again.').last().waitFor();
        await expect.poll(() => signIn.isEnabled()).toBe(true);
      }

      // The right password, by the e-mail this time, is turned away for a while.
      await identifier.fill(student.email);
      await password.fill(student.password);
      await signIn.click();
      await page.getByText('Too many attempts. Try again in 15 minutes.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectNoAxeViolations(page, 'the sign-in page, throttled');
    });
  });
}
