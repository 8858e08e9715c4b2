import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newStudent, signInAsNewAdmin } from '../support/accounts';
import { adminApi } from '../support/arrange';
import { useBrowser } from '../support/browser';
import { fillAddStudentForm } from '../support/student-form';

const session = useBrowser();

describe('students and bed assignment, end to end', () => {
  it('an administrator adds a student, assigns, changes and frees a room, sets them inactive and deletes a student', async () => {
    const { page, baseUrl } = session;
    const { token } = await signInAsNewAdmin(page, baseUrl);
    const api = adminApi(baseUrl, token);
    const tag = crypto.randomBytes(3).toString('hex');

    // Two Girls hostels: in the first a full room and two with free beds; a room in the second.
    // Kaveri takes no deposit (deleting a student with one: deleted-students.test.ts).
    const kaveri = await api.createHostel(`Kaveri ${tag}`, 'Girls', ['WiFi'], {
      fees: { monthly: 4000, security: 0 },
    });
    const tapti = await api.createHostel(`Tapti ${tag}`, 'Girls');
    const fullRoom = await api.createRoom(kaveri._id, `K1-${tag}`, 'Single');
    await api.createRoom(kaveri._id, `K2-${tag}`, 'Double');
    await api.createRoom(kaveri._id, `K3-${tag}`, 'Single');
    await api.createRoom(tapti._id, `T1-${tag}`, 'Double');
    const resident = await api.addStudent({ ...newStudent(), gender: 'Female' });
    await api.assign(resident._id, fullRoom._id);

    // Add a student through the form.
    const student = { ...newStudent(), name: `Ishita Menon ${tag}` };
    await page.goto('/admin/students');
    await page.getByRole('button', { name: 'Add Student' }).click();
    const add = page.getByRole('dialog', { name: 'Add Student' });
    await fillAddStudentForm(add, student);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Student added successfully').waitFor();

    // Find them by search; the search survives in the URL.
    await page.getByLabel('Search students').fill(`menon ${tag}`);
    await page.waitForURL(/search=/);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByText(student.studentId).waitFor();

    // Assign: only the free rooms of the chosen hostel are offered.
    await page.getByRole('button', { name: `Assign room to ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Room' });
    await dialog.getByRole('button', { name: 'Assign Room' }).click();
    await dialog.getByText('Please select a room').waitFor();
    await dialog.getByLabel('Hostel', { exact: true }).selectOption({ label: `Kaveri ${tag}` });
    const rooms = dialog.getByRole('radio');
    await expect.poll(() => rooms.count()).toBe(2);
    expect(await dialog.getByText(`K1-${tag}`).count()).toBe(0);
    expect(await dialog.getByText(`T1-${tag}`).count()).toBe(0);
    await dialog.getByRole('radio', { name: new RegExp(`K2-${tag}`) }).check();
    await dialog.getByRole('button', { name: 'Assign Room' }).click();
    await page.getByText('Room assigned successfully').waitFor();
    await cards.first().getByText(`Room K2-${tag}`).waitFor();

    /** Opens a room dialog from its button, picks the Kaveri room and waits for the card. */
    const moveInto = async (button: string, dialogName: string, room: string) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByLabel('Hostel', { exact: true }).selectOption({ label: `Kaveri ${tag}` });
      await dialog.getByRole('radio', { name: new RegExp(room) }).check();
      await dialog.getByRole('button', { name: 'Assign Room' }).click();
      await cards.first().getByText(`Room ${room}`).waitFor();
    };

    // Change the room.
    await moveInto(`Change room for ${student.name}`, 'Change Room', `K3-${tag}`);

    // Unassign after confirming: the bed is free, and assigning is offered again.
    await page.getByRole('button', { name: `Unassign ${student.name}` }).click();
    const unassign = page.getByRole('dialog', { name: 'Unassign Room' });
    await unassign.getByText(`Free ${student.name}'s bed in Room K3-${tag}?`).waitFor();
    await unassign.getByRole('button', { name: 'Unassign' }).click();
    await page.getByText('Room unassigned successfully').waitFor();
    await page.getByRole('button', { name: `Assign room to ${student.name}` }).waitFor();
    expect(await cards.first().getByText(`Room K3-${tag}`).count()).toBe(0);

    // And back into K3, to see the bed freed when they are set inactive.
    await moveInto(`Assign room to ${student.name}`, 'Assign Room', `K3-${tag}`);

    // Set inactive: the bed is freed.
    await page.getByRole('button', { name: `Edit ${student.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Student' });
    expect(await edit.getByLabel('Student ID').isEditable()).toBe(false);
    expect(await edit.getByLabel('Password', { exact: true }).count()).toBe(0);
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await cards.first().getByText('Inactive').waitFor();
    await page.goto(`/admin/rooms?search=K3-${tag}`);
    await page.getByText('0 / 1 (0.0%)').waitFor();

    // Delete the student after confirming.
    await page.goto(`/admin/students?search=${encodeURIComponent(`menon ${tag}`)}`);
    await page.getByRole('button', { name: `Delete ${student.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Student' });
    await confirm.getByText(`Are you sure you want to delete ${student.name}?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Student deleted successfully').waitFor();
    await page.getByText('No students match your filters').waitFor();
  });
});
