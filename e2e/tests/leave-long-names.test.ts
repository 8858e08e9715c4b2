import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { officeWithResident } from '../support/resident';
import { readyWarden, useSession } from '../support/wardens';
import { dayFromToday } from '../support/calendar';

/**
 * Every leave surface with a student whose name is one long word (a name typed without spaces, at
 * the longest a name may be): the office's and the warden's Leave pages with their Away today and
 * Due back lists and the Approve and Reject dialogs, and the student's own page, each inside the
 * window on a desktop and on a phone.
 */

async function call<T>(baseUrl: string, token: string, url: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
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

/** Opens a decision dialog on the student's card, checks it fits, and closes it. */
async function expectDialogFits(
  page: Page,
  verdict: 'Approve' | 'Reject',
  name: string,
  what: string,
) {
  const card = page.getByRole('article').filter({ hasText: name }).filter({ hasText: 'Pending' });
  await card.getByRole('button', { name: `${verdict} the leave of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `${verdict} Leave` });
  await dialog.waitFor();
  await expectFits(page, `${what} with the ${verdict} Leave dialog open`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  { name: 'a desktop', size: { width: 1280, height: 800 } },
  { name: 'a phone', size: { width: 390, height: 844 } },
])('leave with a long unbroken name, on $name', ({ size }) => {
  const session = useBrowser(size);

  it('keeps every leave page and dialog inside the window', { timeout: 120_000 }, async () => {
    const { page, baseUrl } = session;
    const longName = (tag: string) => `Venkatalakshminarasimha${tag}`.padEnd(100, 'swamy');
    const { office, tag, hostel, resident } = await officeWithResident(
      page,
      baseUrl,
      (tag) => ({ hostel: `Narmada ${tag}`, room: `N1-${tag}`, student: longName(tag) }),
      'Single',
    );
    const name = resident.name;
    expect(name).toHaveLength(100);
    const apply = (from: number, to: number) =>
      call<{ _id: string }>(baseUrl, resident.token, '/student/leaves', {
        from: dayFromToday(from),
        to: dayFromToday(to),
        destination: `Home${tag}`.padEnd(120, 'pura'),
        reason: `Wedding${tag}`.padEnd(300, 'celebrations'),
        contactPhone: '9876501234',
      });
    // Away today and due back tomorrow, and one still to decide.
    const away = await apply(0, 1);
    await call(baseUrl, office.token, `/leaves/${away._id}/approve`, {});
    await apply(5, 6);

    await page.goto('/admin/leave');
    await page.getByLabel('Hostel').selectOption({ label: `Narmada ${tag}` });
    await page.getByRole('region', { name: 'Away today' }).getByText(name).waitFor();
    await page.getByRole('region', { name: 'Due back' }).getByText(name).waitFor();
    await page.getByRole('article').filter({ hasText: name }).first().waitFor();
    await expectFits(page, 'the office Leave page');
    await expectDialogFits(page, 'Reject', name, 'the office Leave page');
    await expectDialogFits(page, 'Approve', name, 'the office Leave page');

    const warden = await readyWarden(baseUrl, office.token, [hostel._id], `Warden ${tag}`);
    const wp = await session.openPage(size);
    await useSession(wp, warden.token);
    await wp.goto('/warden/leave');
    await wp.getByRole('region', { name: 'Away today' }).getByText(name).waitFor();
    await wp.getByRole('article').filter({ hasText: name }).first().waitFor();
    await expectFits(wp, 'the warden Leave page');
    await expectDialogFits(wp, 'Reject', name, 'the warden Leave page');

    const student = await session.openPage(size);
    await useSession(student, resident.token);
    await student.goto('/student/leave');
    await student
      .getByRole('article')
      .filter({ hasText: `Home${tag}` })
      .first()
      .waitFor();
    await expectFits(student, 'the student Leave page');
  });
});
