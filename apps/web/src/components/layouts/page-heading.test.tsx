import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContextProvider } from './page-context';
import { PageHeading } from './page-heading';

function Root() {
  return (
    <PageContextProvider siteName="Test College">
      <Outlet />
    </PageContextProvider>
  );
}

function Students() {
  return (
    <>
      <PageHeading title="Students" />
      <Link to="/rooms">Rooms</Link>
      <Link to="/students?search=asha">Search Asha</Link>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          { path: '/', element: <Navigate to="/students" replace /> },
          { path: '/students', Component: Students },
          {
            path: '/rooms',
            element: (
              <>
                <PageHeading title="Welcome, Asha" documentTitle="Rooms" />
                <Link to="/students">Students</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  document.title = '';
});

describe("a page's heading (docs/product-rules.md#page-titles)", () => {
  it('names the document after the page and the college, and is focusable by script only', async () => {
    renderAt('/students');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Students' });
    expect(document.title).toBe('Students · Test College');
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('takes no focus on the first page, even one reached by a redirect', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Students' });
    expect(document.body).toHaveFocus();
  });

  it('takes focus after a navigation to another path, and names the tab as told', async () => {
    const { user } = renderAt('/students');
    await user.click(await screen.findByRole('link', { name: 'Rooms' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toHaveFocus();
    expect(document.title).toBe('Rooms · Test College');

    await user.click(screen.getByRole('link', { name: 'Students' }));
    expect(await screen.findByRole('heading', { name: 'Students' })).toHaveFocus();
    expect(document.title).toBe('Students · Test College');
  });

  it('leaves focus where it is when only the search of the address changes', async () => {
    const { router, user } = renderAt('/students');
    const link = await screen.findByRole('link', { name: 'Search Asha' });
    await user.click(link);
    expect(router.state.location.search).toBe('?search=asha');
    expect(link).toHaveFocus();
  });

  it('takes focus again when Back returns to the page before', async () => {
    const { router, user } = renderAt('/students');
    await user.click(await screen.findByRole('link', { name: 'Rooms' }));
    await screen.findByRole('heading', { name: 'Welcome, Asha' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Students' })).toHaveFocus();
  });
});
