import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { dashboardRoutes } from '@/testing/dashboard-routes';
import { fieldError } from '@/testing/field-error';
import { createAdmin, createAuthResponse, createStudent } from '@/testing/factories';
import { never, requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('sign-in', () => {
  it('opens on the Student tab with a Student ID field', async () => {
    renderApp('/login');

    const studentTab = await screen.findByRole('tab', { name: 'Student' });
    expect(studentTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Student');
    expect(screen.getByLabelText('Student ID')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Sign Up as Student' })).toHaveAttribute(
      'href',
      '/student/signup',
    );
  });

  it('opens the Admin tab from ?tab=admin', async () => {
    renderApp('/login?tab=admin');

    expect(await screen.findByRole('tab', { name: 'Admin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign Up as Admin' })).toHaveAttribute(
      'href',
      '/admin/signup',
    );
    expect(screen.queryByLabelText('Student ID')).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys and keeps the choice in the URL', async () => {
    const { router, user } = renderApp('/login');

    await user.click(await screen.findByRole('tab', { name: 'Student' }));
    await user.keyboard('{ArrowRight}');

    const adminTab = screen.getByRole('tab', { name: 'Admin' });
    expect(adminTab).toHaveFocus();
    expect(adminTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=admin');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=student');
  });

  it('shows the required messages of the Student tab', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Student ID is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fieldError('Student ID')).toBe('Student ID is required');
    expect(screen.getByLabelText('Student ID')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError('Password')).toBe('Password is required');
  });

  it('shows the email and password messages of the Admin tab', async () => {
    const { user } = renderApp('/login?tab=admin');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });

    await user.click(signIn);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fieldError('Password')).toBe('Password is required');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(signIn);

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fieldError('Password')).toBe('Password must be at least 6 characters');
  });

  it("reads 'Signing in...' and is disabled while the request runs", async () => {
    const { user, fetchMock } = renderApp('/login', {
      api: { 'POST /api/student/login': () => never() },
    });

    await user.type(await screen.findByLabelText('Student ID'), '2024CS001');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'POST /api/student/login')[0]?.body).toEqual({
      studentId: '2024CS001@student.hostel',
      password: 'secret1',
    });
  });

  it('signs a student in and opens the student dashboard', async () => {
    const student = createStudent();
    const { router, user } = renderApp('/login', {
      api: {
        ...dashboardRoutes(),
        'POST /api/student/login': { body: createAuthResponse(student, 'new-token') },
      },
    });

    await user.type(await screen.findByLabelText('Student ID'), student.studentId ?? '');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(getToken()).toBe('new-token');
  });

  it('signs an admin in with a lower-cased email', async () => {
    const admin = createAdmin();
    const { router, user, fetchMock } = renderApp('/login?tab=admin', {
      api: {
        ...dashboardRoutes(),
        'POST /api/admin/login': { body: createAuthResponse(admin) },
      },
    });

    await user.type(await screen.findByLabelText('Email'), 'Asha@Hostel.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requestsTo(fetchMock, 'POST /api/admin/login')[0]?.body).toEqual({
      email: 'asha@hostel.test',
      password: 'secret1',
    });
  });

  it("toasts the server's message on a refused sign-in and stays on the page", async () => {
    const { router, user } = renderApp('/login?tab=admin', {
      api: {
        'POST /api/admin/login': {
          status: 401,
          body: { success: false, message: 'Invalid credentials. Check them and try again.' },
        },
      },
    });

    await user.type(await screen.findByLabelText('Email'), 'asha@hostel.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Invalid credentials. Check them and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("toasts 'Login failed' when the server gives no reason", async () => {
    const { user } = renderApp('/login', {
      api: { 'POST /api/student/login': { status: 502, body: undefined } },
    });

    await user.type(await screen.findByLabelText('Student ID'), '2024CS001');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    const form = password.closest('form');
    if (!form) throw new Error('no form');

    const toggle = within(form).getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(password).toHaveAttribute('type', 'text');
    expect(within(form).getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
