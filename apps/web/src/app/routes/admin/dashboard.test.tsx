import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@hms/shared/dashboard';
import { createAdmin, createHostel } from '@/testing/factories';
import {
  createAdminDashboard,
  createComplaintsPerWeek,
  createComplaintSummary,
  createDashboardStats,
  createHostelOccupancy,
} from '@/testing/dashboard-factories';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const dashboardRoute = 'GET /api/admin/dashboard';

function dashboardBody(dashboard: AdminDashboard) {
  return { body: { success: true, data: dashboard } };
}

function renderDashboard(api: MockRoutes = {}) {
  return renderApp('/admin/dashboard', {
    user: createAdmin(),
    api: { [dashboardRoute]: dashboardBody(createAdminDashboard()), ...api },
  });
}

/** A stat card: its label (dt) and what follows it, the figure and the change (dd). */
async function findStat(label: string): Promise<HTMLElement> {
  return (await screen.findByText(label, { selector: 'dt' })).parentElement!;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('admin dashboard', () => {
  it('shows the four figures with their real change over 30 days', async () => {
    renderDashboard({
      [dashboardRoute]: dashboardBody(
        createAdminDashboard({
          stats: createDashboardStats({
            totalStudents: 135,
            totalHostels: 4,
            totalRooms: 0,
            openComplaints: 3,
            changes: {
              totalStudents: { previous: 120, percent: 12.5 },
              totalHostels: { previous: 0, percent: null },
              totalRooms: { previous: 0, percent: null },
              openComplaints: { previous: 4, percent: -25 },
            },
          }),
        }),
      ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const students = await findStat('Total Students');
    expect(students).toHaveTextContent('135');
    expect(students).toHaveTextContent('+12.5% vs 30 days ago');
    expect(students.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'good');
    expect(students.querySelector('svg.lucide-arrow-up-right')).not.toBeNull();

    // Nothing 30 days ago: no percentage of zero, but the words say what happened.
    expect(await findStat('Total Hostels')).toHaveTextContent('4New in the last 30 days');
    expect(await findStat('Total Rooms')).toHaveTextContent('0No change in 30 days');

    // Fewer open complaints is good news: a fall, in the good tone, with its sign and words.
    const complaints = await findStat('Open Complaints');
    expect(complaints).toHaveTextContent('3');
    expect(complaints).toHaveTextContent('\u221225.0% vs 30 days ago');
    expect(complaints.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'good');
    expect(complaints.querySelector('svg.lucide-arrow-down-right')).not.toBeNull();
    // Not the original's fixed placeholder figures (docs/product-rules.md#stat-changes).
    expect(screen.queryByText(/\+5(\.0)?%/)).not.toBeInTheDocument();
  });

  it('counts the Overdue complaints and leads to their list', async () => {
    const { user, router } = renderDashboard({
      [dashboardRoute]: dashboardBody(
        createAdminDashboard({ stats: createDashboardStats({ overdueComplaints: 7 }) }),
      ),
      'GET /api/complaints?overdue=true&page=1&limit=20': {
        body: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0 } },
      },
    });

    const overdue = await findStat('Overdue Complaints');
    expect(overdue).toHaveTextContent('7');
    await user.click(within(overdue).getByRole('link', { name: 'Show overdue complaints' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/complaints'));
    expect(router.state.location.search).toBe('?overdue=true');
  });

  it('tones a rise in open complaints as bad news and a fall elsewhere too', async () => {
    renderDashboard({
      [dashboardRoute]: dashboardBody(
        createAdminDashboard({
          stats: createDashboardStats({
            totalRooms: 76,
            openComplaints: 9,
            changes: {
              totalRooms: { previous: 80, percent: -5 },
              openComplaints: { previous: 6, percent: 50 },
            },
          }),
        }),
      ),
    });

    const complaints = await findStat('Open Complaints');
    expect(complaints).toHaveTextContent('+50.0% vs 30 days ago');
    expect(complaints.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'bad');
    const rooms = await findStat('Total Rooms');
    expect(rooms).toHaveTextContent('\u22125.0% vs 30 days ago');
    expect(rooms.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'bad');
    expect(await findStat('Total Students')).toHaveTextContent('No change in 30 days');
  });

  it('colours each hostel bar by its occupancy, with the percent to one decimal', async () => {
    renderDashboard({
      [dashboardRoute]: dashboardBody(
        createAdminDashboard({
          hostels: [
            createHostelOccupancy({ name: 'Kaveri', currentOccupancy: 9, totalCapacity: 10 }),
            createHostelOccupancy({
              name: 'Godavari',
              type: 'Girls',
              currentOccupancy: 7,
              totalCapacity: 10,
            }),
            createHostelOccupancy({ name: 'Narmada', currentOccupancy: 699, totalCapacity: 1000 }),
          ],
        }),
      ),
    });

    expect(await screen.findByRole('meter', { name: 'Occupancy of Kaveri' })).toHaveAttribute(
      'data-tone',
      'red',
    );
    expect(screen.getByRole('meter', { name: 'Occupancy of Godavari' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );
    expect(screen.getByRole('meter', { name: 'Occupancy of Narmada' })).toHaveAttribute(
      'data-tone',
      'green',
    );
    const occupancy = section('Hostel Occupancy');
    expect(occupancy).toHaveTextContent('Kaveri (Boys)9 / 10 (90.0%)');
    expect(occupancy).toHaveTextContent('Godavari (Girls)7 / 10 (70.0%)');
    expect(occupancy).toHaveTextContent('699 / 1000 (69.9%)');
  });

  it('says so when there are no hostels yet', async () => {
    renderDashboard({ [dashboardRoute]: dashboardBody(createAdminDashboard({ hostels: [] })) });

    await screen.findByRole('heading', { name: 'Hostel Occupancy' });
    expect(section('Hostel Occupancy')).toHaveTextContent(
      'No hostels yet. Add one on the Hostels page.',
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('lists the recent complaints with whose they are, and links to all of them', async () => {
    const fan = createComplaintSummary({
      subject: 'Fan not working',
      status: 'In Progress',
      priority: 'High',
      student: { _id: 's1', name: 'Priya Sharma', studentId: '2024CS001' },
      createdAt: '2025-06-02T09:00:00.000Z',
    });
    const tap = createComplaintSummary({ subject: 'Leaking tap', status: 'Open', priority: 'Low' });
    renderDashboard({
      [dashboardRoute]: dashboardBody(createAdminDashboard({ recentComplaints: [fan, tap] })),
    });

    await screen.findByRole('heading', { name: 'Recent Complaints' });
    const recent = section('Recent Complaints');
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fan not working');
    expect(items[0]).toHaveTextContent('Priya Sharma 2024CS001');
    expect(within(items[0]!).getByText('In Progress')).toHaveAttribute('data-tone', 'yellow');
    expect(within(items[0]!).getByText('High priority')).toBeVisible();
    expect(items[0]).toHaveTextContent(new Date(fan.createdAt).toLocaleDateString());
    expect(within(items[1]!).getByText('Open')).toHaveAttribute('data-tone', 'red');
    expect(within(recent).getByRole('link', { name: 'View all complaints' })).toHaveAttribute(
      'href',
      '/admin/complaints',
    );
  });

  it("says 'No recent complaints' when there are none", async () => {
    renderDashboard();

    await screen.findByRole('heading', { name: 'Recent Complaints' });
    expect(section('Recent Complaints')).toHaveTextContent('No recent complaints');
  });

  it('shows a spinner while loading', async () => {
    renderDashboard({ [dashboardRoute]: () => never() });

    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
  });

  it("says 'Error loading dashboard data' and retries", async () => {
    let calls = 0;
    const { user } = renderDashboard({
      [dashboardRoute]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : dashboardBody(createAdminDashboard());
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading dashboard data');
    expect(alert).toHaveTextContent('Database unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await findStat('Total Students')).toHaveTextContent('120');
  });

  it('charts the complaints opened in each of the last twelve weeks, with a table a screen reader reads', async () => {
    renderDashboard({
      [dashboardRoute]: dashboardBody(
        createAdminDashboard({
          complaintsPerWeek: createComplaintsPerWeek([0, 1, 2, 3, 0, 5, 8, 13, 2, 1, 4, 1250]),
        }),
      ),
    });

    const card = await screen.findByRole('region', { name: 'Complaints opened per week' });
    const figure = within(card).getByRole('figure', {
      name: 'Complaints opened in each of the last 12 weeks: 1,289 in all.',
    });
    // The bars are for eyes alone; the table beside them, hidden from sight, is what is read.
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const table = within(figure).getByRole('table', {
      name: 'Complaints opened in each of the last 12 weeks',
    });
    expect(table.parentElement).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('17 Mar 20250');
    expect(rows[12]).toHaveTextContent('2 Jun 20251,250');
  });

  it('shows fresh figures after a change made on another page', async () => {
    let hostels = 4;
    const { router, user, fetchMock } = renderDashboard({
      [dashboardRoute]: () =>
        dashboardBody(
          createAdminDashboard({ stats: createDashboardStats({ totalHostels: hostels }) }),
        ),
      'GET /api/hostels': { body: { success: true, data: [] } },
      'POST /api/hostels': () => {
        hostels += 1;
        return { status: 201, body: { success: true, data: createHostel({ name: 'Kaveri' }) } };
      },
    });
    expect(await findStat('Total Hostels')).toHaveTextContent('4');

    await router.navigate('/admin/hostels');
    await user.click(await screen.findByRole('button', { name: 'Add Hostel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Hostel' });
    for (const [label, value] of Object.entries({
      Name: 'Kaveri',
      'Total Rooms': '20',
      'Total Capacity': '40',
      'Monthly Fee (₹)': '5000',
      'Security Deposit (₹)': '10000',
      Address: '1 College Road',
    })) {
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Boys');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hostel added successfully')).toBeInTheDocument();

    // Well within the 300 s the figures would otherwise stay fresh for.
    await router.navigate('/admin/dashboard');
    await waitFor(async () => expect(await findStat('Total Hostels')).toHaveTextContent('5'));
    expect(requestsTo(fetchMock, dashboardRoute)).toHaveLength(2);
  });
});
