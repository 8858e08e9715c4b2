import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { roomListQuerySchema } from '@hms/shared/rooms';
import { useUrlFilters } from './use-url-filters';

const keys = ['search', 'hostel', 'available'] as const;
const hostelId = '00000000-0000-4000-8000-000000000001';

function Example() {
  const { filters, hasFilters, setFilters, setPage, clearFilters } = useUrlFilters(
    roomListQuerySchema.shape,
    keys,
  );
  return (
    <>
      <output>{JSON.stringify({ filters, hasFilters })}</output>
      <button onClick={() => setFilters({ available: true })}>Available</button>
      <button onClick={() => setFilters({ search: 'A-1' }, { replace: true })}>Search</button>
      <button onClick={() => setPage(filters.page + 1)}>Next</button>
      <button
        onClick={() => {
          setFilters({ hostel: hostelId });
          setFilters({ available: true });
        }}
      >
        Both
      </button>
      <button onClick={clearFilters}>Clear</button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/rooms', Component: Example }], {
    initialEntries: ['/elsewhere', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown;
  return { router, state, user: userEvent.setup() };
}

describe('useUrlFilters', () => {
  it('reads the filters with the API schema and drops what it would refuse', () => {
    const { state } = renderAt(`/rooms?search=%20101%20&hostel=${hostelId}&available=false&page=3`);
    expect(state()).toEqual({
      filters: { search: '101', hostel: hostelId, available: false, page: 3 },
      hasFilters: true,
    });
  });

  it('keeps both of two filters chosen before the page renders again', async () => {
    const { router, user } = renderAt('/rooms');
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(router.state.location.search).toBe(`?hostel=${hostelId}&available=true`);
  });

  it('ignores blank and invalid values', () => {
    const { state } = renderAt('/rooms?search=%20&hostel=nope&available=maybe&page=0');
    expect(state()).toEqual({ filters: { page: 1 }, hasFilters: false });
  });

  it('goes back to page 1 when a filter changes, keeps the page otherwise, and clears', async () => {
    const { router, user } = renderAt('/rooms?search=101&page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?search=101&page=3');

    await user.click(screen.getByRole('button', { name: 'Available' }));
    expect(router.state.location.search).toBe('?search=101&available=true');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
  });

  it('can replace the history entry instead of adding one', async () => {
    const { router, user } = renderAt('/rooms');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=A-1');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
