import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardianLinkMessages as g, type GuardianLeave, type Leave } from '@hms/shared/leave';
import { createAdmin } from '@/testing/factories';
import { createLeave, dayFromToday } from '@/testing/leave-factories';
import { requestsTo, type MockRequest } from '@/testing/mock-api';
import { pageOf } from '@/testing/room-request-factories';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'G1.5b0c7a52-1d0e-4c47-9a43-1f1a2b3c4d5e.4102444800.AAAAAAAAAAAAAAAAAAAAAA';
const route = `/api/guardian/leave/${TOKEN}`;

function guardianLeave(overrides: Partial<GuardianLeave> = {}): GuardianLeave {
  return {
    student: 'Asha Rao',
    hostel: 'Ganga Hostel',
    from: dayFromToday(2),
    to: dayFromToday(4),
    destination: 'Home, Kochi',
    state: 'waiting',
    decision: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...overrides,
  };
}

describe("a guardian's link to a leave", () => {
  it('shows the leave without signing in and answers once with the big buttons', async () => {
    const { user, fetchMock } = renderApp(`/guardian/leave/${TOKEN}`, {
      api: {
        [`GET ${route}`]: { body: { success: true, data: guardianLeave() } },
        [`POST ${route}`]: (request: MockRequest) => ({
          body: {
            success: true,
            message: g.Declined,
            data: guardianLeave({
              state: 'answered',
              decision: (request.body as { decision: 'Declined' }).decision,
            }),
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A leave for your approval' }),
    ).toBeVisible();
    expect(await screen.findByText('Asha Rao')).toBeVisible();
    expect(screen.getByText('Home, Kochi')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(g.Declined)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(requestsTo(fetchMock, `POST ${route}`).map((r) => r.body)).toEqual([
      { decision: 'Declined' },
    ]);
  });

  it('says when the link was already answered, expired, or is not valid', async () => {
    renderApp(`/guardian/leave/${TOKEN}`, {
      api: {
        [`GET ${route}`]: {
          body: { success: true, data: guardianLeave({ state: 'answered', decision: 'Approved' }) },
        },
      },
    });
    expect(await screen.findByText('You approved this leave.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an expired link as expired', async () => {
    renderApp(`/guardian/leave/${TOKEN}`, {
      api: {
        [`GET ${route}`]: { body: { success: true, data: guardianLeave({ state: 'expired' }) } },
      },
    });
    expect(await screen.findByText(g.expired)).toBeVisible();
  });

  it('shows the refusal of a link that is not valid', async () => {
    renderApp(`/guardian/leave/${TOKEN}`, {
      api: {
        [`GET ${route}`]: {
          status: 400,
          body: {
            success: false,
            message: g.invalid,
            errors: [{ path: 'token', message: g.invalid }],
          },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(g.invalid);
  });
});

describe("the guardian's part on the office's leave cards", () => {
  it('says in words where each leave stands with the guardian', async () => {
    const asked = (decision: 'Approved' | 'Declined' | null, id: string, name: string): Leave =>
      createLeave({
        _id: id,
        student: { _id: `s-${id}`, name, studentId: id },
        guardian: {
          askedAt: new Date().toISOString(),
          decision,
          decidedAt: decision ? new Date().toISOString() : null,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
    renderApp('/admin/leave', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/leaves/away': {
          body: { success: true, day: dayFromToday(0), awayToday: [], dueBack: [] },
        },
        'GET /api/leaves?page=1&limit=20': pageOf([
          asked(null, 'L1', 'Asha Rao'),
          asked('Approved', 'L2', 'Divya Nair'),
          asked('Declined', 'L3', 'Meera Iyer'),
          createLeave({ _id: 'L4', student: { _id: 's4', name: 'Nila Das', studentId: 'L4' } }),
        ]),
      },
    });
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
    expect(within(await card('Asha Rao')).getByText('Waiting for guardian')).toBeVisible();
    expect(within(await card('Divya Nair')).getByText('Guardian approved')).toBeVisible();
    expect(within(await card('Meera Iyer')).getByText('Guardian declined')).toBeVisible();
    expect(within(await card('Nila Das')).queryByText(/guardian/i)).toBeNull();
  });
});
