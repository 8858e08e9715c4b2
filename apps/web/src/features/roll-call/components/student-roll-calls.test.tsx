import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentRollCall } from '@hms/shared/roll-call';
import { createAdmin, createHostel, createStudentRecord, studentsPage } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const priya = createStudentRecord({ name: 'Priya Sharma', studentId: '2024CS001' });
const nights: StudentRollCall[] = [
  {
    rollCallId: 'r2',
    night: '2026-03-12',
    hostelName: 'Kaveri',
    floor: null,
    roomNumber: '101',
    mark: 'absent',
    closed: true,
  },
  {
    rollCallId: 'r1',
    night: '2026-03-11',
    hostelName: 'Kaveri',
    floor: 1,
    roomNumber: '101',
    mark: 'present',
    closed: true,
  },
];

describe('a student’s roll-call history on their card', () => {
  it('lists their nights, newest first, each present or absent in words', async () => {
    const { user } = renderApp('/admin/students', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [createHostel({ name: 'Kaveri' })] } },
        'GET /api/admin/students?page=1&limit=20': { body: studentsPage([priya]) },
        [`GET /api/admin/students/${priya._id}/roll-calls?page=1&limit=10`]: {
          body: { success: true, data: nights, pagination: { page: 1, limit: 10, total: 2 } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Roll-call of Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll-call of Priya Sharma' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Kaveri, room 101');
    expect(within(rows[0] as HTMLElement).getByText('Absent')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Kaveri, floor 1, room 101');
    expect(within(rows[1] as HTMLElement).getByText('Present')).toBeInTheDocument();
  });
});
