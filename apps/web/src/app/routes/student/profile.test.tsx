import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentProfile } from '@hms/shared/profile';
import { createStudent } from '@/testing/factories';
import {
  createResidentHostel,
  createResidentRoom,
  createStudentDashboard,
  createStudentProfile,
} from '@/testing/dashboard-factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { createResidency, pageOf } from '@/testing/room-request-factories';

const profileRoute = 'GET /api/student/profile';
const updateRoute = 'PUT /api/student/profile';

function profileBody(profile: StudentProfile) {
  return { body: { success: true, data: profile } };
}

const ravi = createStudentProfile({
  name: 'Ravi Kumar',
  studentId: '2024CS001',
  email: 'ravi@college.test',
  phone: '9876543210',
  course: 'B.Tech',
  year: 2,
  gender: 'Male',
  admissionDate: '2024-07-15T00:00:00.000Z',
  isActive: true,
  hostel: createResidentHostel({
    name: 'Kaveri',
    type: 'Boys',
    fees: { monthly: 5000, security: 125000 },
    address: '1 College Road, Mysuru',
    warden: { name: 'Suresh Rao', phone: '9123456780' },
  }),
  room: createResidentRoom({
    roomNumber: '101',
    type: 'Double',
    floor: 1,
    capacity: 2,
    monthlyRent: 4500,
    isAC: false,
    amenities: ['WiFi', 'Study Table'],
  }),
});

