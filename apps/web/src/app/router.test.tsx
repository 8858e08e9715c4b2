import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { dashboardRoutes } from '@/testing/dashboard-routes';
import { createAdmin, createStudent, roomsPage } from '@/testing/factories';
import { createStudentProfile } from '@/testing/dashboard-factories';
import { never, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('routes and guards', () => {
  it('sends a signed-out visitor of a protected page to /login', async () => {
    const { router } = renderApp('/admin/hostels');

    await expectPath(router, '/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a student on an admin page to /unauthorized', async () => {
    const { router } = renderApp('/admin/dashboard', { user: createStudent() });

    await expectPath(router, '/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('sends an admin on a student page to /unauthorized', async () => {
    const { router } = renderApp('/student/profile', { user: createAdmin() });

    await expectPath(router, '/unauthorized');
  });

  it.each([
    ['/login', 'admin'],
    ['/register', 'admin'],
    ['/admin/signup', 'student'],
    ['/student/signup', 'student'],
  ] as const)('sends a signed-in user on %s to their dashboard', async (path, role) => {
    const user = role === 'admin' ? createAdmin() : createStudent({ name: 'Ravi Kumar' });
    const { router } = renderApp(path, { user, api: dashboardRoutes() });

    await expectPath(router, `/${role}/dashboard`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: role === 'admin' ? 'Dashboard' : 'Welcome back, Ravi Kumar!',
      }),
    ).toBeInTheDocument();
  });

  it('shows a spinner while the session loads', async () => {
    const { router } = renderApp('/admin/dashboard', {
      user: createAdmin(),
      api: { 'GET /api/auth/me': () => never() },
    });

    expect(await screen.findByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('drops a token the server no longer accepts', async () => {
    const { router } = renderApp('/student/dashboard', {
      user: createStudent(),
      api: {
        'GET /api/auth/me': {
          status: 401,
          body: { success: false, message: 'Your session has expired. Please sign in again.' },
        },
      },
    });

    await expectPath(router, '/login');
    expect(getToken()).toBeNull();
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it.each(['/student/dashboard', '/login', '/'])(
    'keeps the token on %s when the session check fails for any other reason, and tries again',
    async (path) => {
      const student = createStudent({ name: 'Ravi Kumar' });
      let answer: MockReply = { status: 503, body: { success: false, message: 'Busy.' } };
      const { router, user } = renderApp(path, {
        user: student,
        api: { ...dashboardRoutes(), 'GET /api/auth/me': () => answer },
      });

      expect(
        await screen.findByRole('heading', { name: 'Could not check your sign-in' }),
      ).toBeInTheDocument();
      expect(getToken()).toBe('stored-token');
      expect(router.state.location.pathname).toBe(path);

      answer = { body: { success: true, data: student } };
      await user.click(screen.getByRole('button', { name: 'Try again' }));

      await expectPath(router, '/student/dashboard');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ravi Kumar!' }),
      ).toBeInTheDocument();
    },
  );

  it('signs out from the failed session check when asked to', async () => {
    const { router, user } = renderApp('/student/dashboard', {
      user: createStudent(),
      api: { 'GET /api/auth/me': { status: 500, body: { success: false, message: 'Oops.' } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await expectPath(router, '/login');
    expect(getToken()).toBeNull();
  });

  it('leads / to sign-in when signed out and to the dashboard when signed in', async () => {
    const signedOut = renderApp('/');
    await expectPath(signedOut.router, '/login');
    signedOut.unmount();

    const signedIn = renderApp('/', { user: createStudent(), api: dashboardRoutes() });
    await expectPath(signedIn.router, '/student/dashboard');
  });

  it('opens sign-in on the Student tab from /student/login', async () => {
    const { router } = renderApp('/student/login');

    await expectPath(router, '/login');
    expect(router.state.location.search).toBe('?tab=student');
    expect(await screen.findByRole('tab', { name: 'Student' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('renders each area page with its layout', async () => {
    const { router, user } = renderApp('/admin/dashboard', {
      user: createAdmin({ name: 'Meera' }),
      api: {
        ...dashboardRoutes(),
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/rooms?page=1&limit=20': { body: roomsPage([]) },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'HMS Admin' });
    expect(sidebar).toHaveTextContent('Meera');
    expect(sidebar).toHaveTextContent('Administrator');

    await user.click(screen.getAllByRole('link', { name: 'Rooms' })[0]!);
    await expectPath(router, '/admin/rooms');
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
  });

  it('shows the student name and ID in the student sidebar', async () => {
    renderApp('/student/complaints', {
      user: createStudent({ name: 'Ravi', studentId: 'CS-24/017' }),
      api: {
        'GET /api/complaints?page=1&limit=100': {
          body: { success: true, data: [], pagination: { page: 1, limit: 100, total: 0 } },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'My Complaints' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'HMS Student' });
    expect(sidebar).toHaveTextContent('Ravi');
    expect(sidebar).toHaveTextContent('CS-24/017');
  });

  it('links the credit line to the configured URL', async () => {
    renderApp('/student/profile', {
      user: createStudent(),
      api: {
        'GET /api/student/profile': { body: { success: true, data: createStudentProfile() } },
      },
    });

    await screen.findByRole('heading', { name: 'My Profile' });
    const sidebar = screen.getByRole('complementary', { name: 'HMS Student' });
    await waitFor(() =>
      expect(sidebar.querySelector('a[href="https://example.test/credit"]')).toHaveTextContent(
        'Hostel Management System',
      ),
    );
  });

  it('logs out to /login and forgets the token', async () => {
    const { router, user } = renderApp('/student/dashboard', {
      user: createStudent({ name: 'Ravi Kumar' }),
      api: dashboardRoutes(),
    });

    await screen.findByRole('heading', { name: 'Welcome back, Ravi Kumar!' });
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);

    await expectPath(router, '/login');
    expect(getToken()).toBeNull();
  });

  it('goes back from /unauthorized', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const { router, user } = renderApp('/register');
    await screen.findByRole('link', { name: 'Sign Up as Student' });
    await router.navigate('/unauthorized');

    await user.click(await screen.findByRole('button', { name: 'Go Back' }));

    await expectPath(router, '/register');
  });

  it('goes home from /unauthorized when there is no page to go back to', async () => {
    const { router, user } = renderApp('/unauthorized');

    await user.click(await screen.findByRole('button', { name: 'Go Back' }));

    await expectPath(router, '/login');
  });

  it('shows a not-found page with a link home', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
