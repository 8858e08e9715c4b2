import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailOutboxMessages } from '@hms/shared/email-outbox';
import { serviceTargetMessages } from '@hms/shared/service-targets';
import { createAdmin } from '@/testing/factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const read = 'GET /api/settings/service-targets';
const save = 'PUT /api/settings/service-targets';
const defaults = { Critical: 240, High: 1440, Medium: 4320, Low: 10080 };
const failedMail = 'GET /api/admin/email-outbox?page=1&limit=10&status=failed';
const outboxPage = (data: object[], mailConfigured = true) => ({
  body: {
    success: true,
    data,
    pagination: { page: 1, limit: 10, total: data.length },
    mailConfigured,
  },
});

function renderSettings(api: MockRoutes = {}) {
  return renderApp('/admin/settings', {
    user: createAdmin(),
    api: {
      [read]: { body: { success: true, data: defaults } },
      [save]: (request) => ({ body: { success: true, data: request.body } }),
      [failedMail]: outboxPage([]),
      // The gate's curfews have tests of their own (features/gate/curfew).
      'GET /api/gate/curfews': { body: { success: true, data: [] } },
      ...api,
    },
  });
}

describe('admin settings page', () => {
  it('is in the sidebar and shows each target in the largest unit that holds it whole', async () => {
    renderSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(await screen.findByLabelText('Critical target')).toHaveValue(4);
    expect(screen.getByLabelText('Critical unit')).toHaveValue('hours');
    expect(screen.getByLabelText('High target')).toHaveValue(1);
    expect(screen.getByLabelText('High unit')).toHaveValue('days');
    expect(screen.getByLabelText('Medium target')).toHaveValue(3);
    expect(screen.getByLabelText('Low target')).toHaveValue(7);
    expect(screen.getByLabelText('Low unit')).toHaveValue('days');
  });

  it('saves every target in minutes and says so', async () => {
    const { user, fetchMock } = renderSettings();
    const critical = await screen.findByLabelText('Critical target');
    await user.clear(critical);
    await user.type(critical, '90');
    await user.selectOptions(screen.getByLabelText('Critical unit'), 'minutes');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));

    expect(await screen.findByText(serviceTargetMessages.saved)).toBeInTheDocument();
    expect(requestsTo(fetchMock, save).map((request) => request.body)).toEqual([
      { ...defaults, Critical: 90 },
    ]);
  });

  it('refuses a target past 90 days or under a minute in the words the server uses, sending nothing', async () => {
    const { user, fetchMock } = renderSettings();
    const low = await screen.findByLabelText('Low target');
    await user.clear(low);
    await user.type(low, '91');
    const critical = screen.getByLabelText('Critical target');
    await user.clear(critical);
    await user.type(critical, '0');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));

    expect(await screen.findByText(serviceTargetMessages.targetTooLong('Low'))).toBeVisible();
    expect(screen.getByText(serviceTargetMessages.targetTooShort('Critical'))).toBeVisible();
    expect(low).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, save)).toEqual([]);
  });

  it("toasts the server's refusal and keeps what was typed", async () => {
    const { user } = renderSettings({
      [save]: { status: 403, body: { success: false, message: 'Access denied' } },
    });
    const high = await screen.findByLabelText('High target');
    await user.clear(high);
    await user.type(high, '2');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('High target')).toHaveValue(2));
  });

  it('lists e-mail that could not be sent, with its error, and sends one again', async () => {
    const retry = 'POST /api/admin/email-outbox/41/retry';
    const failed = {
      _id: '41',
      to: 'asha.rao@college.edu',
      subject: 'Your complaint "Fan not working" is now Resolved',
      status: 'failed',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
      nextAttemptAt: null,
      sentAt: null,
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const { user, fetchMock } = renderSettings({
      [failedMail]: outboxPage([failed]),
      [retry]: { body: { success: true, data: { ...failed, status: 'pending', attempts: 0 } } },
    });

    const section = await screen.findByRole('region', { name: 'Outgoing e-mail' });
    expect(await within(section).findByText(failed.subject)).toBeVisible();
    expect(within(section).getByText('To asha.rao@college.edu')).toBeVisible();
    expect(within(section).getByText('550 Mailbox unavailable')).toBeVisible();
    expect(within(section).getByLabelText('Status')).toHaveValue('failed');
    await user.click(
      within(section).getByRole('button', {
        name: 'Send the e-mail to asha.rao@college.edu again',
      }),
    );
    expect(await screen.findByText(emailOutboxMessages.retried)).toBeInTheDocument();
    expect(requestsTo(fetchMock, retry)).toHaveLength(1);
  });

  it('says when this server sends no e-mail at all', async () => {
    renderSettings({ [failedMail]: outboxPage([], false) });
    expect(await screen.findByText(emailOutboxMessages.notConfigured)).toBeVisible();
  });
});
