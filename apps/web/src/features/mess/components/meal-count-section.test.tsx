import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mealCountDays } from '@hms/shared/mess-enrolment';
import { createAdmin, nextId } from '@/testing/factories';
import { createMealCountWeek, mealCount } from '@/testing/mess-factories';
import { mealCountsReply, mealCountsRoute, messPageRoutes, tomorrow } from '@/testing/mess-routes';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { catchSavedFiles } from '@/testing/saved-files';
import { formatWeekday } from './meal-count-table';
import { mealCountMessages } from './meal-count-section';

const kaveriId = nextId();
const from = '2026-11-30';
// Lunch and dinner only: nobody's plan has breakfast or snacks.
const week = createMealCountWeek(
  mealCountDays(from),
  (day) =>
    day === from
      ? [mealCount('lunch', 45, 3), mealCount('dinner', 1200, 0)]
      : [mealCount('lunch', 40), mealCount('dinner', 40, 2)],
  { hostelId: kaveriId },
);

function renderMess(api: MockRoutes = {}) {
  return renderApp('/admin/mess', {
    user: createAdmin(),
    api: { ...messPageRoutes(kaveriId), ...api },
  });
}

/** What a cell shows, without the column names a phone shows above each value. */
function shown(cell: Element): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe("the Mess page's meal count", () => {
  it('says nothing is to be cooked while nobody is on a plan, from tomorrow', async () => {
    const { fetchMock } = renderMess();
    const section = await screen.findByRole('region', { name: 'Meal count' });
    expect(within(section).getByLabelText('Week from')).toHaveValue(tomorrow());
    expect(await within(section).findByText(mealCountMessages.nothingToCook)).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(requestsTo(fetchMock, mealCountsRoute(kaveriId))).toHaveLength(1);
  });

  it('shows how many to cook for each meal of each day of the week chosen', async () => {
    const { user } = renderMess({ [mealCountsRoute(kaveriId, from)]: mealCountsReply(week) });
    const section = await screen.findByRole('region', { name: 'Meal count' });
    await within(section).findByText(mealCountMessages.nothingToCook);
    const day = within(section).getByLabelText('Week from');
    await user.clear(day);
    await user.type(day, from);

    const table = await within(section).findByRole('table', {
      name: 'Kaveri: meals to cook, Mon 30 Nov to Sun 6 Dec',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Lunch', 'Dinner']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(formatWeekday(from)).toBe('Mon 30 Nov');
    expect([...rows[0]!.querySelectorAll('th, td')].map(shown)).toEqual([
      'Mon 30 Nov',
      '42 to cookon plan 45, away 3',
      '1,200 to cookon plan 1,200, away 0',
    ]);
    expect([...rows[6]!.querySelectorAll('th, td')].map(shown)).toEqual([
      'Sun 6 Dec',
      '40 to cookon plan 40, away 0',
      '38 to cookon plan 40, away 2',
    ]);
  });

  it('downloads the week shown as a CSV', async () => {
    const saved = catchSavedFiles();
    const csv = `GET /api/mess/meal-counts.csv?hostel=${kaveriId}&from=${tomorrow()}`;
    const { user, fetchMock } = renderMess({
      [csv]: {
        file: { content: 'Day,Meal,To cook\n', type: 'text/csv', name: 'kaveri-meals.csv' },
      },
    });
    const section = await screen.findByRole('region', { name: 'Meal count' });
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('kaveri-meals.csv');
    expect(requestsTo(fetchMock, csv)).toHaveLength(1);
  });
});
