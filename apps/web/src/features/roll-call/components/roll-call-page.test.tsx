import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rollCallMessages as m } from '@hms/shared/roll-call';
import { createAdmin, createHostel } from '@/testing/factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { createRollCall, createRollCallEntry, summaryOf } from '@/testing/roll-call-factories';

const kaveri = createHostel({ name: 'Kaveri' });
const narmada = createHostel({ name: 'Narmada' });
const history = (hostel: string, page = 1) =>
  `GET /api/roll-calls?hostel=${hostel}&page=${page}&limit=10`;
const tonight = createRollCall([
  { roomNumber: '2', residents: [createRollCallEntry({ name: 'Asha Rao' })] },
]);
const lastNight = createRollCall(
  [
    {
      roomNumber: '2',
      residents: [createRollCallEntry({ name: 'Asha Rao', mark: 'absent' })],
    },
  ],
  { night: '2026-03-11', closedBy: 'Meena Warden', closedAt: '2026-03-11T16:40:00.000Z', floor: 2 },
);
const page = (items: ReturnType<typeof summaryOf>[]) => ({
  body: { success: true, data: items, pagination: { page: 1, limit: 10, total: items.length } },
});

function renderRollCall(api: MockRoutes = {}) {
  return renderApp('/admin/roll-call', {
    user: createAdmin(),
    api: {
      'GET /api/hostels': { body: { success: true, data: [kaveri, narmada] } },
      [history(kaveri._id)]: page([summaryOf(tonight), summaryOf(lastNight)]),
      [history(narmada._id)]: page([]),
      [`GET /api/roll-calls/${tonight._id}`]: { body: { success: true, data: tonight } },
      ...api,
    },
  });
}

describe('the Roll-call page', () => {
  it('is in the sidebar and lists the hostel’s past nights with their counts', async () => {
    renderRollCall();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roll-call' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Roll-call' })[0]).toHaveAttribute(
      'href',
      '/admin/roll-call',
    );
    const continueLink = await screen.findByRole('link', {
      name: /^Continue the roll-call of Kaveri/,
    });
    expect(continueLink).toHaveAttribute('href', `/admin/roll-call/${tonight._id}`);
    const open = screen.getByRole('link', { name: /^Open the roll-call of Kaveri, floor 2/ });
    expect(open.closest('li')).toHaveTextContent('0 present, 1 absent, 0 unmarked');
    expect(within(open.closest('li') ?? document.body).getByText('Closed')).toBeInTheDocument();
  });

  it('starts tonight’s roll-call of the chosen hostel and opens its list', async () => {
    const { user, fetchMock, router } = renderRollCall({
      'POST /api/roll-calls': { status: 201, body: { success: true, data: tonight } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start tonight’s roll-call' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/roll-call/${tonight._id}`),
    );
    expect(requestsTo(fetchMock, 'POST /api/roll-calls')[0]?.body).toEqual({ hostel: kaveri._id });
    expect(await screen.findByRole('group', { name: 'Mark Asha Rao' })).toBeInTheDocument();
  });

  it('calls one floor when asked, and refuses a floor that is not one before sending', async () => {
    const { user, fetchMock } = renderRollCall({
      [history(narmada._id)]: page([]),
      'POST /api/roll-calls': { status: 201, body: { success: true, data: tonight } },
    });
    await user.selectOptions(await screen.findByLabelText('Hostel'), 'Narmada');
    expect(
      await screen.findByText('No roll-call has been taken in this hostel yet.'),
    ).toBeVisible();
    const floor = screen.getByLabelText('Floor (optional)');
    await user.type(floor, 'top');
    await user.click(screen.getByRole('button', { name: 'Start tonight’s roll-call' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.floorInvalid);
    expect(requestsTo(fetchMock, 'POST /api/roll-calls')).toHaveLength(0);
    await user.clear(floor);
    await user.type(floor, '2');
    await user.click(screen.getByRole('button', { name: 'Start tonight’s roll-call' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/roll-calls')[0]?.body).toEqual({
        hostel: narmada._id,
        floor: 2,
      }),
    );
  });

  it('says why a roll-call could not start', async () => {
    const { user } = renderRollCall({
      'POST /api/roll-calls': { status: 409, body: { success: false, message: m.emptyList } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start tonight’s roll-call' }));
    expect(await screen.findByText(m.emptyList)).toBeInTheDocument();
  });
});
