import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { dashboardRoutes } from '@/testing/dashboard-routes';
import { createAdmin, createAuthResponse } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, testConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('admin registration', () => {
  it('shows the required messages', async () => {
    const { user } = renderApp('/admin/signup');

    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fieldError('Name')).toBe('Name is required');
    expect(fieldError('Email')).toBe('Email is required');
    expect(fieldError('Password')).toBe('Password is required');
    expect(fieldError('Confirm Password')).toBe('Please confirm your password');
  });

  it('shows the length, pattern and match messages', async () => {
    const { user } = renderApp('/admin/signup');
    await screen.findByRole('button', { name: 'Register' });

    await fill(user, {
      Name: 'A',
      Email: 'asha@',
      Password: '12345',
      'Confirm Password': '54321',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(fieldError('Email')).toBe('Invalid email address');
    expect(fieldError('Password')).toBe('Password must be at least 6 characters');

    await fill(user, { Password: 'secret12', 'Confirm Password': 'secret13' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldError('Confirm Password')).toBe('Passwords do not match'));
  });

  it('says that students are registered by administrators and links back to sign-in', async () => {
    renderApp('/admin/signup');

    expect(
      await screen.findByText(/Students are registered by administrators\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?tab=admin',
    );
  });

  it('registers, signs in and opens the admin dashboard', async () => {
    const admin = createAdmin();
    const { router, user, fetchMock } = renderApp('/admin/signup', {
      api: {
        ...dashboardRoutes(),
        'POST /api/admin/register': { body: createAuthResponse(admin, 'admin-token') },
      },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fill(user, {
      Name: 'Asha Warden',
      Email: 'asha@hostel.test',
      Password: 'secret12',
      'Confirm Password': 'secret12',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(getToken()).toBe('admin-token');
    expect(requestsTo(fetchMock, 'POST /api/admin/register')[0]?.body).toEqual({
      name: 'Asha Warden',
      email: 'asha@hostel.test',
      password: 'secret12',
      role: 'admin',
    });
  });

  it("reads 'Registering...' while the request runs", async () => {
    const { user } = renderApp('/admin/signup', {
      api: { 'POST /api/admin/register': () => never() },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fill(user, {
      Name: 'Asha',
      Email: 'asha@hostel.test',
      Password: 'secret12',
      'Confirm Password': 'secret12',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  });

  it('announces that sign-up is closed and toasts the refusal', async () => {
    const { user } = renderApp('/admin/signup', {
      api: {
        'GET /api/config': {
          body: { success: true, data: { ...testConfig, adminSignupOpen: false } },
        },
        'POST /api/admin/register': {
          status: 403,
          body: {
            success: false,
            message: 'Admin registration is closed. Ask an administrator to add you.',
          },
        },
      },
    });

    expect(await screen.findByText('Admin sign-up is closed')).toBeInTheDocument();
    await fill(user, {
      Name: 'Asha',
      Email: 'asha@hostel.test',
      Password: 'secret12',
      'Confirm Password': 'secret12',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Admin registration is closed. Ask an administrator to add you.'),
    ).toBeInTheDocument();
  });

  it("puts the server's field messages under the fields", async () => {
    const { user } = renderApp('/admin/signup', {
      api: {
        'POST /api/admin/register': {
          status: 400,
          body: {
            success: false,
            message: 'Some fields need correcting.',
            errors: [{ path: 'password', message: 'This password is too common' }],
          },
        },
      },
    });
    await screen.findByRole('button', { name: 'Register' });

    await fill(user, {
      Name: 'Asha',
      Email: 'asha@hostel.test',
      Password: 'password',
      'Confirm Password': 'password',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(fieldError('Password')).toBe('This password is too common'));
    expect(await screen.findByText('Some fields need correcting.')).toBeInTheDocument();
  });
});
