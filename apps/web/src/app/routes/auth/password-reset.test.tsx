import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages as m } from '@hms/shared/password-reset';
import { requestsTo, testConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const withReset = {
  'GET /api/config': {
    body: { success: true, data: { ...testConfig, passwordResetByEmail: true } },
  },
};
const TOKEN = 'pB2m0xQ4Yc9yWcXjzP5J6bG1nK8rT3uV7aD0eF2hL4s';

describe('forgot password', () => {
  it('is offered under the password on both tabs only where e-mail is set up', async () => {
    renderApp('/login', { api: withReset });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('is not offered where no link can be e-mailed', async () => {
    renderApp('/login?tab=admin');
    expect(await screen.findByLabelText('Email')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull(),
    );
  });

  it('sends the address and shows the same answer whoever it belongs to', async () => {
    const { user, fetchMock } = renderApp('/forgot-password', {
      api: {
        ...withReset,
        'POST /api/auth/password-reset': { body: { success: true, message: m.sent } },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'Asha.Rao@College.edu');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));

    expect(await screen.findByText(m.sent)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/auth/password-reset').map((r) => r.body)).toEqual([
      { email: 'asha.rao@college.edu' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so when this installation sends no e-mail', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByText(m.notConfigured)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Link' })).toBeNull();
  });
});

describe('reset password', () => {
  it('sets the new password with the link and opens sign-in on the right tab', async () => {
    const { user, fetchMock, router } = renderApp(`/reset-password#token=${TOKEN}`, {
      api: {
        'POST /api/auth/password-reset/confirm': {
          body: { success: true, message: m.changed, role: 'admin' },
        },
      },
    });
    await user.type(await screen.findByLabelText('New Password'), 'a-fresh-start-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-fresh-start-8');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-fresh-start-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(m.changed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=admin'));
    expect(router.state.location.pathname).toBe('/login');
    expect(
      requestsTo(fetchMock, 'POST /api/auth/password-reset/confirm').map((r) => r.body),
    ).toEqual([{ token: TOKEN, newPassword: 'a-fresh-start-9' }]);
  });

  it('offers a new link when the server says this one no longer works', async () => {
    const { user } = renderApp(`/reset-password#token=${TOKEN}`, {
      api: {
        'POST /api/auth/password-reset/confirm': {
          status: 400,
          body: {
            success: false,
            message: m.tokenInvalid,
            errors: [{ path: 'token', message: m.tokenInvalid }],
          },
        },
      },
    });
    await user.type(await screen.findByLabelText('New Password'), 'a-fresh-start-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-fresh-start-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it("moves an older link's token from the query into the fragment, and uses it", async () => {
    const { user, fetchMock, router } = renderApp(`/reset-password?token=${TOKEN}`, {
      api: {
        'POST /api/auth/password-reset/confirm': {
          body: { success: true, message: m.changed, role: 'student' },
        },
      },
    });
    await user.type(await screen.findByLabelText('New Password'), 'a-fresh-start-9');
    expect(router.state.location).toMatchObject({
      pathname: '/reset-password',
      search: '',
      hash: `#token=${TOKEN}`,
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-fresh-start-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=student'));
    expect(
      requestsTo(fetchMock, 'POST /api/auth/password-reset/confirm').map((r) => r.body),
    ).toEqual([{ token: TOKEN, newPassword: 'a-fresh-start-9' }]);
  });

  it('tells a link without its token apart before anything is typed', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(m.tokenInvalid)).toBeVisible();
  });
});
