import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@hms/shared/calendar-day';
import { feeMessages } from '@hms/shared/fees';
import { createAdmin, createHostel, createStudentRecord, studentsPage } from '@/testing/factories';
import { createAccount, ok } from '@/testing/fee-factories';
import { fieldError } from '@/testing/field-error';
import { requestsTo, testConfig, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });
const arjun = createStudentRecord({
  name: 'Arjun Rao',
  gender: 'Male',
  hostel: { _id: kaveri._id, name: 'Kaveri', type: 'Boys' },
  room: { _id: 'room-101', roomNumber: '101', type: 'Double', floor: 1 },
});
const checkOutRoute = `POST /api/admin/students/${arjun._id}/check-out`;
const today = todayIn(testConfig.timeZone);

async function openCheckOut(api: MockRoutes = {}) {
  const view = renderApp('/admin/students', {
    user: createAdmin(),
    api: {
      'GET /api/hostels': ok([kaveri]),
      'GET /api/admin/students?page=1&limit=20': { body: studentsPage([arjun]) },
      [checkOutRoute]: ok(arjun),
      ...api,
    },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Check out Arjun Rao' }));
  const dialog = screen.getByRole('dialog', { name: 'Check Out' });
  await within(dialog).findByLabelText('Moving-out day');
  return { ...view, dialog };
}

/** Arjun owes ₹3,000 and the office holds his ₹8,000 deposit for Kaveri. */
const holding = {
  [`GET /api/fees/students/${arjun._id}`]: ok(
    createAccount({
      balance: 300000,
      deposits: [{ hostel: { _id: kaveri._id, name: 'Kaveri' }, held: 800000 }],
    }),
  ),
};

describe('checking out with a deposit held', () => {
  it('settles the dues from the deposit and refunds the rest, unless told otherwise', async () => {
    const { user, dialog, fetchMock } = await openCheckOut(holding);

    expect(
      within(dialog).getByRole('group', { name: 'Security deposit held: ₹8,000' }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Apply to dues (₹)')).toHaveValue('3000');
    expect(within(dialog).getByLabelText('Refund (₹)')).toHaveValue('5000');
    await user.selectOptions(within(dialog).getByLabelText('Refund method'), 'UPI');
    await user.type(within(dialog).getByLabelText('Refund reference'), 'UPI-42');
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));

    await waitFor(() => expect(requestsTo(fetchMock, checkOutRoute)).toHaveLength(1));
    expect(requestsTo(fetchMock, checkOutRoute)[0]?.body).toEqual({
      date: today,
      deposit: { apply: 300000, refund: 500000, method: 'UPI', reference: 'UPI-42' },
    });
  });

  it("refuses more than is held, and shows the server's word under the refund", async () => {
    const refusal = feeMessages.refundTooMuch('₹2,000');
    const { user, dialog, fetchMock } = await openCheckOut({
      ...holding,
      [checkOutRoute]: {
        status: 400,
        body: {
          success: false,
          message: refusal,
          errors: [{ path: 'deposit.refund', message: refusal }],
        },
      },
    });

    const apply = within(dialog).getByLabelText('Apply to dues (₹)');
    await user.clear(apply);
    await user.type(apply, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    expect(fieldError('Apply to dues (₹)')).toBe(feeMessages.depositTooMuch('₹8,000'));
    expect(requestsTo(fetchMock, checkOutRoute)).toHaveLength(0);

    await user.clear(apply);
    await user.type(apply, '1000');
    await user.clear(within(dialog).getByLabelText('Refund (₹)'));
    await user.type(within(dialog).getByLabelText('Refund (₹)'), '7000');
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));

    await waitFor(() => expect(fieldError('Refund (₹)')).toBe(refusal));
    expect(requestsTo(fetchMock, checkOutRoute)[0]?.body).toMatchObject({
      deposit: { apply: 100000, refund: 700000, method: 'Cash' },
    });
  });

  it('sends no deposit when none is held', async () => {
    const { user, dialog, fetchMock } = await openCheckOut();

    expect(within(dialog).queryByLabelText('Apply to dues (₹)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));

    await waitFor(() => expect(requestsTo(fetchMock, checkOutRoute)).toHaveLength(1));
    expect(requestsTo(fetchMock, checkOutRoute)[0]?.body).toEqual({ date: today });
  });
});
