import { leaveMessages } from '@hms/shared/leave';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { officeWithResident } from '../support/resident';
import { expectLongWordsWrapped } from '../support/layout';
import { readyWarden, useSession } from '../support/wardens';
import { dayFromToday } from '../support/calendar';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`leave (${name})`, () => {
    const session = useBrowser(size);

    it(
      'a student applies for today, the warden approves, and the student shows as away today',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const { office, tag, hostel, resident } = await officeWithResident(
          page,
          baseUrl,
          (tag) => ({
            hostel: `Godavari ${tag}`,
            room: `G1-${tag}`,
            student: `Kavya Reddy ${tag}`,
          }),
          'Single',
        );
        const studentName = resident.name;
        const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);

        // Text a student might paste: markup, a word longer than any screen, other scripts.
        const destination = `<img src=x onerror=alert(1)> ${tag}`;
        const reason =
          `<script>alert("leave")</script> <img src=x onerror=alert(2)> ` +
          `${'Antidisestablishmentarianism'.repeat(4)} ಮನೆಗೆ ಹೋಗುತ್ತೇನೆ 🏠 घर ${tag}`;

        const student = await session.openPage(size);
        await useSession(student, resident.token);
        await student.goto('/student/leave');
        await student.getByRole('heading', { name: 'Leave', level: 1 }).waitFor();

        // The day rule the server applies answers in the form, before anything is sent.
        await student.getByLabel('First day away').fill(dayFromToday(0));
        await student.getByLabel('Last day away').fill(dayFromToday(-1));
        await student.getByLabel('Destination').fill(destination);
        await student.getByLabel('Reason').fill(reason);
        await student.getByLabel('Contact number while away').fill('9876501234');
        await student.getByRole('button', { name: 'Apply for Leave' }).click();
        await student.getByText(leaveMessages.toBeforeFrom).waitFor();

        await student.getByLabel('Last day away').fill(dayFromToday(1));
        await student.getByRole('button', { name: 'Apply for Leave' }).click();
        await student.getByText(leaveMessages.applied).first().waitFor();
        const own = student.getByRole('article').filter({ hasText: tag });
        await own.getByText('Pending', { exact: true }).waitFor();
        await own.getByText(reason).waitFor();
        await own.getByText(destination).waitFor();
        // Begun today: there is nothing left to cancel.
        expect(await own.getByRole('button', { name: /Cancel the leave/ }).count()).toBe(0);
        expect(await student.locator('img[src="x"], main script').count()).toBe(0);
        await expectLongWordsWrapped(student, 'the student Leave page');
        await expectNoAxeViolations(student, 'the student Leave page');

        // The same days again: the server refuses, naming the leave already there.
        await student.getByLabel('Destination').fill(`Again ${tag}`);
        await student.getByLabel('Reason').fill('Again');
        await student.getByRole('button', { name: 'Apply for Leave' }).click();
        const overlap = leaveMessages.overlaps(dayFromToday(0), dayFromToday(1));
        await student.getByRole('alert').filter({ hasText: overlap }).waitFor();

        // The warden approves, from the keyboard.
        const wp = await session.openPage(size);
        await useSession(wp, warden.token);
        await wp.goto('/warden/leave');
        const card = wp.getByRole('article').filter({ hasText: studentName });
        await card.getByText(reason).waitFor();
        await wp
          .getByRole('region', { name: 'Away today' })
          .getByText(leaveMessages.nobodyAway)
          .waitFor();
        expect(await wp.locator('img[src="x"], main script').count()).toBe(0);
        await expectLongWordsWrapped(wp, 'the warden Leave page');
        await expectNoAxeViolations(wp, 'the warden Leave page');

        await card.getByRole('button', { name: `Reject the leave of ${studentName}` }).click();
        const reject = wp.getByRole('dialog', { name: 'Reject Leave' });
        await reject.getByRole('button', { name: 'Reject' }).click();
        await reject.getByText(leaveMessages.rejectNoteRequired).waitFor();
        await wp.keyboard.press('Escape');
        await reject.waitFor({ state: 'detached' });

        await card.getByRole('button', { name: `Approve the leave of ${studentName}` }).focus();
        await wp.keyboard.press('Enter');
        const approve = wp.getByRole('dialog', { name: 'Approve Leave' });
        await expect
          .poll(() =>
            approve.getByLabel('Note (optional)').evaluate((el) => el === document.activeElement),
          )
          .toBe(true);
        await wp.keyboard.type('Travel safe.');
        await expectNoAxeViolations(wp, 'the Approve Leave dialog');
        await wp.keyboard.press('Tab');
        await wp.keyboard.press('Tab');
        await wp.keyboard.press('Enter');
        await wp.getByText(leaveMessages.approved).first().waitFor();

        const awayToday = wp.getByRole('region', { name: 'Away today' });
        await awayToday.getByText(studentName).waitFor();
        await awayToday.getByText(destination, { exact: false }).waitFor();
        await wp.getByRole('region', { name: 'Due back' }).getByText(studentName).waitFor();
        await wp.getByRole('region', { name: 'Due back' }).getByText('Back tomorrow').waitFor();
        await expectLongWordsWrapped(wp, 'the warden Leave page with someone away');
        await expectNoAxeViolations(wp, 'the warden Leave page with someone away');

        // The student sees the answer and the note.
        await student.reload();
        await own.getByText('Approved', { exact: true }).waitFor();
        await own.getByText('Travel safe.').waitFor();

        // The office sees the same, filtered to the hostel.
        await page.goto('/admin/leave');
        await page.getByLabel('Hostel').selectOption({ label: `Godavari ${tag}` });
        await page.getByRole('region', { name: 'Away today' }).getByText(studentName).waitFor();
        await page
          .getByRole('article')
          .filter({ hasText: studentName })
          .getByText('Approved', { exact: true })
          .waitFor();
        await expectLongWordsWrapped(page, 'the office Leave page');
        await expectNoAxeViolations(page, 'the office Leave page');
      },
    );
  });
}
