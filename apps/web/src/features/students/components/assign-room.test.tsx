import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';
import {
  createAdmin,
  createHostel,
  createRoom,
  createStudentRecord,
  roomsPage,
  studentsPage,
} from '@/testing/factories';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });
const cauvery = createHostel({ name: 'Cauvery', type: 'Boys' });
const godavari = createHostel({ name: 'Godavari', type: 'Girls' });
const studentsRoute = 'GET /api/admin/students?page=1&limit=20';

function availableRooms(hostelId: string, search?: string): string {
  const searchPart = search ? `&search=${search}` : '';
  return `GET /api/rooms?hostel=${hostelId}&available=true${searchPart}&limit=100`;
}

function roomsBody(rooms: Room[], options?: Parameters<typeof roomsPage>[1]) {
  return { body: roomsPage(rooms, options) };
}

const arjun = createStudentRecord({ name: 'Arjun Rao', studentId: '2024ME014', gender: 'Male' });
const priya = createStudentRecord({ name: 'Priya Sharma', gender: 'Female' });
const sam = createStudentRecord({ name: 'Sam Das', gender: 'Other' });

const k101 = createRoom({
  roomNumber: '101',
  hostel: kaveri,
  type: 'Double',
  floor: 1,
  capacity: 2,
  currentOccupancy: 1,
});
const k102 = createRoom({
  roomNumber: '102',
  hostel: kaveri,
  type: 'Single',
  floor: 1,
  capacity: 1,
});
const g201 = createRoom({
  roomNumber: '201',
  hostel: godavari,
  type: 'Triple',
  floor: 2,
  capacity: 3,
  currentOccupancy: 2,
});

async function openAssignDialog(student: Student, api: MockRoutes = {}) {
  const view = renderApp('/admin/students', {
    user: createAdmin(),
    api: {
      'GET /api/hostels': { body: { success: true, data: [cauvery, godavari, kaveri] } },
      [studentsRoute]: { body: studentsPage([student]) },
      ...api,
    },
  });
  const name = student.room ? `Change room for ${student.name}` : `Assign room to ${student.name}`;
  await view.user.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: student.room ? 'Change Room' : 'Assign Room' });
  return { ...view, dialog };
}

