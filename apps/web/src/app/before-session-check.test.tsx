import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth-token';
import { dashboardRoutes } from '@/testing/dashboard-routes';
import { createAdmin, createStudent, createToken } from '@/testing/factories';
import { createStudentDashboard, createStudentProfile } from '@/testing/dashboard-factories';
import { never, requestsTo, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const expired: MockReply = {
  status: 401,
  body: { success: false, message: 'Your session has expired. Please sign in again.' },
};

/** An answer held back until the test lets it go. */
function heldAnswer(reply: MockReply) {
  let release: () => void = () => {};
  const answer = new Promise<MockReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { handler: () => answer, release };
}

describe('a signed-in area before the session check answers', () => {
  it('draws the area the stored token claims, and asks for its data alongside the check', async () => {
    const admin = createAdmin();
    const { fetchMock } = renderApp('/admin/dashboard', {
      token: createToken(admin),
      api: { ...dashboardRoutes(), 'GET /api/auth/me': () => never() },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'HMS Admin' });
    expect(within(sidebar).getByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    expect(await screen.findByText('Total Students', { selector: 'dt' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /api/admin/dashboard')).toHaveLength(1);
  });

  it("puts the user's name in the sidebar once the session is confirmed", async () => {
    const admin = createAdmin({ name: 'Meera' });
    const me = heldAnswer({ body: { success: true, data: admin } });
    renderApp('/admin/dashboard', {
      token: createToken(admin),
      api: { ...dashboardRoutes(), 'GET /api/auth/me': me.handler },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'HMS Admin' });
    expect(sidebar).not.toHaveTextContent('Meera');

    me.release();

    await waitFor(() => expect(sidebar).toHaveTextContent('Meera'));
    expect(sidebar).toHaveTextContent('Administrator');
    expect(within(sidebar).queryByRole('status')).not.toBeInTheDocument();
  });

  it('greets the student with the dashboard’s name when it answers before the session', async () => {
    const student = createStudent({ name: 'Ravi Kumar' });
    renderApp('/student/dashboard', {
      token: createToken(student),
      api: {
        'GET /api/auth/me': () => never(),
        'GET /api/student/dashboard': {
          body: {
            success: true,
            data: createStudentDashboard({ student: createStudentProfile({ name: 'Ravi Kumar' }) }),
          },
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ravi Kumar!' }),
    ).toBeInTheDocument();
  });

  it('still ends on sign-in, without the token, when the server refuses it', async () => {
    const { router } = renderApp('/admin/dashboard', {
      token: createToken(createAdmin()),
      api: { 'GET /api/auth/me': expired, 'GET /api/admin/dashboard': expired },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('keeps the token, and the way back, when the check gets no answer', async () => {
    const admin = createAdmin();
    const token = createToken(admin);
    const me = heldAnswer({ status: 503, body: { success: false, message: 'Busy.' } });
    renderApp('/admin/dashboard', {
      token,
      api: { ...dashboardRoutes(), 'GET /api/auth/me': me.handler },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    me.release();

    expect(
      await screen.findByRole('heading', { name: 'Could not check your sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(getToken()).toBe(token);
  });

  it('shows another role’s area nothing of itself: it waits for the check, then /unauthorized', async () => {
    const student = createStudent();
    const me = heldAnswer({ body: { success: true, data: student } });
    const { router, fetchMock } = renderApp('/admin/dashboard', {
      token: createToken(student),
      api: { 'GET /api/auth/me': me.handler },
    });

    expect(await screen.findByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'HMS Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();

    me.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(requestsTo(fetchMock, 'GET /api/admin/dashboard')).toHaveLength(0);
  });

  it('waits for the check when the token has run out', async () => {
    const me = heldAnswer(expired);
    const { router } = renderApp('/admin/dashboard', {
      token: createToken(createAdmin(), new Date(Date.now() - 1000)),
      api: { 'GET /api/auth/me': me.handler },
    });

    expect(await screen.findByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'HMS Admin' })).not.toBeInTheDocument();

    me.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
