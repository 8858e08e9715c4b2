import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@hms/shared/auth';
import { PageHeading } from '@/components/layouts/page-heading';
import { createAdmin, createAuthResponse, createToken } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

// The gate's own screen reads data of its own: this file is about the way to it.
vi.mock('@/features/gate/components/gate-page', () => ({
  GatePage: () => <PageHeading title="Gate" />,
}));

function createGuard(overrides: Partial<SessionUser> = {}): SessionUser {
  return createAdmin({
    role: 'guard',
    name: 'Raju Thapa',
    email: 'raju@college.test',
    hostelIds: ['hostel-1'],
    mustChangePassword: false,
    ...overrides,
  });
}

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe("a guard's way through the app", () => {
  it.each(['/', '/login'])('goes from %s to the gate, in a frame of their own', async (path) => {
    const { router } = renderApp(path, { user: createGuard() });
    await expectPath(router, '/gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Raju Thapa');
    expect(banner).toHaveTextContent('Guard');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each(['/admin/dashboard', '/admin/staff', '/warden/dashboard', '/student/dashboard'])(
    'is sent from %s to /unauthorized',
    async (path) => {
      const { router } = renderApp(path, { user: createGuard() });
      await expectPath(router, '/unauthorized');
      expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    },
  );

  it('is sent to choose a password first while on a temporary one', async () => {
    const { router } = renderApp('/gate', { user: createGuard({ mustChangePassword: true }) });
    await expectPath(router, '/account/password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeInTheDocument();
  });

  it('signs in on the Admin tab and lands at the gate', async () => {
    const guard = createGuard();
    const { user, router } = renderApp('/login?tab=admin', {
      api: {
        'POST /api/admin/login': { body: createAuthResponse(guard, createToken(guard)) },
      },
    });
    await user.type(await screen.findByLabelText('Email'), guard.email);
    await user.type(screen.getByLabelText('Password'), 'gate-keeper-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectPath(router, '/gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
  });

  it('sends another role away from the gate', async () => {
    const { router } = renderApp('/gate', { user: createAdmin() });
    await expectPath(router, '/unauthorized');
  });
});
