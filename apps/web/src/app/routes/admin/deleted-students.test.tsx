import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletedStudent } from '@hms/shared/deleted-students';
import { createAdmin, createStudent } from '@/testing/factories';
import {
  createAccount,
  createDueRow,
  createReceipt,
  duesPage,
  entriesPage,
  feesPageRoutes,
  ok,
} from '@/testing/fee-factories';
import { requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const deletedAt = '2026-11-20T09:30:00.000Z';
const meera: DeletedStudent = {
  student: { _id: 'st-meera', name: 'Meera Pillai', studentId: 'CS-0042' },
  deletedAt,
  balance: 6_000_00,
};
const page = (items: DeletedStudent[]) => ({
  success: true,
  data: items,
  pagination: { page: 1, limit: 20, total: items.length },
});

describe('Deleted students', () => {
  it('lists each deleted student’s name, ID, day of deletion and balance, with their ledger', async () => {
    const { user, fetchMock } = renderApp('/admin/fees/deleted-students', {
      user: createAdmin(),
      api: {
        'GET /api/fees/deleted-students?page=1&limit=20': { body: page([meera]) },
        'GET /api/fees/deleted-students?search=cs-0042&page=1&limit=20': { body: page([meera]) },
      },
    });

    const list = await screen.findByRole('list', { name: 'Deleted students, latest first' });
    const [line] = within(list).getAllByRole('listitem');
    expect(line).toHaveTextContent('Meera Pillai');
    expect(line).toHaveTextContent('CS-0042');
    expect(line).toHaveTextContent(`Deleted on${new Date(deletedAt).toLocaleDateString()}`);
    expect(line).toHaveTextContent('Balance₹6,000 owed');
    expect(within(line!).getByRole('link', { name: 'Ledger of Meera Pillai' })).toHaveAttribute(
      'href',
      '/admin/fees/ledgers/st-meera',
    );

    await user.click(screen.getByLabelText('Search deleted students'));
    await user.paste('cs-0042');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET /api/fees/deleted-students?search=cs-0042&page=1&limit=20'),
      ).toHaveLength(1),
    );
  });

  it('is reached from Fees by administrators only', async () => {
    renderApp('/admin/fees', { user: createAdmin(), api: feesPageRoutes() });
    expect(await screen.findByRole('link', { name: 'Deleted students' })).toHaveAttribute(
      'href',
      '/admin/fees/deleted-students',
    );
  });

  it('is not offered to a warden', async () => {
    renderApp('/warden/fees', { user: createAdmin({ role: 'warden' }), api: feesPageRoutes() });
    await screen.findByRole('heading', { level: 1, name: 'Fees' });
    expect(screen.queryByRole('link', { name: 'Deleted students' })).not.toBeInTheDocument();
  });
});

describe('a deleted student’s ledger', () => {
  it('opens as a page that says when they were deleted', async () => {
    const account = createAccount({ student: meera.student, deletedAt, balance: 6_000_00 });
    renderApp('/admin/fees/ledgers/st-meera', {
      user: createAdmin(),
      api: {
        'GET /api/fees/students/st-meera': ok(account),
        'GET /api/fees/students/st-meera/entries?page=1&limit=10': { body: entriesPage([]) },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fees of Meera Pillai' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Student ID CS-0042.')).toBeInTheDocument();
    expect(
      screen.getByText(`Deleted on ${new Date(deletedAt).toLocaleDateString()}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Meera Pillai is no longer in the product. Their fee records are kept here for the accounts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('₹6,000 owed')).toBeInTheDocument();
  });

  it('is linked from its receipts in the office’s area, not on the student’s own', async () => {
    const receipt = createReceipt({ student: meera.student });
    renderApp(`/warden/fees/receipts/${receipt._id}`, {
      user: createAdmin({ role: 'warden' }),
      api: { [`GET /api/fees/receipts/${receipt._id}`]: ok(receipt) },
    });
    expect(await screen.findByRole('link', { name: 'Ledger of Meera Pillai' })).toHaveAttribute(
      'href',
      '/warden/fees/ledgers/st-meera',
    );
  });

  it('has no ledger link on the student’s own receipt', async () => {
    const receipt = createReceipt({ student: meera.student });
    renderApp(`/student/fees/receipts/${receipt._id}`, {
      user: createStudent(),
      api: { [`GET /api/student/receipts/${receipt._id}`]: ok(receipt) },
    });
    await screen.findByRole('article', { name: 'Fee Receipt' });
    expect(screen.queryByRole('link', { name: /^Ledger of/ })).not.toBeInTheDocument();
  });

  it('still owes in the dues list, marked deleted', async () => {
    const row = createDueRow({ student: meera.student, deleted: true, hostel: null, room: null });
    renderApp('/admin/fees', {
      user: createAdmin(),
      api: { ...feesPageRoutes(), 'GET /api/fees/dues?page=1&limit=20': { body: duesPage([row]) } },
    });
    const table = await screen.findByRole('table', { name: 'Students who owe, oldest dues first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Meera PillaiCS-0042Deleted');
  });
});