function renderProfile(profile: StudentProfile = ravi, api: MockRoutes = {}) {
  return renderApp('/student/profile', {
    user: createStudent({ name: profile.name, studentId: profile.studentId }),
    api: { [profileRoute]: profileBody(profile), ...api },
  });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

type User = ReturnType<typeof renderApp>['user'];

async function startEditing(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.getByLabelText('Full Name');
}

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const admitted = new Date('2024-07-15T00:00:00.000Z').toLocaleDateString();

describe('student profile', () => {
  it('shows the personal and academic information', async () => {
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Personal Information' });
    const personal = section('Personal Information');
    expect(personal).toHaveTextContent('Full NameRavi Kumar');
    expect(personal).toHaveTextContent('Student ID2024CS001');
    expect(personal).toHaveTextContent('Emailravi@college.test');
    expect(personal).toHaveTextContent('Phone9876543210');
    expect(personal).toHaveTextContent('CourseB.Tech');
    expect(personal).toHaveTextContent('Year2');
    expect(personal).toHaveTextContent('GenderMale');
    expect(personal).toHaveTextContent(`Admission Date${admitted}`);

    const academic = section('Academic Information');
    expect(academic).toHaveTextContent('CourseB.Tech');
    expect(academic).toHaveTextContent('Academic YearYear 2');
    expect(academic).toHaveTextContent(`Admission Date${admitted}`);
    expect(within(academic).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(academic).toHaveTextContent(
      'Students cannot change their academic information. Contact the administration to correct it.',
    );
  });

  it("shows an inactive student's status in words", async () => {
    renderProfile({ ...ravi, isActive: false });

    await screen.findByRole('heading', { name: 'Academic Information' });
    const academic = section('Academic Information');
    expect(within(academic).getByText('Inactive')).toHaveAttribute('data-tone', 'slate');
    expect(within(academic).queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows the hostel and room', async () => {
    renderProfile();

    await screen.findByRole('heading', { name: 'Hostel Information' });
    const hostel = section('Hostel Information');
    expect(hostel).toHaveTextContent('Hostel NameKaveri');
    expect(hostel).toHaveTextContent('TypeBoys');
    expect(hostel).toHaveTextContent('Monthly Fee₹5,000');
    expect(hostel).toHaveTextContent('Security Deposit₹1,25,000');
    expect(hostel).toHaveTextContent('Address1 College Road, Mysuru');
    expect(within(hostel).getByRole('heading', { name: 'Warden Contact' })).toBeVisible();
    expect(hostel).toHaveTextContent('NameSuresh Rao');
    expect(within(hostel).getByRole('link', { name: '9123456780' })).toHaveAttribute(
      'href',
      'tel:9123456780',
    );
    // Only what the office filled in.
    expect(hostel).not.toHaveTextContent('Email');

    const room = section('Room Information');
    expect(room).toHaveTextContent('Room Number101');
    expect(room).toHaveTextContent('TypeDouble');
    expect(room).toHaveTextContent('Floor1');
    expect(room).toHaveTextContent('Capacity2 beds');
    expect(room).toHaveTextContent('Monthly Rent₹4,500');
    expect(room).toHaveTextContent('Air ConditioningNo');
    expect(room).toHaveTextContent('WiFi');
    expect(room).toHaveTextContent('Study Table');
  });

  it('says when no hostel or room is assigned yet', async () => {
    renderProfile({ ...ravi, hostel: null, room: null });

    await screen.findByRole('heading', { name: 'Hostel Information' });
    expect(section('Hostel Information')).toHaveTextContent(
      'You have not been assigned to a hostel yet.',
    );
    expect(section('Room Information')).toHaveTextContent(
      'You have not been assigned to a room yet.',
    );
  });

  it('shows a spinner while loading and no Edit Profile button before the profile', async () => {
    renderProfile(ravi, { [profileRoute]: () => never() });

    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it("says 'Error loading profile data' and retries", async () => {
    let calls = 0;
    const { user } = renderProfile(ravi, {
      [profileRoute]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : profileBody(ravi);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading profile data');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  describe('edit mode', () => {
    it('edits name and phone only, with email and student ID read-only', async () => {
      const { user } = renderProfile();

      const name = await startEditing(user);
      expect(name).toHaveFocus();
      expect(name).toHaveValue('Ravi Kumar');
      expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
      expect(screen.getByLabelText('Email')).toHaveValue('ravi@college.test');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Student ID')).toHaveValue('2024CS001');
      expect(screen.getByLabelText('Student ID')).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Email'), 'x');
      expect(screen.getByLabelText('Email')).toHaveValue('ravi@college.test');
    });

    it('saves exactly name and phone, says so and returns to the view', async () => {
      const saved = { ...ravi, name: 'Ravi Shankar', phone: '9000000001' };
      const { user, fetchMock } = renderProfile(ravi, {
        [updateRoute]: profileBody(saved),
      });

      await startEditing(user);
      await fill(user, { 'Full Name': '  Ravi Shankar ', 'Phone Number': '9000000001' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      expect(requestsTo(fetchMock, updateRoute)[0]?.body).toEqual({
        name: 'Ravi Shankar',
        phone: '9000000001',
      });
      await waitFor(() =>
        expect(section('Personal Information')).toHaveTextContent('Full NameRavi Shankar'),
      );
      expect(section('Personal Information')).toHaveTextContent('Phone9000000001');
      expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
      // The sidebar shows the new name at once, without asking the server for the session again.
      expect(screen.getByRole('complementary', { name: 'HMS Student' })).toHaveTextContent(
        'Ravi Shankar',
      );
      expect(requestsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
      expect(requestsTo(fetchMock, profileRoute)).toHaveLength(1);
    });

    it('refreshes the dashboard after a save', async () => {
      const saved = { ...ravi, name: 'Ravi Shankar' };
      let updated = false;
      const { user, router, fetchMock } = renderProfile(ravi, {
        [updateRoute]: () => {
          updated = true;
          return profileBody(saved);
        },
        'GET /api/student/dashboard': () => ({
          body: {
            success: true,
            data: createStudentDashboard({ student: updated ? saved : ravi }),
          },
        }),
      });
      await screen.findByRole('button', { name: 'Edit Profile' });
      await router.navigate('/student/dashboard');
      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar!' }),
      ).toBeVisible();
      await router.navigate('/student/profile');

      await startEditing(user);
      await fill(user, { 'Full Name': 'Ravi Shankar' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByRole('button', { name: 'Edit Profile' });
      await router.navigate('/student/dashboard');

      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Ravi Shankar!' }),
      ).toBeVisible();
      expect(requestsTo(fetchMock, 'GET /api/student/dashboard')).toHaveLength(2);
    });

    it("reads 'Saving...' while the request runs", async () => {
      const { user } = renderProfile(ravi, { [updateRoute]: () => never() });

      await startEditing(user);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    });

    it('refuses a 9-digit phone and a short name without sending anything', async () => {
      const { user, fetchMock } = renderProfile();

      await startEditing(user);
      await fill(user, { 'Full Name': 'R', 'Phone Number': '987654321' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() =>
        expect(fieldError('Phone Number')).toBe('Please enter a valid 10-digit phone number'),
      );
      expect(fieldError('Full Name')).toBe('Name must be at least 2 characters');
      expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
      expect(requestsTo(fetchMock, updateRoute)).toHaveLength(0);
    });

    it('requires a name and a phone', async () => {
      const { user, fetchMock } = renderProfile();

      await startEditing(user);
      await fill(user, { 'Full Name': '', 'Phone Number': '' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(fieldError('Full Name')).toBe('Name is required'));
      expect(fieldError('Phone Number')).toBe('Phone number is required');
      expect(requestsTo(fetchMock, updateRoute)).toHaveLength(0);
    });

    it('discards the edits on Cancel', async () => {
      const { user, fetchMock } = renderProfile();

      await startEditing(user);
      await fill(user, { 'Full Name': 'Someone Else', 'Phone Number': '9000000001' });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
      expect(section('Personal Information')).toHaveTextContent('Full NameRavi Kumar');
      expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();

      await startEditing(user);
      expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kumar');
      expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
      expect(requestsTo(fetchMock, updateRoute)).toHaveLength(0);
    });

    it("toasts the server's message and stays in edit mode", async () => {
      const { user } = renderProfile(ravi, {
        [updateRoute]: {
          status: 404,
          body: {
            success: false,
            message: 'Your student record no longer exists. Contact the hostel office.',
          },
        },
      });

      await startEditing(user);
      await fill(user, { 'Full Name': 'Ravi Shankar' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByText('Your student record no longer exists. Contact the hostel office.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Shankar');
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    });

    it("falls back to 'Failed to update profile' and puts field messages under the fields", async () => {
      const { user } = renderProfile(ravi, {
        [updateRoute]: {
          status: 400,
          body: {
            success: false,
            message: '',
            errors: [{ path: 'phone', message: 'Please enter a valid 10-digit phone number' }],
          },
        },
      });

      await startEditing(user);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
      expect(fieldError('Phone Number')).toBe('Please enter a valid 10-digit phone number');
      expect(fieldError('Full Name')).toBeUndefined();
    });
  });
});

describe('My Stays', () => {
  it('lists where the student has lived, newest first, with why each stay ended', async () => {
    renderProfile(ravi, {
      'GET /api/student/residencies?page=1&limit=10': pageOf(
        [
          createResidency({ room: { _id: 'r2', roomNumber: '204', type: 'Double' }, bed: 2 }),
          createResidency({
            movedInOn: '2026-01-10',
            movedOutOn: '2026-07-01',
            endReason: 'Room change request',
          }),
        ],
        10,
      ),
    });
    const stays = await screen.findByRole('list', { name: 'My stays, newest first' });
    const [current, past] = within(stays).getAllByRole('listitem');
    expect(current).toHaveTextContent('Room 204, Kaveri · Bed 2');
    expect(current).toHaveTextContent('Current');
    expect(past).toHaveTextContent('Room change request');
  });
});
