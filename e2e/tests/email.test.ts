import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStudentAccount, signInAsNewAdmin } from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { waitForMail } from '../support/mailbox';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`e-mail (${name})`, () => {
    const session = useBrowser(size);

    it(
      "a complaint's new status reaches its student by e-mail, and the office sees it sent",
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const tag = crypto.randomBytes(3).toString('hex');
        const office = await signInAsNewAdmin(page, baseUrl);
        const student = await createStudentAccount(baseUrl);
        const subject = `Window latch broken ${tag} ${'Unbreakable'.repeat(5)}`;
        const complaint = await studentApi(baseUrl, student.token).createComplaint({
          subject,
          description: 'The latch of the window by the bed has come off.',
          category: 'Maintenance',
          priority: 'Medium',
        });
        await adminApi(baseUrl, office.token).updateComplaint(complaint._id, 'In Progress');

        const mail = await waitForMail(student.email, (m) => m.subject.includes(tag));
        expect(mail.subject).toBe(`Your complaint "${subject}" is now In Progress`);
        expect(mail.text).toContain(`${baseUrl}/student/complaints`);
        expect(mail.messageId).toMatch(/^<outbox\.\d+@127\.0\.0\.1>$/);

        // The office's Settings page lists it among the messages sent.
        await page.goto('/admin/settings');
        const outbox = page.getByRole('region', { name: 'Outgoing e-mail' });
        await outbox.getByLabel('Status').selectOption('sent');
        const card = outbox.getByRole('article').filter({ hasText: `To ${student.email}` });
        await card.getByText('Sent', { exact: true }).first().waitFor();
        await card.getByText(subject).waitFor();
        await expectLongWordsWrapped(page, 'the outgoing e-mail list');
        await expectNoAxeViolations(page, 'the outgoing e-mail list');
      },
    );
  });
}
