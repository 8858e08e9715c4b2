import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeMessages } from '@hms/shared/fees';
import { todayIn } from '@hms/shared/calendar-day';
import { createAdmin, createStudentRecord, studentsPage } from '@/testing/factories';
import { createPayment, feesPageRoutes, ok } from '@/testing/fee-factories';
import { fieldError } from '@/testing/field-error';
import { requestsTo, testConfig, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const priya = createStudentRecord({ name: 'Priya Sharma', studentId: '2024CS001' });
const arjun = createStudentRecord({ name: 'Arjun Rao', studentId: '2024ME014' });
const choices = 'GET /api/admin/students?page=1&limit=10';
const today = todayIn(testConfig.timeZone);

async function openPayment(api: MockRoutes = {}) {
  const view = renderApp('/admin/fees', {
    user: createAdmin(),
    api: { ...feesPageRoutes(), [choices]: { body: studentsPage([arjun, priya]) }, ...api },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Record Payment' }));
  const dialog = screen.getByRole('dialog', { name: 'Record Payment' });
  return { ...view, dialog };
}

type User = Awaited<ReturnType<typeof openPayment>>['user'];

async function fill(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    if (input instanceof HTMLSelectElement) {
      await user.selectOptions(input, value);
    } else {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

describe('Record Payment', () => {
  it('is a labelled form that starts on the student search, dated today', async () => {
    const { dialog } = await openPayment();

    expect(within(dialog).getByLabelText('Find a student')).toHaveFocus();
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Method')).toHaveValue('');
    expect(
      within(await within(dialog).findByRole('group', { name: 'Student' })).getAllByRole('radio'),
    ).toHaveLength(2);
  });

  it("says what is missing or wrong in the shared schema's words, and sends nothing", async () => {
    const { user, dialog, fetchMock } = await openPayment();

    await submit(user, dialog);
    expect(within(dialog).getByRole('group', { name: 'Student' })).toHaveTextContent(
      feeMessages.studentRequired,
    );
    expect(fieldError('Amount (₹)')).toBe(feeMessages.amountRequired);
    expect(fieldError('Method')).toBe(feeMessages.methodRequired);

    await fill(user, dialog, { 'Amount (₹)': '0', Method: 'UPI' });
    await submit(user, dialog);
    expect(fieldError('Amount (₹)')).toBe(feeMessages.amountPositive);
    expect(fieldError('Reference')).toBe(feeMessages.referenceRequired('UPI'));

    await fill(user, dialog, { 'Amount (₹)': '12.345', Method: 'Cheque' });
    await submit(user, dialog);
    expect(fieldError('Amount (₹)')).toBe(feeMessages.amountWhole);
    expect(fieldError('Reference')).toBe('Enter the cheque number');

    await fill(user, dialog, { Method: 'Cash' });
    await submit(user, dialog);
    expect(fieldError('Reference')).toBeUndefined();
    expect(requestsTo(fetchMock, 'POST /api/fees/payments')).toHaveLength(0);
  });

  it('sends paise, and the same idempotency key again when retried', async () => {
    const payment = createPayment({ amount: -450050, receiptNumber: 'RCPT/2026-27/000124' });
    let calls = 0;
    const { user, dialog, fetchMock } = await openPayment({
      'POST /api/fees/payments': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ok(payment);
      },
    });

    await user.click(await within(dialog).findByRole('radio', { name: /Priya Sharma/ }));
    await fill(user, dialog, {
      'Amount (₹)': '₹4,500.50',
      Method: 'UPI',
      Reference: 'UPI-778812',
    });
    await submit(user, dialog);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();

    await submit(user, dialog);

    const done = await screen.findByRole('dialog', { name: 'Payment Recorded' });
    expect(done).toHaveTextContent('₹4,500.50 received from Priya Sharma (2024CS001).');
    expect(done).toHaveTextContent('Receipt number: RCPT/2026-27/000124');
    const link = within(done).getByRole('link', { name: 'View receipt' });
    expect(link).toHaveAttribute('href', `/admin/fees/receipts/${payment._id}`);
    await waitFor(() => expect(link).toHaveFocus());

    const [first, second] = requestsTo(fetchMock, 'POST /api/fees/payments').map((r) => r.body);
    expect(first).toEqual({
      student: priya._id,
      amount: 450050,
      method: 'UPI',
      reference: 'UPI-778812',
      date: today,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(second).toEqual(first);
  });

  it("puts the server's field messages under the fields", async () => {
    const { user, dialog } = await openPayment({
      'POST /api/fees/payments': {
        status: 400,
        body: {
          success: false,
          message: feeMessages.dateInFuture,
          errors: [{ path: 'date', message: feeMessages.dateInFuture }],
        },
      },
    });

    await user.click(await within(dialog).findByRole('radio', { name: /Arjun Rao/ }));
    await fill(user, dialog, { 'Amount (₹)': '500', Method: 'Cash' });
    await submit(user, dialog);

    await waitFor(() => expect(fieldError('Date')).toBe(feeMessages.dateInFuture));
  });
});
