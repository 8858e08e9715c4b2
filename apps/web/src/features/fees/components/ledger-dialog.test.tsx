import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeMessages } from '@hms/shared/fees';
import { todayIn } from '@hms/shared/calendar-day';
import {
  createAdmin,
  createHostel,
  createStudentRecord,
  createToken,
  studentsPage,
} from '@/testing/factories';
import {
  createAccount,
  createLedgerEntry,
  createPayment,
  entriesPage,
  ok,
} from '@/testing/fee-factories';
import { fieldError } from '@/testing/field-error';
import { requestsTo, testConfig, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri', type: 'Girls' });
const priya = createStudentRecord({
  name: 'Priya Sharma',
  studentId: '2024CS001',
  hostel: { _id: kaveri._id, name: 'Kaveri', type: 'Girls' },
  room: { _id: 'room-101', roomNumber: '101', type: 'Double', floor: 1 },
  balance: 450000,
});
const rent = createLedgerEntry({ description: 'Rent for Nov 2026', amount: 450000 });
const payment = createPayment({ date: '2026-11-05' });
const fine = createLedgerEntry({
  kind: 'Fine',
  description: 'Lost key',
  amount: 10000,
  month: null,
  line: null,
  reversedBy: 'reversal-1',
});
const reversal = createLedgerEntry({
  _id: 'reversal-1',
  kind: 'Reversal',
  description: 'Reversal of: Lost key',
  amount: -10000,
  month: null,
  line: null,
  reverses: fine._id,
});
const account = createAccount({
  student: { _id: priya._id, name: priya.name, studentId: priya.studentId },
  balance: 450000,
  owingSince: '2026-11-01',
  dues: [{ month: '2026-11', amount: 450000 }],
  deposits: [{ hostel: { _id: kaveri._id, name: 'Kaveri' }, held: 1000000 }],
});

function renderStudents(user = createAdmin(), api: MockRoutes = {}) {
  const area = user.role === 'warden' ? 'warden' : 'admin';
  return renderApp(`/${area}/students`, {
    user,
    token: createToken(user),
    api: {
      'GET /api/hostels': ok([kaveri]),
      'GET /api/admin/students?page=1&limit=20': { body: studentsPage([priya]) },
      [`GET /api/fees/students/${priya._id}`]: ok(account),
      [`GET /api/fees/students/${priya._id}/entries?page=1&limit=10`]: {
        body: entriesPage([reversal, payment, fine, rent]),
      },
      ...api,
    },
  });
}

async function openLedger(view: ReturnType<typeof renderStudents>) {
  const card = (await screen.findByRole('heading', { name: 'Priya Sharma' })).closest('article')!;
  expect(await within(card).findByText('₹4,500 owed')).toBeInTheDocument();
  await view.user.click(within(card).getByRole('button', { name: 'Fees of Priya Sharma' }));
  const dialog = screen.getByRole('dialog', { name: 'Fees of Priya Sharma' });
  await within(dialog).findByRole('table', { name: /^Entries of Priya Sharma/ });
  return dialog;
}

const rowOf = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text, { selector: 'p' }).closest('tr')!;

