import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '@/testing/dashboard-routes';
import { createAuthResponse, createStudent } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { requestsTo, testConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillText(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

const validValues = {
  'Student ID': '2024CS001',
  Name: 'Ravi Kumar',
  Email: 'ravi@college.test',
  Password: 'secret12',
  'Phone Number': '9876543210',
  Course: 'B.Tech',
};

describe('student registration', () => {
  it('shows every required message', async () => {
    const { user } = renderApp('/student/signup');

    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Student ID is required')).toBeInTheDocument();
    expect(fieldError('Student ID')).toBe('Student ID is required');
    expect(fieldError('Name')).toBe('Name is required');
    expect(fieldError('Email')).toBe('Email is required');
    expect(fieldError('Password')).toBe('Password is required');
    expect(fieldError('Phone Number')).toBe('Phone number is required');
    expect(fieldError('Course')).toBe('Course is required');
    expect(fieldError('Year')).toBe('Year is required');
    expect(fieldError('Gender')).toBe('Gender is required');
  });

  it('shows the pattern and length messages', async () => {
    const { user } = renderApp('/student/signup');
    await screen.findByRole('button', { name: 'Register' });

    await fillText(user, {
      'Student ID': 'CS 001',
      Name: 'R',
      Email: 'ravi@college',
      Password: '123',
      'Phone Number': '98765',
      Course: 'B.Tech',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(fieldError('Student ID')).toBe(
        'Student ID may contain only letters, digits, dots, dashes and slashes',
      ),
    );
    expect(fieldError('Name')).toBe('Name must be at least 2 characters');
    expect(fieldError('Email')).toBe('Invalid email address');
    expect(fieldError('Password')).toBe('Password must be at least 6 characters');
    expect(fieldError('Phone Number')).toBe('Please enter a valid 10-digit phone number');
    expect(fieldError('Course')).toBeUndefined();
  });

  it('offers years 1 to 4 and the three genders', async () => {
    renderApp('/student/signup');

    const year = await screen.findByLabelText('Year');
    expect([...year.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
    ]);
    const gender = screen.getByLabelText('Gender');
    expect([...gender.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'Male',
      'Female',
      'Other',
    ]);
  });

  it('sends year as an integer and opens the student dashboard', async () => {
    const student = createStudent();
    const { router, user, fetchMock } = renderApp('/student/signup', {
      api: {
        ...dashboardRoutes(),
        'POST /api/student/register': { body: createAuthResponse(student) },
      },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fillText(user, validValues);
    await user.selectOptions(screen.getByLabelText('Year'), '2');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/register')[0]?.body).toEqual({
      studentId: '2024CS001',
      name: 'Ravi Kumar',
      email: 'ravi@college.test',
      password: 'secret12',
      phone: '9876543210',
      course: 'B.Tech',
      year: 2,
      gender: 'Female',
      role: 'student',
    });
  });

  it("toasts the server's reason for a refusal", async () => {
    const { user } = renderApp('/student/signup', {
      api: {
        'POST /api/student/register': {
          status: 409,
          body: { success: false, message: 'A student with this Student ID already exists.' },
        },
      },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fillText(user, validValues);
    await user.selectOptions(screen.getByLabelText('Year'), '1');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('A student with this Student ID already exists.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Registration failed' when the server gives no reason", async () => {
    const { user } = renderApp('/student/signup', {
      api: { 'POST /api/student/register': { status: 500, body: undefined } },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fillText(user, validValues);
    await user.selectOptions(screen.getByLabelText('Year'), '1');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('links to sign-in and says when sign-up is closed', async () => {
    renderApp('/student/signup', {
      api: {
        'GET /api/config': {
          body: { success: true, data: { ...testConfig, studentSignupOpen: false } },
        },
      },
    });

    expect(await screen.findByText('Student sign-up is closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/student/login');
  });
});
