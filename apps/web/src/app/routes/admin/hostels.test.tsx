import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Hostel } from '@hms/shared/hostels';
import { createAdmin, createHostel } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function hostelsBody(hostels: Hostel[]) {
  return { body: { success: true, data: hostels } };
}

function renderHostels(api: MockRoutes = {}) {
  return renderApp('/admin/hostels', {
    user: createAdmin(),
    api: { 'GET /api/hostels': hostelsBody([]), ...api },
  });
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const validHostel = {
  Name: 'Kaveri',
  'Total Rooms': '20',
  'Total Capacity': '40',
  'Monthly Fee (₹)': '5000',
  'Security Deposit (₹)': '10000',
  Address: '1 College Road',
};

describe('hostels page', () => {
  it('shows a placeholder while loading', async () => {
    renderHostels({ 'GET /api/hostels': () => never() });

    expect(await screen.findByRole('heading', { name: 'Hostels' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading hostels' })).toBeInTheDocument();
  });

  it('shows a card per hostel with its Edit and Delete buttons', async () => {
    renderHostels({
      'GET /api/hostels': hostelsBody([
        createHostel({ name: 'Godavari' }),
        createHostel({ name: 'Kaveri' }),
      ]),
    });

    expect(await screen.findByRole('heading', { name: 'Godavari' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kaveri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Kaveri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Godavari' })).toBeInTheDocument();
  });

  it("says 'No hostels found' when there are none", async () => {
    renderHostels();

    expect(await screen.findByText('No hostels found')).toBeInTheDocument();
  });

  it("says 'Error loading hostels' and retries", async () => {
    let calls = 0;
    const { user } = renderHostels({
      'GET /api/hostels': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : hostelsBody([createHostel({ name: 'Kaveri' })]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading hostels');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Kaveri' })).toBeInTheDocument();
  });

  describe('Add Hostel', () => {
    async function openAddDialog(api: MockRoutes = {}) {
      const view = renderHostels(api);
      await screen.findByText('No hostels found');
      await view.user.click(screen.getByRole('button', { name: 'Add Hostel' }));
      return { ...view, dialog: screen.getByRole('dialog', { name: 'Add Hostel' }) };
    }

    it('shows every required message', async () => {
      const { user } = await openAddDialog();
      expect(screen.getByLabelText('Name')).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Name')).toBe('Hostel name is required'));
      expect(fieldError('Type')).toBe('Hostel type is required');
      expect(fieldError('Total Rooms')).toBe('Total rooms is required');
      expect(fieldError('Total Capacity')).toBe('Total capacity is required');
      expect(fieldError('Monthly Fee (₹)')).toBe('Monthly fee is required');
      expect(fieldError('Security Deposit (₹)')).toBe('Security deposit is required');
      expect(fieldError('Address')).toBe('Address is required');
      expect(fieldError('Amenities')).toBeUndefined();
      expect(fieldError('Warden Name')).toBeUndefined();
    });

    it('shows the minimum and pattern messages', async () => {
      const { user } = await openAddDialog();

      await fill(user, {
        'Total Rooms': '0',
        'Total Capacity': '0',
        'Monthly Fee (₹)': '-1',
        'Security Deposit (₹)': '-5',
        'Warden Phone': '12345',
        'Warden Email': 'warden@',
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(fieldError('Total Rooms')).toBe('Must be at least 1'));
      expect(fieldError('Total Capacity')).toBe('Must be at least 1');
      expect(fieldError('Monthly Fee (₹)')).toBe('Must be positive');
      expect(fieldError('Security Deposit (₹)')).toBe('Must be positive');
      expect(fieldError('Warden Phone')).toBe('Please enter a valid 10-digit phone number');
      expect(fieldError('Warden Email')).toBe('Invalid email address');
    });

    it('sends amenities as a list, toasts, closes and refetches the list', async () => {
      let created: Hostel | undefined;
      const { user, fetchMock } = await openAddDialog({
        'GET /api/hostels': () => hostelsBody(created ? [created] : []),
        'POST /api/hostels': () => {
          created = createHostel({ name: 'Kaveri' });
          return { status: 201, body: { success: true, data: created } };
        },
      });
      expect(screen.getByLabelText('Amenities')).toHaveAccessibleDescription(
        'Separate with commas, e.g. WiFi, Mess, Laundry',
      );

      await fill(user, { ...validHostel, Amenities: 'WiFi, Mess', 'Warden Name': 'Suresh' });
      await user.selectOptions(screen.getByLabelText('Type'), 'Girls');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Hostel added successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Kaveri' })).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/hostels')[0]?.body).toEqual({
        name: 'Kaveri',
        type: 'Girls',
        totalRooms: 20,
        totalCapacity: 40,
        fees: { monthly: 5000, security: 10000 },
        address: '1 College Road',
        amenities: ['WiFi', 'Mess'],
        warden: { name: 'Suresh' },
      });
      expect(requestsTo(fetchMock, 'GET /api/hostels')).toHaveLength(2);
    });

    it("reads 'Saving...' while the request runs", async () => {
      const { user } = await openAddDialog({ 'POST /api/hostels': () => never() });

      await fill(user, validHostel);
      await user.selectOptions(screen.getByLabelText('Type'), 'Boys');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    });

    it("toasts the server's 409 and keeps the dialog open", async () => {
      const { user } = await openAddDialog({
        'POST /api/hostels': {
          status: 409,
          body: { success: false, message: 'A hostel named Kaveri already exists.' },
        },
      });

      await fill(user, validHostel);
      await user.selectOptions(screen.getByLabelText('Type'), 'Boys');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('A hostel named Kaveri already exists.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add Hostel' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    });

    it("falls back to 'Failed to add hostel' and puts nested field messages under their fields", async () => {
      const { user } = await openAddDialog({
        'POST /api/hostels': {
          status: 400,
          body: {
            success: false,
            message: '',
            errors: [{ path: 'fees.monthly', message: 'Enter whole rupees' }],
          },
        },
      });

      await fill(user, validHostel);
      await user.selectOptions(screen.getByLabelText('Type'), 'Boys');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Failed to add hostel')).toBeInTheDocument();
      expect(fieldError('Monthly Fee (₹)')).toBe('Enter whole rupees');
    });

    it('closes with Cancel and returns focus to Add Hostel', async () => {
      const { user } = await openAddDialog();

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Hostel' })).toHaveFocus();
    });
  });

  it('edits a hostel with its values filled in', async () => {
    const hostel = createHostel({
      name: 'Kaveri',
      type: 'Girls',
      totalRooms: 20,
      totalCapacity: 40,
      fees: { monthly: 5000, security: 10000 },
      address: '1 College Road',
      amenities: ['WiFi', 'Mess', 'Laundry'],
      warden: { name: 'Suresh Rao', phone: '9876543210' },
    });
    const { user, fetchMock } = renderHostels({
      'GET /api/hostels': hostelsBody([hostel]),
      [`PUT /api/hostels/${hostel._id}`]: {
        body: { success: true, data: { ...hostel, totalRooms: 25 } },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Kaveri' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Hostel' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Kaveri');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('Girls');
    expect(within(dialog).getByLabelText('Total Rooms')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Monthly Fee (₹)')).toHaveValue(5000);
    expect(within(dialog).getByLabelText('Address')).toHaveValue('1 College Road');
    expect(within(dialog).getByLabelText('Amenities')).toHaveValue('WiFi, Mess, Laundry');
    expect(within(dialog).getByLabelText('Warden Phone')).toHaveValue('9876543210');
    expect(within(dialog).getByLabelText('Warden Email')).toHaveValue('');

    await fill(user, { 'Total Rooms': '25' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Hostel updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT /api/hostels/${hostel._id}`)[0]?.body).toMatchObject({
      totalRooms: 25,
      amenities: ['WiFi', 'Mess', 'Laundry'],
      warden: { name: 'Suresh Rao', phone: '9876543210' },
    });
  });

  describe('Delete', () => {
    it('asks first, then deletes and refetches', async () => {
      const hostel = createHostel({ name: 'Kaveri' });
      let deleted = false;
      const { user, fetchMock } = renderHostels({
        'GET /api/hostels': () => hostelsBody(deleted ? [] : [hostel]),
        [`DELETE /api/hostels/${hostel._id}`]: () => {
          deleted = true;
          return { body: { success: true, data: { _id: hostel._id } } };
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Delete Kaveri' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete Hostel' });
      expect(confirm).toHaveTextContent('Are you sure you want to delete Kaveri?');

      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, `DELETE /api/hostels/${hostel._id}`)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete Kaveri' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Hostel deleted successfully')).toBeInTheDocument();
      expect(await screen.findByText('No hostels found')).toBeInTheDocument();
    });

    it("toasts the server's refusal", async () => {
      const hostel = createHostel({ name: 'Kaveri' });
      const { user } = renderHostels({
        'GET /api/hostels': hostelsBody([hostel]),
        [`DELETE /api/hostels/${hostel._id}`]: {
          status: 409,
          body: {
            success: false,
            message: 'This hostel still has 3 residents. Move them out before deleting it.',
          },
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Delete Kaveri' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));

      expect(
        await screen.findByText(
          'This hostel still has 3 residents. Move them out before deleting it.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Kaveri' })).toBeInTheDocument();
    });
  });
});
