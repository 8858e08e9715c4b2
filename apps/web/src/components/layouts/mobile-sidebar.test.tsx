import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin-layout';

function renderAdminLayout(onLogout = vi.fn()) {
  const layout = (title: string) => (
    <AdminLayout userName="Asha Warden" creditUrl="https://example.test/credit" onLogout={onLogout}>
      <h1>{title}</h1>
    </AdminLayout>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', element: layout('Dashboard') },
      { path: '/admin/rooms', element: layout('Rooms') },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), onLogout };
}

describe('admin sidebar', () => {
  it('lists the admin links and marks the current page', () => {
    renderAdminLayout();

    const sidebar = screen.getByRole('complementary', { name: 'HMS Admin' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Hostels',
      'Rooms',
      'Students',
      'Room Requests',
      'Leave',
      'Gate',
      'Roll-call',
      'Mess',
      'Notices',
      'Complaints',
      'Fees',
      'Reports',
      'Import',
      'Staff',
      'Settings',
      'Activity',
      'Hostel Management System',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Rooms' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(sidebar).getByRole('link', { name: 'Hostel Management System' })).toHaveAttribute(
      'href',
      'https://example.test/credit',
    );
    expect(sidebar).toHaveTextContent('Asha Warden');
    expect(sidebar).toHaveTextContent('Administrator');
  });

  it('calls logout', async () => {
    const { user, onLogout } = renderAdminLayout();

    const sidebar = screen.getByRole('complementary', { name: 'HMS Admin' });
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('mobile menu', () => {
  it('opens the drawer from the menu button and closes it with the close button', async () => {
    const { user } = renderAdminLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'HMS Admin' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderAdminLayout();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const { user } = renderAdminLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('drawer-backdrop'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const { user, router } = renderAdminLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Rooms' }));

    expect(router.state.location.pathname).toBe('/admin/rooms');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open drawer', async () => {
    const { user } = renderAdminLayout();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog');
    const closeButton = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Hostel Management System' })).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
  });
});
