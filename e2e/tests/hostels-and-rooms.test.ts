import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../support/accounts';
import { useBrowser } from '../support/browser';

const session = useBrowser();

describe('hostels and rooms, end to end', () => {
  it('an administrator sets up a hostel and its rooms, filters them, and deletes an empty room', async () => {
    const { page, baseUrl } = session;
    await signInAsNewAdmin(page, baseUrl);
    const suffix = crypto.randomBytes(3).toString('hex');
    const hostelName = `Kaveri Hostel ${suffix}`;

    // A hostel with five amenities shows the first three and '+2 more'.
    await page.goto('/admin/hostels');
    await page.getByRole('button', { name: 'Add Hostel' }).click();
    const hostelDialog = page.getByRole('dialog', { name: 'Add Hostel' });
    await hostelDialog.getByLabel('Name', { exact: true }).fill(hostelName);
    await hostelDialog.getByLabel('Type', { exact: true }).selectOption('Girls');
    await hostelDialog.getByLabel('Total Rooms').fill('20');
    await hostelDialog.getByLabel('Total Capacity').fill('60');
    await hostelDialog.getByLabel('Monthly Fee (₹)').fill('4500');
    await hostelDialog.getByLabel('Security Deposit (₹)').fill('10000');
    await hostelDialog.getByLabel('Address').fill('North Campus, Block C');
    await hostelDialog.getByLabel('Amenities').fill('WiFi, Mess, Laundry, Security, Parking');
    await hostelDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hostel added successfully').waitFor();
    await hostelDialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article').filter({ hasText: hostelName });
    await card.getByText('+2 more').waitFor();
    await card.getByText('₹4,500').waitFor();

    // Edit the fee.
    await page.getByRole('button', { name: `Edit ${hostelName}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Hostel' });
    expect(await editDialog.getByLabel('Amenities').inputValue()).toBe(
      'WiFi, Mess, Laundry, Security, Parking',
    );
    await editDialog.getByLabel('Monthly Fee (₹)').fill('125000');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hostel updated successfully').waitFor();
    await card.getByText('₹1,25,000').waitFor();

    // A Single and a Quadruple room: capacity follows the type and cannot be typed.
    await page.goto('/admin/rooms');
    for (const [roomNumber, type, capacity] of [
      [`S-${suffix}`, 'Single', '1'],
      [`Q-${suffix}`, 'Quadruple', '4'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Room' }).click();
      const roomDialog = page.getByRole('dialog', { name: 'Add Room' });
      await roomDialog.getByLabel('Room Number').fill(roomNumber);
      await roomDialog.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
      await roomDialog.getByLabel('Room Type').selectOption(type);
      const capacityField = roomDialog.getByLabel('Capacity');
      await expect.poll(() => capacityField.inputValue()).toBe(capacity);
      expect(await capacityField.isEditable()).toBe(false);
      await roomDialog.getByLabel('Floor').fill('2');
      await roomDialog.getByLabel('Monthly Rent (₹)').fill('3000');
      await roomDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Room added successfully').first().waitFor();
      await roomDialog.waitFor({ state: 'hidden' });
    }

    // Filter by hostel and availability; the filter survives a reload.
    await page.getByLabel('Filter by hostel').selectOption({ label: hostelName });
    await page.getByLabel('Filter by availability').selectOption({ label: 'Available' });
    await page.waitForURL(/available=true/);
    const rooms = page.getByRole('article');
    await expect.poll(() => rooms.count()).toBe(2);
    await page.getByText(`Room Q-${suffix}`).waitFor();

    await page.reload();
    await page.getByText(`Room S-${suffix}`).waitFor();
    expect(await page.getByLabel('Filter by availability').inputValue()).toBe('true');
    expect(await page.getByLabel('Filter by hostel').locator('option:checked').textContent()).toBe(
      hostelName,
    );
    await expect.poll(() => rooms.count()).toBe(2);

    await page.getByLabel('Filter by availability').selectOption({ label: 'Full' });
    await page.getByText('No rooms match your filters').waitFor();
    await page.getByLabel('Filter by availability').selectOption({ label: 'Available' });

    // Delete the empty Single room after confirming.
    await page.getByRole('button', { name: `Delete room S-${suffix}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Room' });
    await confirm.getByText(`Are you sure you want to delete room S-${suffix}?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Room deleted successfully').waitFor();
    await expect.poll(() => rooms.count()).toBe(1);
    await page.getByText(`Room Q-${suffix}`).waitFor();
  });
});
