import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@hms/shared/auth';
import { createAdmin, nextId } from '@/testing/factories';
import { createMessManager, createPlan, createResidentPlan } from '@/testing/mess-factories';
import { messPageRoutes, residentsPage, residentsRoute } from '@/testing/mess-routes';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { residentsMessages } from './residents-section';

const kaveriId = nextId();
const veg = createPlan({ hostelId: kaveriId, name: 'Veg' });
const nonVeg = createPlan({ hostelId: kaveriId, name: 'Non-veg', meals: ['lunch', 'dinner'] });
const asha = createResidentPlan({
  name: 'Asha Rao',
  rollNumber: '2024CS001',
  roomNumber: '101',
  plan: { _id: veg._id, name: 'Veg' },
  next: { from: '2026-12-01', plan: { _id: nonVeg._id, name: 'Non-veg' } },
});
const longName = 'Venkatanarasimharajuvaripetaramakrishnaiahgarisubrahmanyam';
const ravi = createResidentPlan({ name: longName, rollNumber: null, roomNumber: '102' });

function renderMess(path = '/admin/mess', api: MockRoutes = {}, user: SessionUser = createAdmin()) {
  return renderApp(path, {
    user,
    api: {
      ...messPageRoutes(kaveriId, [nonVeg, veg]),
      [residentsRoute(kaveriId)]: residentsPage([asha, ravi]),
      ...api,
    },
  });
}

/** What a cell shows, without the column names a phone shows above each value. */
function shown(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The table's rows as what each shows, header row aside. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll<HTMLElement>('th, td')].map(shown).filter((text) => text !== ''),
    );
}

describe("the Mess page's residents' plans", () => {
  it('lists the residents by room with their plan and next change, and filters them', async () => {
    const { user, fetchMock } = renderMess('/admin/mess', {
      [residentsRoute(kaveriId, '&search=Asha')]: residentsPage([asha]),
      [residentsRoute(kaveriId, `&plan=${nonVeg._id}`)]: residentsPage([]),
      [residentsRoute(kaveriId, '&plan=none')]: residentsPage([ravi]),
    });
    const section = await screen.findByRole('region', { name: 'Residents’ plans' });
    const table = await within(section).findByRole('table', {
      name: 'Residents and their plans, by room',
    });
    expect(rowsOf(table)).toEqual([
      ['101', 'Asha Rao', '2024CS001', 'Veg', 'Non-veg from 1 Dec 2026', 'Change plan'],
      ['102', longName, '—', 'No plan', '—', 'Change plan'],
    ]);
    expect(within(section).getAllByRole('button', { name: /^Change plan of / })).toHaveLength(2);
    expect(within(section).getByText('Showing 1–2 of 2 residents')).toBeVisible();

    // The plans of the hostel, and no plan, to filter by.
    const planFilter = within(section).getByLabelText('Filter by plan');
    expect(
      within(planFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All plans', 'Non-veg', 'Veg', 'No plan']);
    await user.selectOptions(planFilter, 'No plan');
    await waitFor(() => expect(rowsOf(within(section).getByRole('table'))).toHaveLength(1));
    expect(within(section).getByRole('rowheader')).toHaveTextContent(longName);

    await user.selectOptions(planFilter, 'Non-veg');
    expect(await within(section).findByText(residentsMessages.emptyFiltered)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    await within(section).findByRole('table');
    expect(planFilter).toHaveValue('');

    // The search waits for typing to pause, then asks the server.
    await user.type(within(section).getByLabelText('Search by name or student ID'), 'Asha');
    await waitFor(() =>
      expect(requestsTo(fetchMock, residentsRoute(kaveriId, '&search=Asha'))).toHaveLength(1),
    );
    await waitFor(() => expect(rowsOf(within(section).getByRole('table'))).toHaveLength(1));
    expect(within(section).getByRole('rowheader')).toHaveTextContent('Asha Rao');
  });

  it('says so when nobody lives in the hostel yet', async () => {
    renderMess('/admin/mess', { [residentsRoute(kaveriId)]: residentsPage([]) });
    const section = await screen.findByRole('region', { name: 'Residents’ plans' });
    expect(await within(section).findByText(residentsMessages.empty)).toBeVisible();
  });

  it('lets a mess manager change plans', async () => {
    renderMess('/mess', {}, createMessManager({ hostelIds: [kaveriId] }));
    expect(
      await screen.findByRole('button', { name: 'Change plan of Asha Rao' }),
    ).toBeInTheDocument();
  });

  it('shows a warden the residents and their plans with no Change plan button', async () => {
    renderMess('/warden/mess', {}, createAdmin({ role: 'warden', hostelIds: [kaveriId] }));
    const section = await screen.findByRole('region', { name: 'Residents’ plans' });
    const table = await within(section).findByRole('table');
    expect(rowsOf(table)[0]).toEqual([
      '101',
      'Asha Rao',
      '2024CS001',
      'Veg',
      'Non-veg from 1 Dec 2026',
    ]);
    expect(screen.queryByRole('button', { name: /Change plan/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Change' })).toBeNull();
    // The meal count is theirs to read too.
    expect(screen.getByRole('region', { name: 'Meal count' })).toBeVisible();
  });
});
