import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdmin, createAuthResponse, createToken, nextId } from '@/testing/factories';
import { createMenu, createMessManager } from '@/testing/mess-factories';
import { emptyMessSections } from '@/testing/mess-routes';
import { renderApp } from '@/testing/render-app';

const hostelId = nextId();
const api = {
  'GET /api/mess/menus': {
    body: { success: true, data: [createMenu({ hostelId, hostelName: 'Kaveri' })] },
  },
  [`GET /api/mess/plans?hostel=${hostelId}`]: { body: { success: true, data: [] } },
  ...emptyMessSections(hostelId),
};
const manager = createMessManager({ hostelIds: [hostelId] });

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe("a mess manager's way through the app", () => {
  it.each(['/', '/login'])('goes from %s to the mess, in a frame of their own', async (path) => {
    const { router } = renderApp(path, { user: manager, api });
    await expectPath(router, '/mess');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mess' })).toBeInTheDocument();
    // The frame's bar; jsdom also counts the page heading's header inside main as a banner.
    const banner = screen.getAllByRole('banner')[0]!;
    expect(banner).toHaveTextContent('Lakshmi Bai');
    expect(banner).toHaveTextContent('Mess manager');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Theirs to change.
    expect(await screen.findByRole('button', { name: 'Add Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeInTheDocument();
  });

  it.each(['/admin/mess', '/warden/mess', '/gate', '/student/dashboard'])(
    'is sent from %s to /unauthorized',
    async (path) => {
      const { router } = renderApp(path, { user: manager, api });
      await expectPath(router, '/unauthorized');
    },
  );

  it('is sent to choose a password first while on a temporary one', async () => {
    const { router } = renderApp('/mess', {
      user: createMessManager({ mustChangePassword: true }),
    });
    await expectPath(router, '/account/password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeInTheDocument();
  });

  it('signs in on the Admin tab and lands at the mess', async () => {
    const { user, router } = renderApp('/login?tab=admin', {
      api: {
        ...api,
        'POST /api/admin/login': { body: createAuthResponse(manager, createToken(manager)) },
      },
    });
    await user.type(await screen.findByLabelText('Email'), manager.email);
    await user.type(screen.getByLabelText('Password'), 'kitchen-keeper-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectPath(router, '/mess');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mess' })).toBeInTheDocument();
  });

  it('sends another role away from the mess', async () => {
    const { router } = renderApp('/mess', { user: createAdmin() });
    await expectPath(router, '/unauthorized');
  });
});
