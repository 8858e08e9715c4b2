import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@hms/shared/messages';
import { passwordResetMessages as m } from '@hms/shared/password-reset';
import type { Warden } from '@hms/shared/staff';
import { createAdmin, createStudentRecord, studentsPage } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const priya = createStudentRecord({ name: 'Priya Sharma', studentId: '2024CS001' });
const meena: Warden = {
  _id: 'warden-1',
  name: 'Meena Iyer',
  email: 'meena@college.test',
  phone: '9876543210',
  role: 'warden',
  isActive: true,
  mustChangePassword: false,
  hostels: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const set = (role: string, id: string) => `POST /api/admin/${role}/${id}/temporary-password`;
const done = (id: string) => ({
  body: { success: true, data: { _id: id, mustChangePassword: true } },
});

describe('a temporary password from the office', () => {
  it("is set from a student's card, checked first by the password rules", async () => {
    const { user, fetchMock } = renderApp('/admin/students', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/admin/students?page=1&limit=20': { body: studentsPage([priya]) },
        [set('students', priya._id)]: done(priya._id),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Set a temporary password for Priya Sharma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set Temporary Password' });
    const field = within(dialog).getByLabelText('Temporary password');
    expect(field).toHaveFocus();
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    expect(await within(dialog).findByText(validationMessages.passwordTooShort)).toBeVisible();
    expect(requestsTo(fetchMock, set('students', priya._id))).toEqual([]);

    await user.clear(field);
    await user.type(field, 'office-gave-this-7');
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(m.temporarySet)).toBeInTheDocument();
    expect(requestsTo(fetchMock, set('students', priya._id)).map((r) => r.body)).toEqual([
      { password: 'office-gave-this-7' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is set from a warden's card", async () => {
    const { user, fetchMock } = renderApp('/admin/staff', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/wardens': { body: { success: true, data: [meena] } },
        [set('wardens', meena._id)]: done(meena._id),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Set a temporary password for Meena Iyer' }),
    );
    await user.type(screen.getByLabelText('Temporary password'), 'office-gave-this-7');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(m.temporarySet)).toBeInTheDocument();
    expect(requestsTo(fetchMock, set('wardens', meena._id))).toHaveLength(1);
  });
});
