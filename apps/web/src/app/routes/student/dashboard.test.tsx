import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentDashboard } from '@hms/shared/dashboard';
import { WEEKDAYS, weekdayLabels } from '@hms/shared/mess';
import { dashboardMessages } from '@hms/shared/messages';
import { createStudent } from '@/testing/factories';
import {
  createComplaintSummary,
  createResidentHostel,
  createResidentRoom,
  createStudentDashboard,
  createStudentProfile,
} from '@/testing/dashboard-factories';
import { createMenu } from '@/testing/mess-factories';
import { never, requestsTo, testConfig, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const dashboardRoute = 'GET /api/student/dashboard';

function dashboardBody(dashboard: StudentDashboard) {
  return { body: { success: true, data: dashboard } };
}

function renderDashboard(dashboard: StudentDashboard, api: MockRoutes = {}) {
  return renderApp('/student/dashboard', {
    user: createStudent({ name: 'Ravi Kumar', studentId: '2024CS001' }),
    api: { [dashboardRoute]: dashboardBody(dashboard), ...api },
  });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A tile: its label (dt) and its value (dd). */
function tile(label: string): HTMLElement {
  return within(screen.getByRole('main'))
    .getAllByText(label, { selector: 'dt' })
    .find((term) => !term.closest('section'))!.parentElement!;
}

const kaveri = createResidentHostel({
  name: 'Kaveri',
  type: 'Boys',
  fees: { monthly: 125000, security: 10000 },
  warden: { name: 'Suresh Rao', phone: '9876543210', email: 'suresh@hostel.test' },
});
const room101 = createResidentRoom({
  roomNumber: '101',
  type: 'Triple',
  floor: 3,
  capacity: 3,
  currentOccupancy: 2,
  monthlyRent: 4500,
  isAC: true,
  amenities: ['WiFi', 'Study Table'],
});
const ravi = createStudentProfile({
  name: 'Ravi Kumar',
  studentId: '2024CS001',
  email: 'ravi@college.test',
  phone: '9876543210',
  course: 'B.Tech',
  year: 2,
  gender: 'Male',
  hostel: kaveri,
  room: room101,
});

describe('student dashboard', () => {
  it('welcomes the student and shows their ID, hostel and room', async () => {
    renderDashboard(createStudentDashboard({ student: ravi }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ravi Kumar!' }),
    ).toBeVisible();
    await screen.findByRole('heading', { name: 'Personal Information' });
    expect(tile('Student ID')).toHaveTextContent('Student ID2024CS001');
    expect(tile('Hostel')).toHaveTextContent('HostelKaveri');
    expect(tile('Room')).toHaveTextContent('Room101');
    // Housed in both: no notice.
    expect(screen.queryByText(/contact the administrator/)).not.toBeInTheDocument();

    const personal = section('Personal Information');
    expect(personal).toHaveTextContent('NameRavi Kumar');
    expect(personal).toHaveTextContent('Emailravi@college.test');
    expect(personal).toHaveTextContent('Phone9876543210');
    expect(personal).toHaveTextContent('CourseB.Tech');
    expect(personal).toHaveTextContent('Year2');
    expect(personal).toHaveTextContent('GenderMale');
  });

  it('greets by the current name when the office has changed it since sign-in', async () => {
    renderDashboard(createStudentDashboard({ student: { ...ravi, name: 'Ravi K. Sharma' } }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ravi K. Sharma!' }),
    ).toBeVisible();
  });

  it('shows the hostel with its type, fee in rupees and warden', async () => {
    renderDashboard(createStudentDashboard({ student: ravi }));

    await screen.findByRole('heading', { name: 'Hostel Information' });
    const hostel = section('Hostel Information');
    expect(hostel).toHaveTextContent('Hostel NameKaveri');
    expect(within(hostel).getByText('Boys Hostel')).toBeVisible();
    expect(hostel).toHaveTextContent('Monthly Fee₹1,25,000');
    expect(within(hostel).getByRole('heading', { name: 'Warden' })).toBeVisible();
    expect(hostel).toHaveTextContent('NameSuresh Rao');
    expect(within(hostel).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(hostel).getByRole('link', { name: 'suresh@hostel.test' })).toHaveAttribute(
      'href',
      'mailto:suresh@hostel.test',
    );
  });

  it('shows no warden block without a warden name', async () => {
    renderDashboard(
      createStudentDashboard({
        student: {
          ...ravi,
          hostel: { ...kaveri, warden: { phone: '9876543210', email: 'office@hostel.test' } },
        },
      }),
    );

    await screen.findByRole('heading', { name: 'Hostel Information' });
    const hostel = section('Hostel Information');
    expect(within(hostel).queryByRole('heading', { name: 'Warden' })).not.toBeInTheDocument();
    expect(within(hostel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the room with its occupancy, rent, AC badge and amenities', async () => {
    renderDashboard(createStudentDashboard({ student: ravi }));

    await screen.findByRole('heading', { name: 'Room Information' });
    const room = section('Room Information');
    expect(room).toHaveTextContent('Room Number101');
    expect(room).toHaveTextContent('TypeTriple');
    expect(room).toHaveTextContent('Floor3');
    expect(room).toHaveTextContent('Occupancy2/3');
    expect(room).toHaveTextContent('Monthly Rent₹4,500');
    expect(within(room).getByText('AC')).toHaveAttribute('data-tone', 'blue');
    expect(within(room).queryByText('Non-AC')).not.toBeInTheDocument();
    expect(
      within(within(room).getByRole('list', { name: 'Amenities' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WiFi', 'Study Table']);
  });

  it("marks a room without air conditioning 'Non-AC'", async () => {
    renderDashboard(
      createStudentDashboard({ student: { ...ravi, room: { ...room101, isAC: false } } }),
    );

    await screen.findByRole('heading', { name: 'Room Information' });
    const room = section('Room Information');
    expect(within(room).getByText('Non-AC')).toHaveAttribute('data-tone', 'slate');
    expect(within(room).queryByText('AC')).not.toBeInTheDocument();
  });

  it("says 'Not Assigned' and asks a student without hostel or room to contact the office", async () => {
    renderDashboard(createStudentDashboard({ student: { ...ravi, hostel: null, room: null } }));

    expect(await screen.findByText(dashboardMessages.unassignedBoth)).toBeVisible();
    expect(tile('Hostel')).toHaveTextContent('HostelNot Assigned');
    expect(tile('Room')).toHaveTextContent('RoomNot Assigned');
    expect(section('Hostel Information')).toHaveTextContent('Not Assigned');
    expect(section('Room Information')).toHaveTextContent('Not Assigned');
    expect(screen.queryByText(dashboardMessages.unassignedRoom)).not.toBeInTheDocument();
    expect(screen.queryByText(dashboardMessages.unassignedHostel)).not.toBeInTheDocument();
  });

  it('asks for a room when the student has a hostel but no room', async () => {
    renderDashboard(createStudentDashboard({ student: { ...ravi, room: null } }));

    expect(await screen.findByText(dashboardMessages.unassignedRoom)).toBeVisible();
    expect(tile('Hostel')).toHaveTextContent('HostelKaveri');
    expect(tile('Room')).toHaveTextContent('RoomNot Assigned');
    expect(screen.queryByText(dashboardMessages.unassignedBoth)).not.toBeInTheDocument();
  });

  it('says when a room has no hostel', async () => {
    renderDashboard(createStudentDashboard({ student: { ...ravi, hostel: null } }));

    expect(await screen.findByText(dashboardMessages.unassignedHostel)).toBeVisible();
    expect(tile('Hostel')).toHaveTextContent('HostelNot Assigned');
    expect(tile('Room')).toHaveTextContent('Room101');
  });

  it('lists recent complaints and links to the complaints page', async () => {
    const fan = createComplaintSummary({
      subject: 'Fan not working',
      status: 'Resolved',
      priority: 'Critical',
      createdAt: '2025-06-02T09:00:00.000Z',
    });
    renderDashboard(createStudentDashboard({ student: ravi, recentComplaints: [fan] }));

    await screen.findByRole('heading', { name: 'Recent Complaints' });
    const recent = section('Recent Complaints');
    const [item] = within(recent).getAllByRole('listitem');
    expect(item).toHaveTextContent('Fan not working');
    expect(within(item!).getByText('Resolved')).toHaveAttribute('data-tone', 'green');
    expect(within(item!).getByText('Critical priority')).toBeVisible();
    expect(item).toHaveTextContent(new Date(fan.createdAt).toLocaleDateString());
    // A student knows the complaints are their own.
    expect(item).not.toHaveTextContent(fan.student.studentId);
    expect(within(recent).getByRole('link', { name: 'View all complaints' })).toHaveAttribute(
      'href',
      '/student/complaints',
    );
  });

  it("says 'No recent complaints' when there are none", async () => {
    renderDashboard(createStudentDashboard({ student: ravi }));

    await screen.findByRole('heading', { name: 'Recent Complaints' });
    expect(section('Recent Complaints')).toHaveTextContent('No recent complaints');
  });

  it('shows a spinner while loading', async () => {
    renderDashboard(createStudentDashboard(), { [dashboardRoute]: () => never() });

    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
  });

  it("says 'Error loading dashboard data' and retries", async () => {
    let calls = 0;
    const { user } = renderDashboard(createStudentDashboard(), {
      [dashboardRoute]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: '' } }
          : dashboardBody(createStudentDashboard({ student: ravi }));
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading dashboard data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });
});

describe("the student dashboard's menu", () => {
  const menuRoute = 'GET /api/student/mess/menu';
  const week = createMenu({
    hostelName: 'Kaveri',
    items: WEEKDAYS.map((weekday) => ({
      weekday,
      meal: 'lunch' as const,
      dishes: `Thali of ${weekdayLabels[weekday]}`,
    })),
  });
  // Today as the college's clock has it (testConfig.timeZone), worked out apart from the app.
  const todayName = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    timeZone: testConfig.timeZone,
  }).format(new Date());

  it("shows this week's menu of the student's hostel, today's day marked in words", async () => {
    renderDashboard(createStudentDashboard({ student: ravi }), {
      [menuRoute]: { body: { success: true, data: week } },
    });

    const card = await screen.findByRole('region', { name: 'This week’s menu' });
    const days = within(card).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual(
      WEEKDAYS.map((weekday) =>
        expect.stringMatching(
          new RegExp(`^${weekdayLabels[weekday]}(Today)?LunchThali of ${weekdayLabels[weekday]}$`),
        ),
      ),
    );
    const today = days.filter((day) => day.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]).toHaveTextContent(`${todayName}TodayLunchThali of ${todayName}`);
    expect(within(card).getAllByText('Today')).toHaveLength(1);
  });

  it.each([
    ['no bed', null],
    ['an empty week', createMenu({ items: [] })],
  ])('shows no menu for %s', async (_case, data) => {
    const { fetchMock } = renderDashboard(createStudentDashboard({ student: ravi }), {
      [menuRoute]: { body: { success: true, data } },
    });

    await screen.findByRole('heading', { name: 'Personal Information' });
    await waitFor(() => expect(requestsTo(fetchMock, menuRoute)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'This week’s menu' })).toBeNull();
  });
});