function optionLabels(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('Assign Room', () => {
  it('offers a Male student Boys hostels only, and says why', async () => {
    const { dialog } = await openAssignDialog(arjun);

    const hostel = within(dialog).getByLabelText('Hostel');
    expect(hostel).toHaveFocus();
    expect(optionLabels(hostel)).toEqual(['Select hostel', 'Cauvery', 'Kaveri']);
    expect(hostel).toHaveAccessibleDescription('Only Boys hostels are listed: Arjun Rao is Male.');
    expect(dialog).toHaveAccessibleDescription(
      'Choose a hostel, then a room with a free bed for Arjun Rao.',
    );
  });

  it('offers a Female student Girls hostels, and a student of gender Other every hostel', async () => {
    const { dialog, unmount } = await openAssignDialog(priya);
    expect(optionLabels(within(dialog).getByLabelText('Hostel'))).toEqual([
      'Select hostel',
      'Godavari',
    ]);
    unmount();

    const other = await openAssignDialog(sam);
    expect(optionLabels(within(other.dialog).getByLabelText('Hostel'))).toEqual([
      'Select hostel',
      'Cauvery',
      'Godavari',
      'Kaveri',
    ]);
  });

  it('lists the available rooms of the chosen hostel with their occupancy', async () => {
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody([k101, k102]),
    });
    expect(within(dialog).getByRole('group', { name: 'Room' })).toHaveTextContent(
      'Choose a hostel to see its rooms with a free bed.',
    );
    expect(requestsTo(fetchMock, availableRooms(kaveri._id))).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');

    const rooms = within(dialog).getByRole('group', { name: 'Room' });
    expect(
      await within(rooms).findByRole('radio', {
        name: 'Room 101 · Double · Floor 1 · 1 / 2 occupied',
      }),
    ).not.toBeChecked();
    expect(
      within(rooms).getByRole('radio', { name: 'Room 102 · Single · Floor 1 · 0 / 1 occupied' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, availableRooms(kaveri._id))).toHaveLength(1);
    // A hostel with few rooms needs no search box.
    expect(within(dialog).queryByLabelText('Search rooms')).not.toBeInTheDocument();
  });

  it("says 'Please select a room' when none is chosen", async () => {
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody([k101]),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));
    const rooms = within(dialog).getByRole('group', { name: 'Room' });
    expect(within(rooms).getByRole('alert')).toHaveTextContent('Please select a room');
    expect(within(dialog).getByLabelText('Hostel')).toHaveFocus();

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await within(rooms).findByRole('radio', { name: /^Room 101/ });
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    expect(within(rooms).getByRole('alert')).toHaveTextContent('Please select a room');
    expect(rooms).toHaveAccessibleDescription('Please select a room');
    expect(within(rooms).getByRole('radio', { name: /^Room 101/ })).toHaveFocus();
    expect(requestsTo(fetchMock, `PUT /api/admin/students/${arjun._id}/assign-room`)).toHaveLength(
      0,
    );
  });

  it('clears the chosen room when the hostel changes', async () => {
    const { user, dialog } = await openAssignDialog(sam, {
      [availableRooms(kaveri._id)]: roomsBody([k101]),
      [availableRooms(godavari._id)]: roomsBody([g201]),
    });
    const hostel = within(dialog).getByLabelText('Hostel');

    await user.selectOptions(hostel, 'Kaveri');
    const room101 = await within(dialog).findByRole('radio', { name: /^Room 101/ });
    await user.click(room101);
    expect(room101).toBeChecked();

    await user.selectOptions(hostel, 'Godavari');
    expect(
      await within(dialog).findByRole('radio', {
        name: 'Room 201 · Triple · Floor 2 · 2 / 3 occupied',
      }),
    ).not.toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /^Room 101/ })).not.toBeInTheDocument();

    // Back to the first hostel: its room is offered again, but no longer chosen.
    await user.selectOptions(hostel, 'Kaveri');
    expect(await within(dialog).findByRole('radio', { name: /^Room 101/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a room');
  });

  it("says 'No available rooms in this hostel' when every room is full", async () => {
    const { user, dialog } = await openAssignDialog(arjun, {
      [availableRooms(cauvery._id)]: roomsBody([]),
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Cauvery');

    expect(await within(dialog).findByText('No available rooms in this hostel')).toBeVisible();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('assigns, toasts, closes, and refetches students, rooms and hostels', async () => {
    let assigned = false;
    const afterwards: Student = {
      ...arjun,
      hostel: { _id: kaveri._id, name: 'Kaveri', type: 'Boys' },
      room: { _id: k102._id, roomNumber: '102', type: 'Single', floor: 1 },
    };
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [studentsRoute]: () => ({ body: studentsPage([assigned ? afterwards : arjun]) }),
      [availableRooms(kaveri._id)]: roomsBody([k101, k102]),
      [`PUT /api/admin/students/${arjun._id}/assign-room`]: () => {
        assigned = true;
        return { body: { success: true, data: afterwards } };
      },
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await user.click(await within(dialog).findByRole('radio', { name: /^Room 102/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    expect(await screen.findByText('Room assigned successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      requestsTo(fetchMock, `PUT /api/admin/students/${arjun._id}/assign-room`)[0]?.body,
    ).toEqual({ roomId: k102._id, hostel: kaveri._id });
    expect(
      await screen.findByRole('button', { name: 'Change room for Arjun Rao' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('RoomRoom 102');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hostels')).toHaveLength(2));
    expect(requestsTo(fetchMock, studentsRoute)).toHaveLength(2);
  });

  it('sends the bed and the past day the office chose, and offers only free beds', async () => {
    const occupied = { ...k101, students: [{ _id: 's9', name: 'Ravi', studentId: 'X1', bed: 1 }] };
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody([occupied]),
      [`PUT /api/admin/students/${arjun._id}/assign-room`]: {
        body: { success: true, data: arjun },
      },
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await user.click(await within(dialog).findByRole('radio', { name: /^Room 101/ }));
    expect(optionLabels(within(dialog).getByLabelText('Bed'))).toEqual(['First free bed', 'Bed 2']);
    await user.selectOptions(within(dialog).getByLabelText('Bed'), 'Bed 2');
    const day = within(dialog).getByLabelText('Moving-in day');
    await user.clear(day);
    await user.type(day, '2026-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    await waitFor(() =>
      expect(
        requestsTo(fetchMock, `PUT /api/admin/students/${arjun._id}/assign-room`)[0]?.body,
      ).toEqual({ roomId: k101._id, hostel: kaveri._id, bed: 2, date: '2026-01-15' }),
    );
  });

  it("reads 'Assigning...' while the request runs", async () => {
    const { user, dialog } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody([k101]),
      [`PUT /api/admin/students/${arjun._id}/assign-room`]: () => never(),
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await user.click(await within(dialog).findByRole('radio', { name: /^Room 101/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    expect(await within(dialog).findByRole('button', { name: 'Assigning...' })).toBeDisabled();
  });

  it("toasts the server's refusal, keeps the dialog open and refreshes the rooms", async () => {
    let full = false;
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: () => roomsBody(full ? [k102] : [k101, k102]),
      [`PUT /api/admin/students/${arjun._id}/assign-room`]: () => {
        full = true;
        return {
          status: 409,
          body: {
            success: false,
            message: 'Room 101 in Kaveri is full. Choose a room with a free bed.',
          },
        };
      },
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await user.click(await within(dialog).findByRole('radio', { name: /^Room 101/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    expect(
      await screen.findByText('Room 101 in Kaveri is full. Choose a room with a free bed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Room' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /^Room 101/ })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, availableRooms(kaveri._id))).toHaveLength(2);

    // The room that filled up is no longer chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a room');
  });

  it("falls back to 'Failed to assign room'", async () => {
    const { user, dialog } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody([k101]),
      [`PUT /api/admin/students/${arjun._id}/assign-room`]: { status: 500, body: undefined },
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await user.click(await within(dialog).findByRole('radio', { name: /^Room 101/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Room' }));

    expect(await screen.findByText('Failed to assign room')).toBeInTheDocument();
  });

  it('changes a room: starts in the current hostel and leaves out the current room', async () => {
    const living: Student = {
      ...arjun,
      hostel: { _id: kaveri._id, name: 'Kaveri', type: 'Boys' },
      room: { _id: k101._id, roomNumber: '101', type: 'Double', floor: 1 },
    };
    const { dialog } = await openAssignDialog(living, {
      [availableRooms(kaveri._id)]: roomsBody([k101, k102]),
    });

    expect(dialog).toHaveAccessibleDescription(
      'Arjun Rao lives in Room 101, Kaveri. Choose a hostel, then the room to move them to.',
    );
    expect(within(dialog).getByLabelText('Hostel')).toHaveValue(kaveri._id);
    expect(await within(dialog).findByRole('radio', { name: /^Room 102/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /^Room 101/ })).not.toBeInTheDocument();
  });

  it('searches the rooms on the server when a hostel has many', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      createRoom({ roomNumber: String(301 + index), hostel: kaveri }),
    );
    const { user, dialog, fetchMock } = await openAssignDialog(arjun, {
      [availableRooms(kaveri._id)]: roomsBody(many, { limit: 100, total: 140 }),
      [availableRooms(kaveri._id, '312')]: roomsBody([many[11]!], { limit: 100 }),
    });

    await user.selectOptions(within(dialog).getByLabelText('Hostel'), 'Kaveri');
    await within(dialog).findByRole('radio', { name: /^Room 301/ });
    expect(within(dialog).getByRole('group', { name: 'Room' })).toHaveAccessibleDescription(
      'Showing the first 12 of 140 rooms with a free bed. Search by room number to find another.',
    );

    await user.type(within(dialog).getByLabelText('Search rooms'), '312');

    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual([many[11]!._id]),
    );
    expect(requestsTo(fetchMock, availableRooms(kaveri._id, '312'))).toHaveLength(1);
    // The box stays while a search narrows the list, so it can be cleared again.
    expect(within(dialog).getByLabelText('Search rooms')).toHaveValue('312');
  });

  it('tells why an inactive student cannot be given a room', async () => {
    const { user, dialog } = await openAssignDialog({ ...arjun, isActive: false });

    expect(dialog).toHaveAccessibleDescription(
      'Arjun Rao is inactive. Set them active before assigning a room.',
    );
    expect(within(dialog).queryByLabelText('Hostel')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
