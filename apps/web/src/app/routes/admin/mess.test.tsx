import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messMessages, type Menu, type MessPlan } from '@hms/shared/mess';
import { createAdmin, nextId } from '@/testing/factories';
import { createMenu, createPlan } from '@/testing/mess-factories';
import { emptyMessSections } from '@/testing/mess-routes';
import { requestsTo, type MockRequest, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { confirmDeletePlan } from '@/features/mess/components/plan-actions';

const kaveriId = nextId();
const gangaId = nextId();
const kaveri = createMenu({
  hostelId: kaveriId,
  hostelName: 'Kaveri',
  items: [
    { weekday: 1, meal: 'breakfast', dishes: 'Idli, sambar' },
    { weekday: 3, meal: 'dinner', dishes: 'Chapati, dal' },
  ],
  updatedAt: '2026-11-20T08:00:00.000Z',
});
const ganga = createMenu({ hostelId: gangaId, hostelName: 'Ganga' });
const veg = createPlan({ hostelId: kaveriId, name: 'Veg', monthlyRate: 350050 });
const nonVeg = createPlan({
  hostelId: kaveriId,
  name: 'Non-veg',
  monthlyRate: 420000,
  meals: ['lunch', 'dinner'],
  offered: false,
});

const plansOf = (hostelId: string) => `GET /api/mess/plans?hostel=${hostelId}`;
const list = (data: unknown) => ({ body: { success: true, data } });

function renderMess(path = '/admin/mess', api: MockRoutes = {}, user = createAdmin()) {
  return renderApp(path, {
    user,
    api: {
      'GET /api/mess/menus': list([kaveri, ganga]),
      [plansOf(kaveriId)]: list([nonVeg, veg]),
      [plansOf(gangaId)]: list([]),
      ...emptyMessSections(kaveriId),
      ...emptyMessSections(gangaId, 'Ganga'),
      ...api,
    },
  });
}

/** The server's answer to a new plan: the plan as sent. */
function added({ body }: MockRequest) {
  const input = body as Pick<MessPlan, 'hostelId' | 'name' | 'monthlyRate' | 'meals' | 'offered'>;
  return { status: 201, body: { success: true, data: createPlan(input) } };
}

describe('the Mess page', () => {
  it("lists a hostel's plans with their rates, meals and whether they are offered", async () => {
    const { user } = renderMess();
    const plans = await screen.findByRole('list', { name: 'Plans' });
    const items = within(plans).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Non-veg',
      'Veg',
    ]);
    const [nonVegItem, vegItem] = items as [HTMLElement, HTMLElement];
    expect(vegItem).toHaveTextContent('Monthly rate₹3,500.50');
    expect(vegItem).toHaveTextContent('MealsBreakfast, Lunch, Snacks, Dinner');
    expect(within(vegItem).getByText('Offered')).toBeVisible();
    expect(nonVegItem).toHaveTextContent('Monthly rate₹4,200');
    expect(nonVegItem).toHaveTextContent('MealsLunch, Dinner');
    expect(within(nonVegItem).getByText('Not offered')).toBeVisible();

    // Another hostel, chosen from the list, has its own.
    await user.selectOptions(screen.getByLabelText('Hostel'), 'Ganga');
    expect(await screen.findByText(/^No plans yet/)).toBeVisible();
  });

  it('checks a new plan with the shared schema, then sends the rate in paise', async () => {
    const { user, fetchMock } = renderMess('/admin/mess', { 'POST /api/mess/plans': added });
    await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messMessages.nameRequired)).toBeVisible();
    expect(within(dialog).getByText(messMessages.rateRequired)).toBeVisible();
    expect(within(dialog).getByText(messMessages.mealsRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Name'), 'Jain');
    await user.type(within(dialog).getByLabelText('Monthly rate (₹)'), '12.345');
    await user.click(within(dialog).getByLabelText('Lunch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messMessages.rateWhole)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/mess/plans')).toEqual([]);

    const rate = within(dialog).getByLabelText('Monthly rate (₹)');
    await user.clear(rate);
    await user.type(rate, '3,250.5');
    // Ticked out of order, sent in serving order.
    await user.click(within(dialog).getByLabelText('Dinner'));
    await user.click(within(dialog).getByLabelText('Breakfast'));
    await user.click(within(dialog).getByLabelText('Offered to new residents'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/mess/plans').map((r) => r.body)).toEqual([
      {
        hostelId: kaveriId,
        name: 'Jain',
        monthlyRate: 325050,
        meals: ['breakfast', 'lunch', 'dinner'],
        offered: false,
      },
    ]);
  });

  it('says under the name when the hostel already has a plan called that', async () => {
    const { user } = renderMess('/admin/mess', {
      'POST /api/mess/plans': {
        status: 409,
        body: { success: false, message: messMessages.nameTaken('Veg') },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'veg');
    await user.type(within(dialog).getByLabelText('Monthly rate (₹)'), '3000');
    await user.click(within(dialog).getByLabelText('Lunch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        `For example Veg or Non-veg. ${messMessages.nameTaken('Veg')}`,
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The dialog stays open, the form still usable.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('edits a plan in rupees without its hostel, and deletes one after asking', async () => {
    const { user, fetchMock } = renderMess('/admin/mess', {
      [`PUT /api/mess/plans/${veg._id}`]: ({ body }) =>
        list(createPlan({ ...veg, ...(body as Partial<MessPlan>) })),
      [`DELETE /api/mess/plans/${nonVeg._id}`]: list({ _id: nonVeg._id }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Veg' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Plan' });
    const rate = within(edit).getByLabelText('Monthly rate (₹)');
    expect(rate).toHaveValue('3500.5');
    await user.clear(rate);
    await user.type(rate, '3600');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, `PUT /api/mess/plans/${veg._id}`).map((r) => r.body)).toEqual([
      {
        name: 'Veg',
        monthlyRate: 360000,
        meals: ['breakfast', 'lunch', 'snacks', 'dinner'],
        offered: true,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete Non-veg' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Plan' });
    expect(within(confirm).getByText(confirmDeletePlan('Non-veg'))).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `DELETE /api/mess/plans/${nonVeg._id}`)).toHaveLength(1),
    );
  });

  it('saves the week from its boxes, the meals with dishes, trimmed', async () => {
    const saved: Menu = createMenu({ ...kaveri, updatedAt: '2026-11-29T08:00:00.000Z' });
    const { user, fetchMock } = renderMess('/admin/mess', {
      [`PUT /api/mess/menus/${kaveriId}`]: ({ body }) =>
        list({ ...saved, items: (body as Pick<Menu, 'items'>).items }),
    });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('Monday Breakfast')).toHaveValue('Idli, sambar');
    expect(screen.getByLabelText('Wednesday Dinner')).toHaveValue('Chapati, dal');
    // Seven days of four meals, each box named by both.
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(screen.getAllByRole('textbox')).toHaveLength(28);

    await user.clear(screen.getByLabelText('Wednesday Dinner'));
    await user.type(screen.getByLabelText('Sunday Snacks'), '  Samosa, chai  ');
    await user.type(screen.getByLabelText('Friday Lunch'), 'Rice, rasam');
    await user.click(screen.getByRole('button', { name: 'Save menu' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `PUT /api/mess/menus/${kaveriId}`).map((r) => r.body)).toEqual([
        {
          items: [
            { weekday: 1, meal: 'breakfast', dishes: 'Idli, sambar' },
            { weekday: 5, meal: 'lunch', dishes: 'Rice, rasam' },
            { weekday: 7, meal: 'snacks', dishes: 'Samosa, chai' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('Sunday Snacks')).toHaveValue('Samosa, chai'));
  });

  it('shows a warden the plans and the week to read, with nothing to change', async () => {
    const warden = createAdmin({ role: 'warden', hostelIds: [kaveriId] });
    renderMess('/warden/mess', { 'GET /api/mess/menus': list([kaveri]) }, warden);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mess' })).toBeVisible();
    await screen.findByRole('list', { name: 'Plans' });
    // One hostel: named, not chosen.
    expect(screen.queryByLabelText('Hostel')).toBeNull();
    expect(screen.getByText('Kaveri', { selector: 'span' })).toBeVisible();
    const week = screen.getByRole('list', { name: 'Kaveri: the week’s menu' });
    expect(
      within(week)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      expect.stringMatching(/^Monday.*BreakfastIdli, sambar$/),
      expect.stringMatching(/^Wednesday.*DinnerChapati, dal$/),
    ]);
    expect(screen.queryByRole('button', { name: 'Add Plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save menu' })).toBeNull();
  });
});
