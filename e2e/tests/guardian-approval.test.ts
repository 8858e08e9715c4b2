import { todayIn } from '@hms/shared/calendar-day';
import { guardianLinkMessages as g } from '@hms/shared/leave';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { waitForMail, type Mail } from '../support/mailbox';
import { officeWithResident } from '../support/resident';
import { readyWarden, useSession } from '../support/wardens';

/**
 * A hostel asks a guardian to approve leave before the warden decides
 * (docs/product-rules.md#leave): the student applies, their guardian opens the e-mailed link
 * without an account and approves, and the warden's card says so, on a desktop and on a phone.
 */

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

function dayFromToday(days: number): string {
  const day = new Date(`${todayIn('Asia/Kolkata')}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function call(baseUrl: string, token: string, method: string, url: string, body: object) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data: { _id: string } }>;
}

/** The link of the e-mail asking a guardian, as a path on the app. */
function guardianLinkIn(mail: Mail, baseUrl: string): string {
  const match = /(http\S+\/guardian\/leave\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No link in: ${mail.text}`);
  const link = new URL(match[1]);
  if (link.origin !== new URL(baseUrl).origin) throw new Error(`The link leads elsewhere: ${link}`);
  return link.pathname;
}

/** The page no wider than its window, every long word inside its box, and axe content. */
async function expectFits(page: Page, what: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide in a ${inner} px window`).toBeLessThanOrEqual(inner);
  await expectLongWordsWrapped(page, what);
  await expectNoAxeViolations(page, what);
}

for (const { name, size } of SIZES) {
  describe(`a guardian's approval of leave (${name})`, () => {
    const session = useBrowser(size);

    it(
      'the guardian approves by the e-mailed link, once, and the warden sees it',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        const { office, tag, hostel, resident } = await officeWithResident(
          page,
          baseUrl,
          (tag) => ({
            hostel: `Kaveri ${tag}`,
            room: `K1-${tag}`,
            student: `Meera Guardianasked ${tag}`,
          }),
          'Single',
        );
        const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);
        await call(baseUrl, office.token, 'PUT', `/gate/curfews/${hostel._id}`, {
          curfew: '22:00',
          guardianApprovesLeave: true,
        });
        const guardianEmail = `guardian.${tag}@example.com`;
        await call(baseUrl, resident.token, 'PUT', '/student/guardians', {
          guardians: [
            { name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210', email: guardianEmail },
          ],
          consent: { leave: true },
        });
        // A place one long word: the guardian's page wraps it on a phone.
        const destination = `Thiruvananthapuram${'Kanyakumari'.repeat(4)} ${tag}`;
        await call(baseUrl, resident.token, 'POST', '/student/leaves', {
          from: dayFromToday(2),
          to: dayFromToday(4),
          destination,
          reason: `A private reason ${tag}`,
          contactPhone: '9876501234',
        });

        const mail = await waitForMail(guardianEmail, (m) =>
          m.subject.includes('asks for your approval'),
        );
        expect(mail.text).not.toContain(`A private reason ${tag}`);
        const link = guardianLinkIn(mail, baseUrl);

        // The warden sees the leave wait for the guardian.
        const wardenPage = await session.openPage(size);
        await useSession(wardenPage, warden.token);
        await wardenPage.goto('/warden/leave');
        const card = wardenPage.getByRole('article').filter({ hasText: tag });
        await card.getByText('Waiting for guardian').waitFor();

        // The guardian, with no account, opens the link in a browser of their own.
        const guardian = await session.openPage(size);
        await guardian.goto(link);
        await guardian
          .getByRole('heading', { name: 'A leave for your approval', level: 1 })
          .waitFor();
        await guardian.getByText(resident.name).waitFor();
        await guardian.getByText(destination).waitFor();
        await expectFits(guardian, "the guardian's page");
        await guardian.getByRole('button', { name: 'Approve' }).click();
        await guardian.getByText(g.Approved).waitFor();
        expect(await guardian.getByRole('button', { name: 'Decline' }).count()).toBe(0);
        await expectFits(guardian, "the guardian's page once answered");

        // Opened again, the link says it was answered.
        await guardian.reload();
        await guardian.getByText('You approved this leave.').waitFor();

        await wardenPage.reload();
        await card.getByText('Guardian approved').waitFor();
        await expectFits(wardenPage, "the warden's Leave page");
      },
    );
  });
}
