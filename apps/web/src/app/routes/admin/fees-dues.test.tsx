import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feeMessages } from '@hms/shared/fees';
import { createAdmin, createHostel } from '@/testing/factories';
import {
  collectionOf,
  createAccount,
  createDueRow,
  createLedgerEntry,
  duesPage,
  entriesPage,
  feesPageRoutes,
  ok,
  thisMonth,
} from '@/testing/fee-factories';
import { fieldError } from '@/testing/field-error';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });
const godavari = createHostel({ name: 'Godavari', type: 'Girls' });
const priya = createDueRow();
const firstPage = 'GET /api/fees/dues?page=1&limit=20';

function renderFees(api: MockRoutes = {}, path = '/admin/fees') {
  return renderApp(path, {
    user: createAdmin(),
    api: {
      ...feesPageRoutes([godavari, kaveri]),
      [firstPage]: { body: duesPage([priya]) },
      ...api,
    },
  });
}

const duesSection = () => screen.getByRole('region', { name: 'Dues' });

describe('dues', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists who owes, with balance, since when and for how many days', async () => {
    renderFees();

    const table = await screen.findByRole('table', { name: 'Students who owe, oldest dues first' });
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Student', 'Hostel and room', 'Balance', 'Owing since', 'Days']);
    expect(row).toHaveTextContent('Priya Sharma');
    expect(row).toHaveTextContent('2024CS001');
    expect(row).toHaveTextContent('Kaveri, Room 101');
    expect(row).toHaveTextContent('₹9,000');
    expect(row).toHaveTextContent(new Date('2026-10-01T00:00:00').toLocaleDateString());
    expect(row).toHaveTextContent('45');
  });

  it('asks the server with each filter under its own name, amounts in paise', async () => {
    const kaveriId = kaveri._id;
    const asked = [
      'search=priya',
      `search=priya&hostel=${kaveriId}`,
      `search=priya&hostel=${kaveriId}&minAmount=500050`,
      `search=priya&hostel=${kaveriId}&minAmount=500050&minDays=30`,
    ].map((query) => `GET /api/fees/dues?${query}&page=1&limit=20`);
    const { user, fetchMock, router } = renderFees(
      Object.fromEntries(
        asked.map((route, index) => [route, { body: duesPage(index < 3 ? [priya] : []) }]),
      ),
    );
    // Each filter waits for the list the one before asked for, as a person would see it first;
    // text goes in at once, so a slow machine's pause between keys asks for no other list.
    const listed = (route: string) =>
      waitFor(() => expect(requestsTo(fetchMock, route)).toHaveLength(1));
    const enter = async (label: string, text: string) => {
      const input = within(filters).getByLabelText(label);
      await user.clear(input);
      await user.paste(text);
    };
    await screen.findByRole('table', { name: /Students who owe/ });
    const filters = screen.getByRole('search', { name: 'Dues filters' });

    await enter('Search students', 'priya');
    await listed(asked[0]!);
    await within(filters).findByRole('option', { name: 'Kaveri' });
    await user.selectOptions(within(filters).getByLabelText('Filter by hostel'), 'Kaveri');
    await listed(asked[1]!);
    await enter('Owing at least (₹)', '12.345');
    expect(await screen.findByText(feeMessages.amountWhole)).toBeInTheDocument();
    expect(fieldError('Owing at least (₹)')).toBe(feeMessages.amountWhole);

    await enter('Owing at least (₹)', '5,000.50');
    await listed(asked[2]!);
    await enter('For at least (days)', '30');
    await listed(asked[3]!);

    expect(await screen.findByText('No student owes that much for that long')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?search=priya&hostel=${kaveriId}&minAmount=500050&minDays=30`,
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      expect.stringContaining('12.345'),
    );

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByLabelText('Owing at least (₹)')).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Fees of Priya Sharma' })).toBeInTheDocument();
  });

  it('leads from a page past the end to the first, and out of filters no one matches', async () => {
    const { user, router } = renderFees(
      {
        'GET /api/fees/dues?minDays=30&page=3&limit=20': {
          body: duesPage([], { page: 3, total: 5 }),
        },
        'GET /api/fees/dues?minDays=30&page=1&limit=20': { body: duesPage([]) },
      },
      '/admin/fees?minDays=30&page=3',
    );

    // The empty list's own buttons, apart from the filter bar's Clear filters.
    const emptyState = async (title: string) =>
      within((await screen.findByText(title)).closest<HTMLElement>('[role="status"]')!);

    const pastEnd = await emptyState('This page is past the end of the list.');
    await user.click(pastEnd.getByRole('button', { name: 'Go to first page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minDays=30'));

    const noMatch = await emptyState('No student owes that much for that long');
    await user.click(noMatch.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Fees of Priya Sharma' })).toBeInTheDocument();
  });

  it('exports the filtered list as a CSV file, with the session token', async () => {
    const created = vi.fn((blob: Blob) => (blob.size > 0 ? 'blob:dues' : ''));
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    const csv = 'Student,Balance\nPriya Sharma,9000.00\n';
    const { user, fetchMock } = renderFees(
      {
        [`GET /api/fees/dues?hostel=${kaveri._id}&page=1&limit=20`]: { body: duesPage([priya]) },
        [`GET /api/fees/dues.csv?hostel=${kaveri._id}`]: {
          file: { content: csv, type: 'text/csv', name: 'dues.csv' },
        },
      },
      `/admin/fees?hostel=${kaveri._id}`,
    );

    await screen.findByRole('table', { name: /Students who owe/ });
    await user.click(within(duesSection()).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:dues', download: 'dues.csv' }]));
    expect(await created.mock.calls[0]![0].text()).toBe(csv);
    const [request] = requestsTo(fetchMock, `GET /api/fees/dues.csv?hostel=${kaveri._id}`);
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it("opens a student's ledger from their row", async () => {
    const account = createAccount({
      student: priya.student,
      balance: 900000,
      owingSince: '2026-10-01',
      dues: [
        { month: '2026-10', amount: 450000 },
        { month: '2026-11', amount: 450000 },
      ],
    });
    const { user } = renderFees({
      [`GET /api/fees/students/${priya.student._id}`]: ok(account),
      [`GET /api/fees/students/${priya.student._id}/entries?page=1&limit=10`]: {
        body: entriesPage([createLedgerEntry()]),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Fees of Priya Sharma' }));

    const dialog = screen.getByRole('dialog', { name: 'Fees of Priya Sharma' });
    expect(await within(dialog).findByText('₹9,000 owed')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Dues by month' })).toHaveTextContent(
      'Oct 2026₹4,500Nov 2026₹4,500',
    );
    expect(await within(dialog).findByText('Rent for Nov 2026')).toBeInTheDocument();
  });
});

describe('collection', () => {
  it("shows the month's collection by hostel with totals, and as labelled bars", async () => {
    renderFees({
      [`GET /api/fees/collection?month=${thisMonth}`]: ok(
        collectionOf([
          {
            hostel: { _id: godavari._id, name: 'Godavari' },
            charged: 1200000,
            collected: 800000,
            outstanding: 400000,
          },
          {
            hostel: { _id: kaveri._id, name: 'Kaveri' },
            charged: 900050,
            collected: 900050,
            outstanding: 0,
          },
        ]),
      ),
    });

    const table = await screen.findByRole('table', { name: /^Collection for / });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'HostelChargedCollectedOutstanding',
      'Godavari₹12,000₹8,000₹4,000',
      'Kaveri₹9,000.50₹9,000.50₹0',
      'Total₹21,000.50₹17,000.50₹4,000',
    ]);
    const chart = screen.getByRole('figure', { name: /^Charged and collected in / });
    expect(chart).toHaveTextContent('GodavariCharged₹12,000Collected₹8,000');
  });
});
