import type { Page } from 'playwright-core';
import { formatDay } from '@hms/shared/calendar-day';
import { MEALS, messMessages, weekdayLabels, type Weekday } from '@hms/shared/mess';
import { messEnrolmentMessages } from '@hms/shared/mess-enrolment';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dayFromToday } from '../support/calendar';
import { expectLongWordsWrapped } from '../support/layout';
import { officeWithResident } from '../support/resident';
import { useSession } from '../support/wardens';

/**
 * The mess (docs/decisions/064), on a desktop and on a phone: the office adds a mess manager on
 * the Staff page, who chooses a password at the first sign-in, lands on the Mess page, adds a
 * plan (a name taken once is said under the name) and puts up the week's menu; the hostel's
 * resident then sees the week on their dashboard, today's day marked. The manager puts the
 * resident on the plan from tomorrow, and tomorrow's meal count has them. A plan's name and a dish
 * typed as one long word beyond ASCII must wrap, never widen the page.
 */

/** Today's weekday on the college's calendar, as a menu counts it (1 Monday … 7 Sunday). */
function todayWeekday(): Weekday {
  const fromSunday: readonly Weekday[] = [7, 1, 2, 3, 4, 5, 6];
  return fromSunday[new Date(`${dayFromToday(0)}T00:00:00Z`).getUTCDay()] ?? 1;
}

/** Whether the boxes of a day's four meals sit one under another, as on a phone. */
async function mealsStacked(page: Page, day: string): Promise<boolean> {
  const boxes = await Promise.all(
    MEALS.map((meal) =>
      page
        .getByRole('group', { name: day })
        .locator('input')
        .nth(MEALS.indexOf(meal))
        .boundingBox(),
    ),
  );
  return boxes.every((box, index) => {
    const before = boxes[index - 1];
    return box !== null && (!before || box.y >= before.y + before.height);
  });
}

