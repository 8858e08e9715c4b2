import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newStudent, signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

for (const { name, size } of SIZES) {
  describe(`a hostel's declared rooms and beds, ${name}`, () => {
    const session = useBrowser(size);

    it('refuse a room beyond them with a sentence, and no occupancy passes 100 %', async () => {
      const { page, baseUrl } = session;
      const admin = await signInAsNewAdmin(page, baseUrl);
      const api = adminApi(baseUrl, admin.token);
      const suffix = crypto.randomBytes(3).toString('hex');
      const hostelName = `Tapti Hostel ${suffix}`;
      const hostel = await api.createHostel(hostelName, 'Girls', ['WiFi'], {
        totalRooms: 1,
        totalCapacity: 2,
      });

      const addRoom = async (roomNumber: string, type: string) => {
        await page.getByRole('button', { name: 'Add Room' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Room' });
        await dialog.getByLabel('Room Number').fill(roomNumber);
        await dialog.getByLabel('Hostel', { exact: true }).selectOption({ label: hostelName });
        await dialog.getByLabel('Room Type').selectOption(type);
        await dialog.getByLabel('Floor').fill('1');
        await dialog.getByLabel('Monthly Rent (₹)').fill('3000');
        await dialog.getByRole('button', { name: 'Save' }).click();
        return dialog;
      };

      await page.goto('/admin/rooms');
      const tooBig = await addRoom(`Q-${suffix}`, 'Quadruple');
      await page
        .getByText(
          `${hostelName} is declared for 2 beds; this room would bring its rooms to 4. Raise its total capacity first, or choose a smaller room type.`,
        )
        .waitFor();
      // The form stays open with what was typed, for another choice.
      expect(await tooBig.getByLabel('Room Number').inputValue()).toBe(`Q-${suffix}`);
      await expectNoAxeViolations(page, 'the refused room');
      await tooBig.getByRole('button', { name: 'Cancel' }).click();

      await addRoom(`D-${suffix}`, 'Double');
      await page.getByText('Room added successfully').waitFor();
      await addRoom(`S-${suffix}`, 'Single');
      await page
        .getByText(
          `${hostelName} is declared with 1 room and has them all. Raise its total rooms before adding another.`,
        )
        .waitFor();

      // Both beds taken: the hostel is full, and says 100 %, no more.
      const [double] = (
        await (
          await fetch(`${baseUrl}/api/rooms?hostel=${hostel._id}`, {
            headers: { authorization: `Bearer ${admin.token}` },
          })
        ).json()
      ).data as { _id: string }[];
      for (let i = 0; i < 2; i += 1) {
        const student = await api.addStudent({ ...newStudent(), role: 'student' });
        await api.assign(student._id, double?._id ?? '');
      }
      await page.goto('/admin/hostels');
      const card = page.getByRole('article').filter({ hasText: hostelName });
      await card.getByText('100.0%').waitFor();
      const percents = [...((await card.textContent()) ?? '').matchAll(/(\d+(?:\.\d)?)%/g)];
      expect(percents.map(([, value]) => Number(value)).every((value) => value <= 100)).toBe(true);
    });
  });
}
