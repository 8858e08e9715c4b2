import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { createRoomRequest, pageOf } from '@/testing/room-request-factories';
import { renderApp } from '@/testing/render-app';

const queueRoute = 'GET /api/room-requests?page=1&limit=20&status=Pending';

describe('Room Requests (office)', () => {
  it('lists the queue with the free-bed mark and rejects only with a reason', async () => {
    const waiting = createRoomRequest({
      student: { _id: 's1', name: 'Meera Pillai', studentId: 'X1', gender: 'Female' },
    });
    const full = createRoomRequest({ bedAvailableNow: false });
    const { user, fetchMock } = renderApp('/admin/requests', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        [queueRoute]: pageOf([waiting, full]),
        [`POST /api/room-requests/${waiting._id}/reject`]: {
          body: { success: true, data: { ...waiting, status: 'Rejected' } },
        },
      },
    });

    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Bed available now')).toBeInTheDocument();
    expect(within(second!).queryByText('Bed available now')).toBeNull();

    await user.click(
      within(first!).getByRole('button', { name: 'Reject the request of Meera Pillai' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Give a reason the student will read'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'No doubles are free this term.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/room-requests/${waiting._id}/reject`)[0]?.body).toEqual(
      {
        reason: 'No doubles are free this term.',
      },
    );
  });
});
