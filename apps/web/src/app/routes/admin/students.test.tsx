import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Student } from '@hms/shared/students';
import { createAdmin, createHostel, createStudentRecord, studentsPage } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });
const godavari = createHostel({ name: 'Godavari', type: 'Girls' });
const hostelsRoute = { body: { success: true, data: [godavari, kaveri] } };
const firstPage = 'GET /api/admin/students?page=1&limit=20';

function listBody(students: Student[], options?: Parameters<typeof studentsPage>[1]) {
  return { body: studentsPage(students, options) };
}

function renderStudents(path = '/admin/students', api: MockRoutes = {}) {
  return renderApp(path, {
    user: createAdmin(),
    api: { 'GET /api/hostels': hostelsRoute, [firstPage]: listBody([]), ...api },
  });
}

function filterBar() {
  return screen.getByRole('search', { name: 'Student filters' });
}

async function findCard(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('article')!;
}

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(scope).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const priya = createStudentRecord({
  name: 'Priya Sharma',
  studentId: '2024CS001',
  email: 'priya@college.test',
  phone: '9876543210',
  course: 'B.Tech',
  year: 2,
  gender: 'Female',
  admissionDate: '2025-06-01T10:00:00.000Z',
  hostel: { _id: godavari._id, name: 'Godavari', type: 'Girls' },
  room: { _id: 'room-201', roomNumber: '201', type: 'Double', floor: 2 },
});
const arjun = createStudentRecord({
  name: 'Arjun Rao',
  studentId: '2024ME014',
  gender: 'Male',
  isActive: false,
});

