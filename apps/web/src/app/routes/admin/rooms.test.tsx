import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Room } from '@hms/shared/rooms';
import { createAdmin, createHostel, createRoom, roomsPage } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri' });
const godavari = createHostel({ name: 'Godavari', type: 'Girls' });
const hostelsRoute = { body: { success: true, data: [godavari, kaveri] } };

function renderRooms(path = '/admin/rooms', api: MockRoutes = {}) {
  return renderApp(path, {
    user: createAdmin(),
    api: {
      'GET /api/hostels': hostelsRoute,
      'GET /api/rooms?page=1&limit=20': { body: roomsPage([]) },
      ...api,
    },
  });
}

function filterBar() {
  return screen.getByRole('search', { name: 'Room filters' });
}

describe('rooms page', () => {
  it('shows a card per room with its details', async () => {
    const rooms: Room[] = [
      createRoom({
        roomNumber: '101',
        hostel: kaveri,
        type: 'Double',
        capacity: 2,
        currentOccupancy: 1,
        floor: 2,
        monthlyRent: 4500,
        isAC: false,
        students: [{ _id: 's1', name: 'Ravi Kumar', studentId: '2024CS001', bed: 1 }],
      }),
      createRoom({
        roomNumber: '102',
        hostel: kaveri,
        type: 'Single',
        capacity: 1,
        currentOccupancy: 1,
        isAC: true,
        students: [{ _id: 's2', name: 'Arjun', studentId: '2024CS002', bed: 1 }],
      }),
      createRoom({ roomNumber: '201', hostel: godavari, type: 'Triple', capacity: 3 }),
    ];
    renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': { body: roomsPage(rooms) },
    });

    const first = (await screen.findByRole('heading', { name: 'Room 101' })).closest('article')!;
    expect(first).toHaveTextContent('Kaveri');
    expect(first).toHaveTextContent('Double');
    expect(first).toHaveTextContent('Floor 2');
    expect(first).toHaveTextContent('1 / 2 (50.0%)');
    expect(first).toHaveTextContent('₹4,500');
    expect(first).toHaveTextContent('Non-AC');
    expect(first).toHaveTextContent('Available');
    expect(first).toHaveTextContent('Bed 1: Ravi Kumar (2024CS001)');
    expect(within(first).getByRole('meter', { name: 'Occupancy of room 101' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );

    const full = screen.getByRole('heading', { name: 'Room 102' }).closest('article')!;
    expect(full).toHaveTextContent('Full');
    expect(within(full).getByText('AC')).toBeInTheDocument();
    expect(within(full).getByRole('meter')).toHaveAttribute('data-tone', 'red');

    const empty = screen.getByRole('heading', { name: 'Room 201' }).closest('article')!;
    expect(empty).toHaveTextContent('No students assigned');
    expect(within(empty).getByRole('meter')).toHaveAttribute('data-tone', 'green');

    expect(screen.getByRole('button', { name: 'Edit room 101 in Kaveri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete room 201 in Godavari' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 rooms')).toBeInTheDocument();
  });

  it('reads the filters and page from the URL and asks the API for them', async () => {
    const { fetchMock } = renderRooms(
      `/admin/rooms?search=10&hostel=${kaveri._id}&available=true&page=2`,
      {
        [`GET /api/rooms?hostel=${kaveri._id}&available=true&search=10&page=2&limit=20`]: {
          body: roomsPage([createRoom({ roomNumber: '110', hostel: kaveri })], {
            page: 2,
            total: 21,
          }),
        },
      },
    );

    expect(await screen.findByRole('heading', { name: 'Room 110' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search rooms')).toHaveValue('10');
    await waitFor(() => expect(screen.getByLabelText('Filter by hostel')).toHaveValue(kaveri._id));
    expect(screen.getByLabelText('Filter by availability')).toHaveValue('true');
    expect(screen.getByText('Showing 21–21 of 21 rooms')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/rooms?page=1&limit=20')).toHaveLength(0);
  });

  it("counts the URL's hostel and availability on the Filters button that folds them on phones", async () => {
    renderRooms(`/admin/rooms?search=10&hostel=${kaveri._id}&available=true`, {
      [`GET /api/rooms?hostel=${kaveri._id}&available=true&search=10&page=1&limit=20`]: {
        body: roomsPage([createRoom({ roomNumber: '110', hostel: kaveri })]),
      },
    });

    await screen.findByRole('heading', { name: 'Room 110' });
    // The search stays in view beside the button, so only the two folded filters count.
    const toggle = within(filterBar()).getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores URL values the API would refuse', async () => {
    const { fetchMock } = renderRooms('/admin/rooms?hostel=nope&available=maybe&page=abc');

    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/rooms?page=1&limit=20')).toHaveLength(1);
  });

  it('writes the filters to the URL, back to page 1, and clears them', async () => {
    const { user, router, fetchMock } = renderRooms('/admin/rooms?page=3', {
      'GET /api/rooms?page=3&limit=20': { body: roomsPage([], { page: 3, total: 0 }) },
      'GET /api/rooms?search=101&page=1&limit=20': { body: roomsPage([]) },
      [`GET /api/rooms?hostel=${godavari._id}&search=101&page=1&limit=20`]: {
        body: roomsPage([]),
      },
      [`GET /api/rooms?hostel=${godavari._id}&available=false&search=101&page=1&limit=20`]: {
        body: roomsPage([]),
      },
    });
    await screen.findByText('No rooms found');
    expect(within(filterBar()).queryByRole('button', { name: 'Clear filters' })).toBeNull();

    // The router's location changes before React renders it; each step waits for the request
    // that the rendered page makes, as a person would wait for the list.
    const requested = (query: string) =>
      waitFor(() => expect(requestsTo(fetchMock, `GET /api/rooms?${query}`)).toHaveLength(1));

    await user.type(screen.getByLabelText('Search rooms'), '101');
    await waitFor(() => expect(router.state.location.search).toBe('?search=101'));
    await requested('search=101&page=1&limit=20');

    await user.selectOptions(screen.getByLabelText('Filter by hostel'), 'Godavari');
    expect(router.state.location.search).toBe(`?search=101&hostel=${godavari._id}`);
    await requested(`hostel=${godavari._id}&search=101&page=1&limit=20`);

    const availability = screen.getByLabelText('Filter by availability');
    expect(
      within(availability)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Available', 'Full']);
    await user.selectOptions(availability, 'Full');
    expect(router.state.location.search).toBe(`?search=101&hostel=${godavari._id}&available=false`);

    await requested(`hostel=${godavari._id}&available=false&search=101&page=1&limit=20`);
    expect(await screen.findByText('No rooms match your filters')).toBeInTheDocument();

    await user.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search rooms')).toHaveValue('');
    expect(screen.getByLabelText('Filter by hostel')).toHaveValue('');
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
  });

  it("offers Clear filters from 'No rooms match your filters'", async () => {
    const { user, router } = renderRooms('/admin/rooms?available=true', {
      'GET /api/rooms?available=true&page=1&limit=20': { body: roomsPage([]) },
    });

    const empty = (await screen.findByText('No rooms match your filters')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
  });

  it('pages with Previous and Next through the URL', async () => {
    const pageOne = Array.from({ length: 20 }, (_, index) =>
      createRoom({ roomNumber: String(100 + index), hostel: kaveri }),
    );
    const { user, router } = renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': { body: roomsPage(pageOne, { total: 5000 }) },
      'GET /api/rooms?page=2&limit=20': {
        body: roomsPage([createRoom({ roomNumber: '300', hostel: kaveri })], {
          page: 2,
          total: 5000,
        }),
      },
    });

    expect(await screen.findByText('Showing 1–20 of 5,000 rooms')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Room 300' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 5,000 rooms')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 250')).toBeInTheDocument();
  });

  it("says 'Error loading rooms' and retries", async () => {
    let calls = 0;
    const { user } = renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : { body: roomsPage([createRoom({ roomNumber: '101' })]) };
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading rooms');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeInTheDocument();
  });

  it('still lists the rooms when the hostels cannot be loaded', async () => {
    renderRooms('/admin/rooms', {
      'GET /api/hostels': { status: 500, body: { success: false, message: 'Oops.' } },
      'GET /api/rooms?page=1&limit=20': { body: roomsPage([createRoom({ roomNumber: '101' })]) },
    });

    expect(await screen.findByRole('heading', { name: 'Room 101' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Filter by hostel')).getAllByRole('option')).toHaveLength(
      1,
    );
  });

  it('shows a placeholder while loading', async () => {
    renderRooms('/admin/rooms', { 'GET /api/rooms?page=1&limit=20': () => never() });

    expect(await screen.findByRole('status', { name: 'Loading rooms' })).toBeInTheDocument();
  });

  describe('Add Room', () => {
    async function openAddDialog(path = '/admin/rooms', api: MockRoutes = {}) {
      const view = renderRooms(path, api);
      await screen.findByText(/No rooms/);
      // The hostel choice needs the hostels.
      await waitFor(() =>
        expect(within(filterBar()).getAllByRole('option', { name: 'Kaveri' })).toHaveLength(1),
      );
      await view.user.click(screen.getByRole('button', { name: 'Add Room' }));
      return { ...view, dialog: screen.getByRole('dialog', { name: 'Add Room' }) };
    }

    it('derives the capacity from the room type and never lets it be typed', async () => {
      const { user, dialog } = await openAddDialog();
      const capacity = within(dialog).getByLabelText('Capacity');
      expect(capacity).toHaveAttribute('readonly');
      expect(capacity).toHaveValue('');

      await user.selectOptions(within(dialog).getByLabelText('Room Type'), 'Triple');
      expect(capacity).toHaveValue('3');
      await user.selectOptions(within(dialog).getByLabelText('Room Type'), 'Single');
      expect(capacity).toHaveValue('1');

      await user.type(capacity, '9');
      expect(capacity).toHaveValue('1');
    });

    it('shows the required messages and the floor minimum', async () => {
      const { user, dialog } = await openAddDialog();

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Room Number')).toBe('Room number is required'));
      expect(fieldError('Hostel')).toBe('Hostel is required');
      expect(fieldError('Room Type')).toBe('Room type is required');
      expect(fieldError('Floor')).toBe('Floor is required');
      expect(fieldError('Monthly Rent (₹)')).toBe('Monthly rent is required');

      await user.type(within(dialog).getByLabelText('Floor'), '0');
      await user.type(within(dialog).getByLabelText('Monthly Rent (₹)'), '-1');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Floor')).toBe('Floor must be at least 1'));
      expect(fieldError('Monthly Rent (₹)')).toBe('Must be positive');
    });

    it('adds a room in the filtered hostel, toasts and closes', async () => {
      const { user, dialog, fetchMock } = await openAddDialog(`/admin/rooms?hostel=${kaveri._id}`, {
        [`GET /api/rooms?hostel=${kaveri._id}&page=1&limit=20`]: { body: roomsPage([]) },
        'POST /api/rooms': {
          status: 201,
          body: { success: true, data: createRoom({ roomNumber: '101', hostel: kaveri }) },
        },
      });
      expect(within(dialog).getByLabelText('Hostel')).toHaveValue(kaveri._id);

      await user.type(within(dialog).getByLabelText('Room Number'), '101');
      await user.selectOptions(within(dialog).getByLabelText('Room Type'), 'Double');
      await user.type(within(dialog).getByLabelText('Floor'), '1');
      await user.type(within(dialog).getByLabelText('Monthly Rent (₹)'), '4500');
      await user.click(within(dialog).getByLabelText('Air Conditioned'));
      await user.type(within(dialog).getByLabelText('Amenities'), 'Study Table, WiFi');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Room added successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/rooms')[0]?.body).toEqual({
        roomNumber: '101',
        hostel: kaveri._id,
        type: 'Double',
        floor: 1,
        monthlyRent: 4500,
        isAC: true,
        amenities: ['Study Table', 'WiFi'],
      });
    });

    it("toasts the server's duplicate-number message", async () => {
      const { user, dialog } = await openAddDialog('/admin/rooms', {
        'POST /api/rooms': {
          status: 409,
          body: { success: false, message: 'Room 101 already exists in Kaveri.' },
        },
      });

      await user.type(within(dialog).getByLabelText('Room Number'), '101');
      await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
      await user.selectOptions(within(dialog).getByLabelText('Room Type'), 'Single');
      await user.type(within(dialog).getByLabelText('Floor'), '1');
      await user.type(within(dialog).getByLabelText('Monthly Rent (₹)'), '4500');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Room 101 already exists in Kaveri.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add Room' })).toBeInTheDocument();
    });
  });

  it('edits a room with its values filled in', async () => {
    const room = createRoom({
      roomNumber: '101',
      hostel: kaveri,
      type: 'Triple',
      capacity: 3,
      floor: 2,
      monthlyRent: 4500,
      isAC: true,
      amenities: ['WiFi', 'Balcony'],
    });
    const { user, fetchMock } = renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': { body: roomsPage([room]) },
      [`PUT /api/rooms/${room._id}`]: { body: { success: true, data: room } },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit room 101 in Kaveri' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByLabelText('Room Number')).toHaveValue('101');
    expect(within(dialog).getByLabelText('Hostel')).toHaveValue(kaveri._id);
    expect(within(dialog).getByLabelText('Room Type')).toHaveValue('Triple');
    expect(within(dialog).getByLabelText('Capacity')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Floor')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Air Conditioned')).toBeChecked();
    expect(within(dialog).getByLabelText('Amenities')).toHaveValue('WiFi, Balcony');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room updated successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT /api/rooms/${room._id}`)[0]?.body).toMatchObject({
      hostel: kaveri._id,
      type: 'Triple',
      floor: 2,
      isAC: true,
    });
  });

  it('asks before deleting a room', async () => {
    const room = createRoom({ roomNumber: '101', hostel: kaveri });
    let deleted = false;
    const { user } = renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': () => ({ body: roomsPage(deleted ? [] : [room]) }),
      [`DELETE /api/rooms/${room._id}`]: () => {
        deleted = true;
        return { body: { success: true, data: { _id: room._id } } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete room 101 in Kaveri' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Room' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete room 101?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Room deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
  });

  it("toasts 'Failed to delete room' when the server gives no reason", async () => {
    const room = createRoom({ roomNumber: '101', hostel: kaveri });
    const { user } = renderRooms('/admin/rooms', {
      'GET /api/rooms?page=1&limit=20': { body: roomsPage([room]) },
      [`DELETE /api/rooms/${room._id}`]: { status: 500, body: undefined },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete room 101 in Kaveri' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete room')).toBeInTheDocument();
  });
});
