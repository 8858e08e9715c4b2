import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gateMessages } from '@hms/shared/gate';
import { createAdmin } from '@/testing/factories';
import { createCurfew } from '@/testing/gate-factories';
import { requestsTo, testConfig, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUARDIAN_APPROVES_LABEL, NO_MAIL_FOR_GUARDIANS } from './curfew-settings';

const kaveri = createCurfew({ hostelName: 'Kaveri', curfew: '22:00:00' });
const narmada = createCurfew({
  hostelName: 'Narmada',
  curfew: '21:30',
  guardianApprovesLeave: true,
});
const save = (hostelId: string) => `PUT /api/gate/curfews/${hostelId}`;

function renderSettings(api: MockRoutes = {}) {
  return renderApp('/admin/settings', {
    user: createAdmin(),
    api: {
      'GET /api/settings/service-targets': {
        body: { success: true, data: { Critical: 240, High: 1440, Medium: 4320, Low: 10080 } },
      },
      'GET /api/admin/email-outbox?page=1&limit=10&status=failed': {
        body: {
          success: true,
          data: [],
          pagination: { page: 1, limit: 10, total: 0 },
          mailConfigured: true,
        },
      },
      'GET /api/gate/curfews': { body: { success: true, data: [kaveri, narmada] } },
      [save(kaveri.hostelId)]: (request) => ({
        body: { success: true, data: { ...kaveri, ...(request.body as object) } },
      }),
      ...api,
    },
  });
}

describe('Curfew and leave (Settings)', () => {
  it("lists each hostel's curfew and whether a guardian approves leave", async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Curfew and leave' });
    const first = await within(section).findByRole('form', { name: 'Kaveri' });
    expect(within(first).getByLabelText('Curfew')).toHaveValue('22:00');
    expect(within(first).getByLabelText(GUARDIAN_APPROVES_LABEL)).not.toBeChecked();
    const second = within(section).getByRole('form', { name: 'Narmada' });
    expect(within(second).getByLabelText('Curfew')).toHaveValue('21:30');
    expect(within(second).getByLabelText(GUARDIAN_APPROVES_LABEL)).toBeChecked();
  });

  it('says a guardian cannot be asked where the server sends no e-mail', async () => {
    renderSettings();
    expect(await screen.findByText(NO_MAIL_FOR_GUARDIANS)).toBeVisible();
  });

  it('says nothing of it where e-mail is set up', async () => {
    renderSettings({
      'GET /api/config': {
        body: { success: true, data: { ...testConfig, passwordResetByEmail: true } },
      },
    });
    await screen.findByRole('heading', { name: 'Kaveri' });
    expect(screen.queryByText(NO_MAIL_FOR_GUARDIANS)).toBeNull();
  });

  it('saves one hostel with the shared schema and says so', async () => {
    const { user, fetchMock } = renderSettings();
    const form = await screen.findByRole('form', { name: 'Kaveri' });
    const time = within(form).getByLabelText('Curfew');
    await user.clear(time);
    await user.type(time, '21:45');
    await user.click(within(form).getByLabelText(GUARDIAN_APPROVES_LABEL));
    await user.click(within(form).getByRole('button', { name: 'Save the curfew of Kaveri' }));

    expect(await screen.findByText(gateMessages.curfewSaved)).toBeInTheDocument();
    expect(requestsTo(fetchMock, save(kaveri.hostelId)).map((request) => request.body)).toEqual([
      { curfew: '21:45', guardianApprovesLeave: true },
    ]);
    expect(requestsTo(fetchMock, save(narmada.hostelId))).toEqual([]);
  });

  it('refuses a curfew that is not a time in the words the server uses, sending nothing', async () => {
    const { user, fetchMock } = renderSettings();
    const form = await screen.findByRole('form', { name: 'Kaveri' });
    const time = within(form).getByLabelText('Curfew');
    await user.clear(time);
    await user.click(within(form).getByRole('button', { name: 'Save the curfew of Kaveri' }));

    expect(await within(form).findByText(gateMessages.curfewInvalid)).toBeVisible();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, save(kaveri.hostelId))).toEqual([]);
  });

  it('puts what the server refused under the field', async () => {
    const { user } = renderSettings({
      [save(kaveri.hostelId)]: {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ path: 'curfew', message: gateMessages.curfewInvalid }],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Kaveri' });
    await user.click(within(form).getByRole('button', { name: 'Save the curfew of Kaveri' }));
    expect(await within(form).findByText(gateMessages.curfewInvalid)).toBeVisible();
  });
});