describe('students page', () => {
  it('shows a card per student with their details and actions', async () => {
    renderStudents('/admin/students', { [firstPage]: listBody([arjun, priya]) });

    const card = await findCard('Priya Sharma');
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeInTheDocument();
    expect(card).toHaveTextContent('2024CS001');
    expect(card).toHaveTextContent('priya@college.test');
    expect(card).toHaveTextContent('9876543210');
    expect(card).toHaveTextContent('B.Tech · Year 2');
    expect(card).toHaveTextContent(
      `Joined${new Date('2025-06-01T10:00:00.000Z').toLocaleDateString()}`,
    );
    expect(card).toHaveTextContent('HostelGodavari');
    expect(card).toHaveTextContent('RoomRoom 201');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Change room for Priya Sharma' }),
    ).toHaveTextContent('Change Room');
    expect(within(card).getByRole('button', { name: 'Unassign Priya Sharma' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Priya Sharma' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Priya Sharma' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Assign room/ })).not.toBeInTheDocument();

    const unassigned = await findCard('Arjun Rao');
    expect(within(unassigned).getByText('Inactive')).toBeInTheDocument();
    expect(within(unassigned).queryByText('Active')).not.toBeInTheDocument();
    expect(unassigned).toHaveTextContent('HostelNot assigned');
    expect(unassigned).toHaveTextContent('RoomNot assigned');
    expect(
      within(unassigned).getByRole('button', { name: 'Assign room to Arjun Rao' }),
    ).toHaveTextContent('Assign Room');
    expect(
      within(unassigned).queryByRole('button', { name: /^Change room/ }),
    ).not.toBeInTheDocument();
    expect(within(unassigned).queryByRole('button', { name: /^Unassign/ })).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading', async () => {
    renderStudents('/admin/students', { [firstPage]: () => never() });

    expect(await screen.findByRole('status', { name: 'Loading students' })).toBeInTheDocument();
  });

  it("says 'No students found' when there are none", async () => {
    renderStudents();

    expect(await screen.findByText('No students found')).toBeInTheDocument();
    expect(within(filterBar()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("says 'Error loading students' and retries", async () => {
    let calls = 0;
    const { user } = renderStudents('/admin/students', {
      [firstPage]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : listBody([priya]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading students');
    expect(alert).toHaveTextContent('Database unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  describe('filters in the URL', () => {
    it('reads search, hostel and page from the URL', async () => {
      const { fetchMock } = renderStudents(
        `/admin/students?search=priya&hostel=${kaveri._id}&page=2`,
        {
          [`GET /api/admin/students?search=priya&hostel=${kaveri._id}&page=2&limit=20`]: listBody(
            [priya],
            { page: 2, total: 21 },
          ),
        },
      );

      expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
      expect(within(filterBar()).getByLabelText('Search students')).toHaveValue('priya');
      expect(within(filterBar()).getByLabelText('Filter by hostel')).toHaveValue(kaveri._id);
      expect(within(filterBar()).getByRole('button', { name: 'Clear filters' })).toBeVisible();
      expect(screen.getByText('Showing 21–21 of 21 students')).toBeInTheDocument();
      expect(requestsTo(fetchMock, firstPage)).toHaveLength(0);
    });

    it('drops values the API would refuse', async () => {
      renderStudents('/admin/students?hostel=not-an-id&page=abc', {
        [firstPage]: listBody([priya]),
      });

      expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
      expect(within(filterBar()).getByLabelText('Filter by hostel')).toHaveValue('');
    });

    it('writes the search after a pause, the hostel at once, and clears both', async () => {
      const { user, router, fetchMock } = renderStudents('/admin/students?page=3', {
        'GET /api/admin/students?page=3&limit=20': listBody([priya], { page: 3, total: 41 }),
        'GET /api/admin/students?search=Priya&page=1&limit=20': listBody([priya]),
        [`GET /api/admin/students?search=Priya&hostel=${godavari._id}&page=1&limit=20`]: listBody([
          priya,
        ]),
      });
      await screen.findByRole('heading', { name: 'Priya Sharma' });
      expect(within(filterBar()).getByLabelText('Search students')).toHaveAttribute(
        'placeholder',
        'Name, student ID or email',
      );

      await user.type(within(filterBar()).getByLabelText('Search students'), 'Priya');
      // Back to page 1 with the new search.
      await waitFor(() => expect(router.state.location.search).toBe('?search=Priya'));
      await waitFor(() =>
        expect(
          requestsTo(fetchMock, 'GET /api/admin/students?search=Priya&page=1&limit=20'),
        ).toHaveLength(1),
      );

      await user.selectOptions(within(filterBar()).getByLabelText('Filter by hostel'), 'Godavari');
      expect(router.state.location.search).toBe(`?search=Priya&hostel=${godavari._id}`);
      await waitFor(() =>
        expect(
          requestsTo(
            fetchMock,
            `GET /api/admin/students?search=Priya&hostel=${godavari._id}&page=1&limit=20`,
          ),
        ).toHaveLength(1),
      );

      await user.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
      expect(router.state.location.search).toBe('');
      expect(within(filterBar()).getByLabelText('Search students')).toHaveValue('');
      expect(within(filterBar()).getByLabelText('Filter by hostel')).toHaveValue('');
    });

    it("says 'No students match your filters' and clears them", async () => {
      const { user, router } = renderStudents('/admin/students?search=zzz', {
        'GET /api/admin/students?search=zzz&page=1&limit=20': listBody([]),
      });

      const empty = (
        await screen.findByText('No students match your filters')
      ).closest<HTMLElement>('[role="status"]')!;
      await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));

      expect(router.state.location.search).toBe('');
      expect(await screen.findByText('No students found')).toBeInTheDocument();
    });

    it('pages with Previous and Next through the URL', async () => {
      const pageOne = Array.from({ length: 20 }, (_, index) =>
        createStudentRecord({ name: `Student ${index + 1}` }),
      );
      const { user, router } = renderStudents('/admin/students', {
        [firstPage]: listBody(pageOne, { total: 45 }),
        'GET /api/admin/students?page=2&limit=20': listBody([priya], { page: 2, total: 45 }),
      });

      expect(await screen.findByText('Showing 1–20 of 45 students')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));

      expect(router.state.location.search).toBe('?page=2');
      expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    });
  });

  describe('Add Student', () => {
    async function openAddDialog(api: MockRoutes = {}) {
      const view = renderStudents('/admin/students', api);
      await screen.findByText(/No students/);
      await view.user.click(screen.getByRole('button', { name: 'Add Student' }));
      return { ...view, dialog: screen.getByRole('dialog', { name: 'Add Student' }) };
    }

    const validValues = {
      'Student ID': '2024CS007',
      Name: 'Meera Iyer',
      Email: 'Meera@College.test',
      Password: 'hostel-2024',
      'Phone Number': '9123456780',
      Course: 'B.Sc Physics',
    };

    async function fillValid(user: User, dialog: HTMLElement) {
      await fill(user, dialog, validValues);
      await user.selectOptions(within(dialog).getByLabelText('Year'), 'Year 3');
      await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female');
    }

    it('shows every required message', async () => {
      const { user, dialog } = await openAddDialog();
      expect(within(dialog).getByLabelText('Student ID')).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Student ID')).toBe('Student ID is required'));
      expect(fieldError('Name')).toBe('Name is required');
      expect(fieldError('Email')).toBe('Email is required');
      expect(fieldError('Password')).toBe('Password is required');
      expect(fieldError('Phone Number')).toBe('Phone number is required');
      expect(fieldError('Course')).toBe('Course is required');
      expect(fieldError('Year')).toBe('Year is required');
      expect(fieldError('Gender')).toBe('Gender is required');
    });

    it('shows the pattern and length messages', async () => {
      const { user, dialog } = await openAddDialog();

      await fill(user, dialog, {
        'Student ID': '2024CS007',
        Name: 'Meera Iyer',
        Email: 'meera@college',
        Password: '12345',
        'Phone Number': '98765',
        Course: 'B.Sc',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Email')).toBe('Invalid email address'));
      expect(fieldError('Password')).toBe('Password must be at least 6 characters');
      expect(fieldError('Phone Number')).toBe('Please enter a valid 10-digit phone number');
      expect(fieldError('Student ID')).toBeUndefined();
    });

    it('offers years 1 to 4 and the three genders, and shows or hides the password', async () => {
      const { user, dialog } = await openAddDialog();

      const year = within(dialog).getByLabelText('Year');
      expect(
        within(year)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select year', 'Year 1', 'Year 2', 'Year 3', 'Year 4']);
      expect(
        within(within(dialog).getByLabelText('Gender'))
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['', 'Male', 'Female', 'Other']);

      const password = within(dialog).getByLabelText('Password');
      expect(password).toHaveAttribute('type', 'password');
      await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');
    });

    it('sends the registration call, toasts, closes and refetches the list', async () => {
      let created: Student | undefined;
      const { user, dialog, fetchMock } = await openAddDialog({
        [firstPage]: () => listBody(created ? [created] : []),
        'POST /api/auth/student/register': () => {
          created = createStudentRecord({ name: 'Meera Iyer', studentId: '2024CS007' });
          return { status: 201, body: { success: true, data: created } };
        },
      });

      await fillValid(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Student added successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/auth/student/register')[0]?.body).toEqual({
        studentId: '2024CS007',
        name: 'Meera Iyer',
        email: 'meera@college.test',
        password: 'hostel-2024',
        phone: '9123456780',
        course: 'B.Sc Physics',
        year: 3,
        gender: 'Female',
      });
      expect(requestsTo(fetchMock, firstPage)).toHaveLength(2);
    });

    it("reads 'Saving...' while the request runs", async () => {
      const { user, dialog } = await openAddDialog({
        'POST /api/auth/student/register': () => never(),
      });

      await fillValid(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    });

    it("toasts the server's 409 and puts it under the field", async () => {
      const { user, dialog } = await openAddDialog({
        'POST /api/auth/student/register': {
          status: 409,
          body: {
            success: false,
            message: 'A student with this Student ID already exists.',
            errors: [
              { path: 'studentId', message: 'A student with this Student ID already exists.' },
            ],
          },
        },
      });

      await fillValid(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() =>
        expect(fieldError('Student ID')).toBe('A student with this Student ID already exists.'),
      );
      expect(screen.getByRole('dialog', { name: 'Add Student' })).toBeInTheDocument();
    });

    it("falls back to 'Failed to add student' and shows the server's field messages", async () => {
      const { user, dialog } = await openAddDialog({
        'POST /api/auth/student/register': {
          status: 400,
          body: {
            success: false,
            message: '',
            errors: [{ path: 'password', message: 'This password is too common' }],
          },
        },
      });

      await fillValid(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Failed to add student')).toBeInTheDocument();
      expect(fieldError('Password')).toBe('This password is too common');
    });
  });

  describe('Edit Student', () => {
    it('has no password, a locked student ID, and sends PUT with isActive', async () => {
      let saved = priya;
      const { user, fetchMock } = renderStudents('/admin/students', {
        [firstPage]: () => listBody([saved]),
        [`PUT /api/admin/students/${priya._id}`]: (request) => {
          saved = { ...priya, ...(request.body as Partial<Student>), room: null, hostel: null };
          return { body: { success: true, data: saved } };
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Edit Priya Sharma' }));

      const dialog = screen.getByRole('dialog', { name: 'Edit Student' });
      expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
      const studentId = within(dialog).getByLabelText('Student ID');
      expect(studentId).toHaveValue('2024CS001');
      expect(studentId).toHaveAttribute('readonly');
      expect(studentId).toHaveAccessibleDescription('Student ID cannot be changed');
      expect(within(dialog).getByLabelText('Name')).toHaveFocus();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Priya Sharma');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('priya@college.test');
      expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('9876543210');
      expect(within(dialog).getByLabelText('Course')).toHaveValue('B.Tech');
      expect(within(dialog).getByLabelText('Year')).toHaveValue('2');
      expect(within(dialog).getByLabelText('Gender')).toHaveValue('Female');
      const active = within(dialog).getByRole('checkbox', { name: 'Active' });
      expect(active).toBeChecked();

      await user.type(studentId, 'X');
      expect(studentId).toHaveValue('2024CS001');

      await fill(user, dialog, { 'Phone Number': '9000000001' });
      await user.click(active);
      expect(
        within(dialog).getByText(
          'Saving deactivates Priya Sharma: their bed in Room 201 is freed, and they cannot be given a bed until they are active again. They stay in the product with their details, complaints and fee records, and can still sign in.',
        ),
      ).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Student updated successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, `PUT /api/admin/students/${priya._id}`)[0]?.body).toEqual({
        name: 'Priya Sharma',
        email: 'priya@college.test',
        phone: '9000000001',
        course: 'B.Tech',
        year: 2,
        gender: 'Female',
        isActive: false,
      });
      const card = await findCard('Priya Sharma');
      await waitFor(() => expect(within(card).getByText('Inactive')).toBeInTheDocument());
    });

    it('shows the validation messages', async () => {
      const { user } = renderStudents('/admin/students', { [firstPage]: listBody([priya]) });
      await user.click(await screen.findByRole('button', { name: 'Edit Priya Sharma' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Student' });

      await fill(user, dialog, { Name: '', Email: 'priya@', 'Phone Number': '123' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Name')).toBe('Name is required'));
      expect(fieldError('Email')).toBe('Invalid email address');
      expect(fieldError('Phone Number')).toBe('Please enter a valid 10-digit phone number');
    });
  });

  describe('Delete', () => {
    it('asks first, then deletes and refetches', async () => {
      let deleted = false;
      const { user, fetchMock } = renderStudents('/admin/students', {
        [firstPage]: () => listBody(deleted ? [] : [priya]),
        [`DELETE /api/admin/students/${priya._id}`]: () => {
          deleted = true;
          return { body: { success: true, data: { _id: priya._id } } };
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Delete Priya Sharma' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete Student' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete Priya Sharma?');
      expect(confirm).toHaveTextContent(
        'They can no longer sign in, their bed is freed, their complaints, room requests and leave are removed, and their e-mail address and phone number are erased. Their fee records stay, under Fees › Deleted students. To keep Priya Sharma in the product instead, deactivate them (Edit, untick Active).',
      );
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(requestsTo(fetchMock, `DELETE /api/admin/students/${priya._id}`)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete Priya Sharma' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Delete Student' })).getByRole('button', {
          name: 'Delete',
        }),
      );

      expect(await screen.findByText('Student deleted successfully')).toBeInTheDocument();
      expect(await screen.findByText('No students found')).toBeInTheDocument();
    });

    it("toasts 'Failed to delete student' when the server gives no reason", async () => {
      const { user } = renderStudents('/admin/students', {
        [firstPage]: listBody([priya]),
        [`DELETE /api/admin/students/${priya._id}`]: { status: 500, body: undefined },
      });

      await user.click(await screen.findByRole('button', { name: 'Delete Priya Sharma' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Failed to delete student')).toBeInTheDocument();
    });
  });

  it('unassigns a room after asking', async () => {
    let unassigned = false;
    const { user, fetchMock } = renderStudents('/admin/students', {
      [firstPage]: () => listBody([unassigned ? { ...priya, hostel: null, room: null } : priya]),
      [`DELETE /api/admin/students/${priya._id}/room`]: () => {
        unassigned = true;
        return { body: { success: true, data: { ...priya, hostel: null, room: null } } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Unassign Priya Sharma' }));
    const confirm = screen.getByRole('dialog', { name: 'Unassign Room' });
    expect(confirm).toHaveAccessibleDescription("Free Priya Sharma's bed in Room 201?");
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));

    expect(await screen.findByText('Room unassigned successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Assign room to Priya Sharma' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `DELETE /api/admin/students/${priya._id}/room`)).toHaveLength(1);
  });
});