describe('the ledger', () => {
  it('shows the balance, dues, deposits and entries as debits and credits', async () => {
    const dialog = await openLedger(renderStudents());

    expect(dialog).toHaveTextContent('Balance₹4,500 owed');
    expect(within(dialog).getByRole('list', { name: 'Deposits held' })).toHaveTextContent(
      'Kaveri₹10,000',
    );
    expect(rowOf(dialog, 'Rent for Nov 2026')).toHaveTextContent(/Charge.*₹4,500Debit/);
    const paid = rowOf(dialog, 'Payment by UPI');
    expect(paid).toHaveTextContent('PaymentUPI · UPI-778812');
    expect(paid).toHaveTextContent('₹4,500Credit');
    expect(within(paid).getByRole('link', { name: 'Receipt RCPT/2026-27/000123' })).toHaveAttribute(
      'href',
      `/admin/fees/receipts/${payment._id}`,
    );
    expect(rowOf(dialog, 'Lost key')).toHaveTextContent('FineReversed');
    expect(rowOf(dialog, 'Reversal of: Lost key')).toHaveTextContent('Reversal₹100Credit');
    // Neither a reversed entry nor a reversal can be reversed again.
    expect(within(dialog).getAllByRole('button', { name: /^Reverse / })).toHaveLength(2);
    expect(
      within(dialog).queryByRole('button', { name: 'Reverse Lost key' }),
    ).not.toBeInTheDocument();
  });

  it('reverses an entry only with a reason', async () => {
    const view = renderStudents(createAdmin(), {
      [`POST /api/fees/entries/${rent._id}/reverse`]: ok(
        createLedgerEntry({ kind: 'Reversal', amount: -450000, reverses: rent._id }),
      ),
    });
    const ledger = await openLedger(view);

    await view.user.click(
      within(ledger).getByRole('button', { name: 'Reverse Rent for Nov 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reverse Entry' });
    expect(dialog).toHaveAccessibleDescription(
      'Charge of ₹4,500: Rent for Nov 2026. A new entry will undo it; this one stays in the ledger.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(fieldError('Reason')).toBe(feeMessages.reasonRequired);
    expect(requestsTo(view.fetchMock, `POST /api/fees/entries/${rent._id}/reverse`)).toHaveLength(
      0,
    );

    await view.user.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reverse' }));

    expect(await screen.findByText(feeMessages.reversed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reverse Entry' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fees of Priya Sharma' })).toBeInTheDocument();
    expect(
      requestsTo(view.fetchMock, `POST /api/fees/entries/${rent._id}/reverse`)[0]?.body,
    ).toEqual({ reason: 'Charged twice' });
  });

  it('adds a fine in paise with its description', async () => {
    const view = renderStudents(createAdmin(), {
      'POST /api/fees/adjustments': ok(createLedgerEntry({ kind: 'Fine', amount: 25050 })),
    });
    const ledger = await openLedger(view);

    await view.user.click(
      within(ledger).getByRole('button', { name: 'Add Fine or Waiver for Priya Sharma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Fine or Waiver' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Entry' }));
    expect(fieldError('Kind')).toBe('Choose Fine or Waiver');
    expect(fieldError('Description')).toBe(feeMessages.descriptionRequired);

    await view.user.selectOptions(within(dialog).getByLabelText('Kind'), 'Fine');
    await view.user.type(within(dialog).getByLabelText('Amount (₹)'), '250.50');
    await view.user.type(within(dialog).getByLabelText('Description'), 'Broken chair');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add Entry' }));

    expect(await screen.findByText(feeMessages.adjusted)).toBeInTheDocument();
    expect(requestsTo(view.fetchMock, 'POST /api/fees/adjustments')[0]?.body).toEqual({
      student: priya._id,
      kind: 'Fine',
      amount: 25050,
      description: 'Broken chair',
      date: todayIn(testConfig.timeZone),
    });
  });

  it("records a payment for the ledger's student without asking who", async () => {
    const view = renderStudents();
    const ledger = await openLedger(view);

    await view.user.click(
      within(ledger).getByRole('button', { name: 'Record Payment from Priya Sharma' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Record Payment' });
    expect(dialog).toHaveAccessibleDescription('From Priya Sharma (2024CS001).');
    expect(within(dialog).queryByLabelText('Find a student')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveFocus();
  });

  it('gives a warden the ledger and payments, but not fines, waivers or reversals', async () => {
    const warden = createAdmin({ role: 'warden', name: 'Suresh Rao' });
    const ledger = await openLedger(renderStudents(warden));

    expect(
      within(ledger).getByRole('link', { name: 'Receipt RCPT/2026-27/000123' }),
    ).toHaveAttribute('href', `/warden/fees/receipts/${payment._id}`);
    expect(
      within(ledger).getByRole('button', { name: /^Record Payment from/ }),
    ).toBeInTheDocument();
    expect(within(ledger).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
    expect(
      within(ledger).queryByRole('button', { name: /^Add Fine or Waiver for/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(ledger).toHaveTextContent('Payment by UPI'));
  });
});