describe.each([
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
])('the mess on $name', ({ name: device, viewport }) => {
  const session = useBrowser(viewport);

  it(
    'a mess manager added by the office keeps the plans and the menu, which a resident sees',
    { timeout: 180_000 },
    async () => {
      const { page, baseUrl } = session;
      const { admin, resident, tag, hostel } = await officeWithResident(page, baseUrl, (t) => ({
        hostel: `Kaveri ${t}`,
        room: `K1-${t}`,
        student: `Nandini Rao ${t}`,
      }));
      const hostelName = `Kaveri ${tag}`;
      // A second hostel, which the office chooses among and the mess manager never sees.
      await admin.createHostel(`Yamuna ${tag}`, 'Boys');
      const manager = `Lakshmi Bai ${tag}`;
      const email = `lakshmi.${tag}@college.edu`;
      // Typed without spaces, in letters beyond ASCII, at the longest a plan's name may be.
      const planName = `Sāttvikabhojana${tag}`.padEnd(60, 'ā');
      const longDish = `Bisibeḷebhātḥ${tag}`.padEnd(120, 'ṁ');

      // The office adds them on the Staff page, as a guard is added.
      await page.goto('/admin/staff');
      await page.getByRole('button', { name: 'Add Warden' }).click();
      const add = page.getByRole('dialog', { name: 'Add Warden' });
      await add.getByLabel('Name').fill(manager);
      await add.getByLabel('Email').fill(email);
      await add.getByLabel('Phone').fill('9876505678');
      await add.getByLabel('Role').selectOption({ label: 'Mess manager' });
      await add.getByRole('group', { name: 'Hostels whose mess they run' }).waitFor();
      await add.getByLabel(hostelName).check();
      await expectNoAxeViolations(page, 'the Add Warden dialog with Mess manager chosen');
      await add.getByRole('button', { name: 'Save' }).click();
      const shown = page.getByRole('dialog', { name: 'Temporary password' });
      await shown.getByText('The mess manager chooses their own password').waitFor();
      const temporary = (await shown.getByTestId('temporary-password').innerText()).trim();
      await shown.getByRole('button', { name: 'Done' }).click();
      const card = page.getByRole('article').filter({ hasText: email });
      await card.getByText('Mess manager', { exact: true }).waitFor();
      await card.getByText('Runs the mess of').waitFor();
      await card.getByText(hostelName, { exact: true }).waitFor();
      await expectNoAxeViolations(page, 'the Staff page with a mess manager');

      // Their first sign-in asks for a password of their own, then opens the mess.
      const mess = await session.openPage(viewport);
      await mess.goto('/login?tab=admin');
      await mess.getByLabel('Email').fill(email);
      await mess.getByLabel('Password', { exact: true }).fill(temporary);
      await mess.getByRole('button', { name: 'Sign In' }).click();
      await mess.waitForURL('**/account/password');
      const own = `mess-${tag}-kitchen`;
      await mess.getByLabel('Current Password', { exact: true }).fill(temporary);
      await mess.getByLabel('New Password', { exact: true }).fill(own);
      await mess.getByLabel('Confirm New Password', { exact: true }).fill(own);
      await mess.getByRole('button', { name: 'Change Password' }).click();
      await mess.waitForURL('**/mess');
      const banner = mess.getByRole('banner').filter({ hasText: 'HMS Mess' });
      await banner.getByText(manager).waitFor();
      await banner.getByText('· Mess manager').waitFor();
      await banner.getByRole('link', { name: 'Change password' }).waitFor();
      // One hostel: named, not chosen.
      await mess.getByText(`Hostel: ${hostelName}`).waitFor();
      expect(await mess.getByLabel('Hostel', { exact: true }).count()).toBe(0);

      // A plan, its rate typed in rupees.
      await mess.getByRole('button', { name: 'Add Plan' }).click();
      const addPlan = mess.getByRole('dialog', { name: 'Add Plan' });
      await addPlan.getByLabel('Name').fill(planName);
      await addPlan.getByLabel('Monthly rate (₹)').fill('3,500.50');
      for (const meal of ['Breakfast', 'Lunch', 'Dinner']) await addPlan.getByLabel(meal).check();
      await expectNoAxeViolations(mess, 'the Add Plan dialog');
      await addPlan.getByRole('button', { name: 'Save' }).click();
      await addPlan.waitFor({ state: 'hidden' });
      const plan = mess.getByRole('list', { name: 'Plans' }).getByRole('article');
      await plan.getByRole('heading', { name: planName }).waitFor();
      await plan.getByText('₹3,500.50', { exact: true }).waitFor();
      await plan.getByText('Breakfast, Lunch, Dinner', { exact: true }).waitFor();
      await plan.getByText('Offered', { exact: true }).waitFor();

      // The same name again, in capitals: the server's word, under the name.
      await mess.getByRole('button', { name: 'Add Plan' }).click();
      await addPlan.getByLabel('Name').fill(planName.toUpperCase());
      await addPlan.getByLabel('Monthly rate (₹)').fill('3000');
      await addPlan.getByLabel('Lunch').check();
      await addPlan.getByRole('button', { name: 'Save' }).click();
      await addPlan.getByText(messMessages.nameTaken(planName.toUpperCase())).waitFor();
      await expectLongWordsWrapped(mess, `the Add Plan dialog with a taken name (${device})`);
      await addPlan.getByRole('button', { name: 'Cancel' }).click();
      await addPlan.waitFor({ state: 'hidden' });

      // The week: a box for each day's meal; today's lunch is one long word.
      const today = weekdayLabels[todayWeekday()];
      await mess.getByLabel('Monday Breakfast').fill('Idli, sambar, chutney');
      await mess.getByLabel(`${today} Lunch`).fill(longDish);
      if (viewport.width < 640) expect(await mealsStacked(mess, 'Monday')).toBe(true);
      await expectLongWordsWrapped(mess, `the Mess page (${device})`);
      await expectNoAxeViolations(mess, 'the Mess page');
      await mess.getByRole('button', { name: 'Save menu' }).click();
      await mess.getByText(messMessages.menuSaved).waitFor();
      await mess.reload();
      await expect.poll(() => mess.getByLabel(`${today} Lunch`).inputValue()).toBe(longDish);
      expect(await mess.getByLabel('Monday Breakfast').inputValue()).toBe('Idli, sambar, chutney');
      await expectLongWordsWrapped(mess, `the Mess page after saving (${device})`);

      // The resident joins the plan from tomorrow, and tomorrow's count has them.
      const residentName = `Nandini Rao ${tag}`;
      const tomorrow = dayFromToday(1);
      await mess.getByRole('button', { name: `Change plan of ${residentName}` }).click();
      const change = mess.getByRole('dialog', { name: 'Change plan' });
      await change.getByLabel('Plan').selectOption({ label: planName });
      expect(await change.getByLabel('From').inputValue()).toBe(tomorrow);
      await expectNoAxeViolations(mess, 'the Change plan dialog');
      await expectLongWordsWrapped(mess, `the Change plan dialog (${device})`);
      await change.getByRole('button', { name: 'Save' }).click();
      await mess.getByText(messEnrolmentMessages.planChanged).first().waitFor();
      await change.waitFor({ state: 'hidden' });
      await mess.getByText(`${planName} from ${formatDay(tomorrow)}`).waitFor();
      const counts = mess.getByRole('table', { name: /meals to cook/ });
      const tomorrowRow = counts
        .getByRole('row')
        .filter({ has: mess.locator(`time[datetime="${tomorrow}"]`) });
      await expect
        .poll(() => tomorrowRow.getByText('on plan 1, away 0').count(), { timeout: 10_000 })
        .toBe(3);
      await expectLongWordsWrapped(mess, `the Mess page with its counts (${device})`);
      await expectNoAxeViolations(mess, 'the Mess page with residents and counts');

      // Anywhere else is not theirs.
      await mess.goto('/admin/mess');
      await mess.waitForURL('**/unauthorized');

      // The resident sees the week on their dashboard, today's day marked in words.
      const student = await session.openPage(viewport);
      await useSession(student, resident.token);
      await student.goto('/student/dashboard');
      const week = student.getByRole('region', { name: 'This week’s menu' });
      await week.getByText('Idli, sambar, chutney').waitFor();
      const todayItem = week.locator('li[aria-current="date"]');
      await todayItem.getByText('Today', { exact: true }).waitFor();
      await todayItem.getByText(longDish).waitFor();
      expect(await todayItem.innerText()).toMatch(new RegExp(`^${today}\\s*Today\\s`));
      await expectLongWordsWrapped(student, `the student dashboard's menu (${device})`);
      await expectNoAxeViolations(student, "the student dashboard's menu");

      // The office's Mess page is the same page, with every hostel to choose from.
      await page.goto(`/admin/mess?hostel=${hostel._id}`);
      await page.getByRole('heading', { level: 1, name: 'Mess' }).waitFor();
      expect(await page.getByLabel('Hostel', { exact: true }).inputValue()).toBe(hostel._id);
      await page.getByRole('heading', { name: planName }).waitFor();
      await expectLongWordsWrapped(page, `the office's Mess page (${device})`);
    },
  );
});
