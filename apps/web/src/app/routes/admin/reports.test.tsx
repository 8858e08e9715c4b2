import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMonth } from '@hms/shared/fee-rules';
import { reportMessages } from '@hms/shared/reports';
import { createAdmin, createHostel } from '@/testing/factories';
import { ok, thisMonth } from '@/testing/fee-factories';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import {
  complaintsReport,
  defaultFrom,
  defaultTo,
  feeCollection,
  monthsFrom,
  occupancyHistory,
  occupancyRow,
  rangeQuery,
  reportsPageRoutes,
  resolveTimes,
} from '@/testing/report-factories';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri' });
const godavari = createHostel({ name: 'Godavari' });

function renderReports(api: MockRoutes = {}, path = '/admin/reports', user = createAdmin()) {
  return renderApp(path, { user, api: { ...reportsPageRoutes([godavari, kaveri]), ...api } });
}

const region = (name: string) => screen.findByRole('region', { name });

/** The cells of a table's rows, header row first, as their text. */
function cellsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** A file's bytes: jsdom's Blob has no arrayBuffer(), and its text() drops a byte order mark. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Catches the file a Download button saves: its name and its text. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

describe('reports', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every report as a table of its figures, which Table puts on show beside the chart', async () => {
    const { user } = renderReports();
    const month = formatMonth(thisMonth);

    const occupancy = await region('Occupancy by hostel');
    const occupancyTable = await within(occupancy).findByRole('table');
    expect(cellsOf(occupancyTable)).toEqual([
      ['Hostel', 'Beds', 'Occupied', 'Vacant'],
      ['Kaveri', '40', '32', '8'],
    ]);
    // Until Table is pressed the table is kept for screen readers (and paper) alone.
    const toggle = within(occupancy).getByRole('button', {
      name: 'Table view of Occupancy by hostel',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(occupancyTable.parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(occupancyTable.parentElement).not.toHaveClass('sr-only');
    // The chart is drawn for eyes alone; the figure is named by its caption.
    expect(within(occupancy).getByRole('figure')).toHaveAccessibleName(
      /^Occupied and vacant beds in all hostels, on /,
    );
    expect(occupancy.querySelector('.report-chart')).toHaveAttribute('aria-hidden', 'true');

    // A room type no room has is left out.
    const vacancies = within(await region('Vacancies by room type')).getByRole('table');
    expect(cellsOf(vacancies).map((row) => row[0])).toEqual(['Room type', 'Single', 'Double']);

    const history = within(await region('Occupancy month by month')).getByRole('table');
    expect(cellsOf(history)).toEqual([
      ['Month', 'Residents', 'Average occupied', 'Beds'],
      [month, '18', '16.5', '24'],
    ]);

    const times = within(await region('Time to resolve')).getByRole('table');
    expect(cellsOf(times)).toEqual([
      ['Category', 'Resolved', 'Median', '90th percentile'],
      ['Electricity', '3', '2 hours 5 minutes', '4 days 4 hours'],
    ]);

    const fees = within(await region('Fee collection')).getByRole('table');
    expect(cellsOf(fees)).toEqual([
      ['Month', 'Charged', 'Collected'],
      [month, '₹1,25,000', '₹98,000.50'],
    ]);
  });

  it('counts complaints of every category together, or of the one chosen, every month shown', async () => {
    const { user } = renderReports();

    const complaints = await region('Complaints by category and status');
    const table = await within(complaints).findByRole('table');
    const rows = cellsOf(table);
    expect(rows[0]).toEqual(['Month', 'Open', 'In Progress', 'Resolved', 'Closed', 'Total']);
    // Twelve months, the quiet ones too, the last with both categories added up.
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual([formatMonth(defaultFrom), '0', '0', '0', '0', '0']);
    expect(rows[12]).toEqual([formatMonth(thisMonth), '3', '1', '3', '4', '11']);

    await user.selectOptions(within(complaints).getByLabelText('Category'), 'Laundry');
    expect(cellsOf(within(complaints).getByRole('table'))[12]).toEqual([
      formatMonth(thisMonth),
      '1',
      '0',
      '0',
      '4',
      '5',
    ]);
    expect(within(complaints).getByRole('figure')).toHaveAccessibleName(
      /^Laundry complaints opened each month/,
    );
    await user.selectOptions(within(complaints).getByLabelText('Category'), 'Medical');
    expect(
      within(complaints).getByText('No Medical complaints were opened in these months.'),
    ).toBeInTheDocument();
  });

  it('downloads a chart’s rows as CSV, with a byte order mark and formulas neutralised', async () => {
    const files = catchDownloads();
    const hostile = [
      occupancyRow('=HYPERLINK("http://evil.test")', 4, 1),
      occupancyRow('+Block', 2, 2),
      occupancyRow('-Annexe', 2, 0),
      occupancyRow('@Home', 1, 1),
      occupancyRow('Kaveri, North', 3, 2),
    ];
    const { user } = renderReports({ 'GET /api/reports/occupancy': ok(hostile) });

    const occupancy = await region('Occupancy by hostel');
    await within(occupancy).findByRole('table');
    await user.click(
      within(occupancy).getByRole('button', { name: 'Download CSV of Occupancy by hostel' }),
    );

    expect(files.map((file) => file.name)).toEqual(['occupancy-by-hostel.csv']);
    const bytes = await bytesOf(files[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await files[0]!.blob.text()).toBe(
      [
        'Hostel,Beds,Occupied,Vacant',
        `"'=HYPERLINK(""http://evil.test"")",4,1,3`,
        "'+Block,2,2,0",
        "'-Annexe,2,0,2",
        "'@Home,1,1,0",
        '"Kaveri, North",3,2,1',
        '',
      ].join('\n'),
    );

    // Money goes in as rupees with paise, and the file is named for its months.
    const fees = await region('Fee collection');
    await user.click(within(fees).getByRole('button', { name: 'Download CSV of Fee collection' }));
    expect(files[1]!.name).toBe(`fee-collection-${defaultFrom}-to-${defaultTo}.csv`);
    expect(await files[1]!.blob.text()).toBe(
      `Month,Charged (₹),Collected (₹)\n${thisMonth},125000.00,98000.50\n`,
    );
  });

  it('explains a range of months the server would refuse, in its words, and asks for nothing', async () => {
    const later = { from: monthsFrom(thisMonth, -2), to: thisMonth };
    const { fetchMock } = renderReports({
      [`GET /api/reports/occupancy-history${rangeQuery(later)}`]: ok(occupancyHistory(later)),
      [`GET /api/reports/complaints${rangeQuery(later)}`]: ok(complaintsReport(later)),
      [`GET /api/reports/resolve-times${rangeQuery(later)}`]: ok(resolveTimes(later)),
      [`GET /api/reports/fee-collection${rangeQuery(later)}`]: ok(feeCollection(later)),
    });
    await region('Fee collection');
    const from = screen.getByLabelText('From month');
    const to = screen.getByLabelText('To month');

    // Backwards: the first month after the last.
    fireEvent.change(from, { target: { value: monthsFrom(thisMonth, 1) } });
    expect(await screen.findByText(reportMessages.rangeBackwards)).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Choose a range of months above to see this report.')).toHaveLength(
      4,
    );

    // Too long: more months than a report covers.
    fireEvent.change(from, { target: { value: monthsFrom(thisMonth, -36) } });
    expect(await screen.findByText(reportMessages.rangeTooLong)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(reportMessages.rangeBackwards)).not.toBeInTheDocument();

    // An emptied box is a month not chosen.
    fireEvent.change(from, { target: { value: '' } });
    expect(await screen.findByText('Choose a month as YYYY-MM')).toBeInTheDocument();

    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes(monthsFrom(thisMonth, 1))),
    ).toEqual([]);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes(monthsFrom(thisMonth, -36))),
    ).toEqual([]);

    // A good range is asked for, and the captions name it.
    fireEvent.change(from, { target: { value: later.from } });
    const fees = await region('Fee collection');
    await waitFor(() =>
      expect(within(fees).getByRole('figure')).toHaveAccessibleName(
        new RegExp(`${formatMonth(later.from)} to ${formatMonth(later.to)}$`),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('narrows every report to the hostel chosen', async () => {
    const { user, fetchMock } = renderReports(
      reportsPageRoutes([godavari, kaveri], undefined, kaveri._id),
    );

    await screen.findByRole('option', { name: 'Kaveri' });
    await user.selectOptions(screen.getByLabelText('Hostel'), 'Kaveri');

    for (const route of [
      `GET /api/reports/occupancy?hostel=${kaveri._id}`,
      `GET /api/reports/vacancies?hostel=${kaveri._id}`,
      `GET /api/reports/complaints${rangeQuery({ from: defaultFrom, to: defaultTo }, kaveri._id)}`,
    ]) {
      await waitFor(() => expect(requestsTo(fetchMock, route)).toHaveLength(1));
    }
    const occupancy = await region('Occupancy by hostel');
    await waitFor(() =>
      expect(within(occupancy).getByRole('figure')).toHaveAccessibleName(/ in Kaveri, on /),
    );
  });

  it('says when a report is loading, failed to load, or has nothing to show', async () => {
    renderReports({
      'GET /api/reports/vacancies': () => never(),
      'GET /api/reports/occupancy': {
        status: 500,
        body: { success: false, message: 'Something went wrong' },
      },
      [`GET /api/reports/complaints${rangeQuery({ from: defaultFrom, to: defaultTo })}`]: ok({
        from: defaultFrom,
        to: defaultTo,
        months: [],
      }),
    });

    const occupancy = await region('Occupancy by hostel');
    expect(
      await within(occupancy).findByText('Failed to load the occupancy by hostel.'),
    ).toBeInTheDocument();
    expect(within(occupancy).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(within(occupancy).queryByRole('button', { name: /Download CSV/ })).toBeNull();

    const complaints = await region('Complaints by category and status');
    expect(
      await within(complaints).findByText('No complaints were opened in these months.'),
    ).toBeInTheDocument();

    const vacancies = await region('Vacancies by room type');
    expect(
      within(vacancies).getByRole('status', { name: 'Loading vacancies by room type' }),
    ).toBeInTheDocument();
  });

  it("shows a warden's reports over their hostels, under their own sidebar link", async () => {
    const warden = createAdmin({ role: 'warden', name: 'Lakshmi' });
    renderReports({}, '/warden/reports', warden);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'HMS Warden' });
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('option', { name: 'All your hostels' })).toBeInTheDocument();
    const occupancy = await region('Occupancy by hostel');
    await waitFor(() =>
      expect(within(occupancy).getByRole('figure')).toHaveAccessibleName(/ in your hostels, on /),
    );
  });
});
