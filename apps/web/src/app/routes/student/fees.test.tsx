import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStudent } from '@/testing/factories';
import { createStudentDashboard } from '@/testing/dashboard-factories';
import {
  createAccount,
  createLedgerEntry,
  createPayment,
  entriesPage,
  ok,
} from '@/testing/fee-factories';
import type { MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const payment = createPayment();
const owing = createAccount({
  balance: 900050,
  owingSince: '2026-10-01',
  dues: [
    { month: '2026-10', amount: 450000 },
    { month: '2026-11', amount: 450050 },
  ],
  deposits: [{ hostel: { _id: 'h1', name: 'Kaveri' }, held: 1000000 }],
});

function renderOwnFees(account = owing, api: MockRoutes = {}) {
  return renderApp('/student/fees', {
    user: createStudent(),
    api: {
      'GET /api/student/fees': ok(account),
      'GET /api/student/fees/entries?page=1&limit=10': {
        body: entriesPage([payment, createLedgerEntry()]),
      },
      ...api,
    },
  });
}

describe("a student's Fees page", () => {
  it('shows what they owe, month by month, the deposit held and their entries', async () => {
    renderOwnFees();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your Account' });
    expect(await within(account).findByText('₹9,000.50 owed')).toBeInTheDocument();
    expect(account).toHaveTextContent(
      `Owing since${new Date('2026-10-01T00:00:00').toLocaleDateString()}`,
    );
    expect(within(account).getByRole('list', { name: 'Dues by month' })).toHaveTextContent(
      'Oct 2026₹4,500Nov 2026₹4,500.50',
    );
    expect(within(account).getByRole('list', { name: 'Deposits held' })).toHaveTextContent(
      'Kaveri₹10,000',
    );

    const entries = screen.getByRole('region', { name: 'Entries and Receipts' });
    expect(
      await within(entries).findByRole('link', { name: 'Receipt RCPT/2026-27/000123' }),
    ).toHaveAttribute('href', `/student/fees/receipts/${payment._id}`);
    expect(within(entries).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  });

  it('says when they are in credit, or owe nothing', async () => {
    renderOwnFees(createAccount({ balance: -20000 }));
    expect(await screen.findByText('₹200 in credit')).toBeInTheDocument();
  });

  it('says nothing is due on an account without charges', async () => {
    renderOwnFees(createAccount());
    expect(await screen.findByText('Nothing due')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Account' })).toHaveTextContent(
      'Owing sinceNothing owed',
    );
  });
});

describe("the student dashboard's Fees card", () => {
  it('shows the balance due and leads to the Fees page', async () => {
    const { user, router } = renderApp('/student/dashboard', {
      user: createStudent(),
      api: {
        'GET /api/student/dashboard': ok(createStudentDashboard()),
        'GET /api/student/fees': ok(owing),
        'GET /api/student/fees/entries?page=1&limit=10': { body: entriesPage([]) },
      },
    });

    const card = await screen.findByRole('region', { name: 'Fees' });
    expect(card).toHaveTextContent('Balance due: ₹9,000.50');
    await user.click(within(card).getByRole('link', { name: 'View fees' }));
    expect(router.state.location.pathname).toBe('/student/fees');
  });
});
