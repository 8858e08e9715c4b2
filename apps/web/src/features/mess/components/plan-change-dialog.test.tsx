import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hms/shared/calendar-day';
import { messEnrolmentMessages } from '@hms/shared/mess-enrolment';
import { createAdmin, nextId } from '@/testing/factories';
import { createPlan, createResidentPlan } from '@/testing/mess-factories';
import { messPageRoutes, residentsPage, residentsRoute, tomorrow } from '@/testing/mess-routes';
import { requestsTo, type MockReply, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { earliestChangeHint } from './plan-change-dialog';

const kaveriId = nextId();
const veg = createPlan({ hostelId: kaveriId, name: 'Veg' });
const nonVeg = createPlan({ hostelId: kaveriId, name: 'Non-veg' });
const jain = createPlan({ hostelId: kaveriId, name: 'Jain', offered: false });
const retired = createPlan({ hostelId: kaveriId, name: 'Old rate', offered: false });
// A month is charged: the earliest change is a while after tomorrow.
const earliest = addDays(tomorrow(), 20);
const asha = createResidentPlan({
  name: 'Asha Rao',
  plan: { _id: jain._id, name: 'Jain' },
  earliestChange: earliest,
});
const change = `PUT /api/mess/residents/${asha._id}/plan`;

function renderDialog(reply: (body: unknown) => MockReply) {
  const api: MockRoutes = {
    ...messPageRoutes(kaveriId, [jain, nonVeg, retired, veg]),
    [residentsRoute(kaveriId)]: residentsPage([asha]),
    [change]: ({ body }) => reply(body),
  };
  return renderApp('/admin/mess', { user: createAdmin(), api });
}

async function openDialog(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Change plan of Asha Rao' }));
  return screen.getByRole('dialog', { name: 'Change plan' });
}

describe('the Change plan dialog', () => {
  it('offers the plans on offer and the resident’s own, and starts at the earliest day', async () => {
    const { user } = renderDialog(() => ({ status: 500 }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Asha Rao, room 101: Jain now.');
    const plan = within(dialog).getByLabelText('Plan');
    expect(plan).toHaveFocus();
    expect(plan).toHaveValue(jain._id);
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Jain (no longer offered)', 'Non-veg', 'Veg', 'No plan']);
    const from = within(dialog).getByLabelText('From');
    expect(from).toHaveValue(earliest);
    expect(from).toHaveAttribute('min', earliest);
    expect(from).toHaveAccessibleDescription(earliestChangeHint(earliest));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the plan and the day, and shows the server’s refusal of the day under From', async () => {
    const later = addDays(earliest, 10);
    let answered = 0;
    const { user, fetchMock } = renderDialog((body) => {
      answered += 1;
      if (answered === 1) {
        return {
          status: 400,
          body: {
            success: false,
            message: 'Validation failed',
            errors: [{ path: 'from', message: 'November 2026 is already charged.' }],
          },
        };
      }
      const input = body as { planId: string; from: string };
      const next = { from: input.from, plan: { _id: nonVeg._id, name: 'Non-veg' } };
      return { body: { success: true, data: { ...asha, next } } };
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'Non-veg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const from = within(dialog).getByLabelText('From');
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription(
        `${earliestChangeHint(earliest)} November 2026 is already charged.`,
      ),
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, later);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messEnrolmentMessages.planChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, change).map((request) => request.body)).toEqual([
      { planId: nonVeg._id, from: earliest },
      { planId: nonVeg._id, from: later },
    ]);
    // The list is read again.
    await waitFor(() => expect(requestsTo(fetchMock, residentsRoute(kaveriId))).toHaveLength(2));
  });

  it('sends no plan as null, and says in the dialog what the server refused', async () => {
    const { user, fetchMock } = renderDialog(() => ({
      status: 409,
      body: { success: false, message: messEnrolmentMessages.changedMeanwhile },
    }));
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'No plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messEnrolmentMessages.changedMeanwhile)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(requestsTo(fetchMock, change).map((request) => request.body)).toEqual([
      { planId: null, from: earliest },
    ]);
  });
});
