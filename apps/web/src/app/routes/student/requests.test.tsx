import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomRequest } from '@hms/shared/room-requests';
import { createStudentProfile } from '@/testing/dashboard-factories';
import { createStudent } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { createRoomRequest, pageOf } from '@/testing/room-request-factories';
import { renderApp } from '@/testing/render-app';

const ownRoute = 'GET /api/student/room-requests?page=1&limit=20';
const kaveri = { _id: '00000000-0000-4000-8000-0000000000aa', name: 'Kaveri', type: 'Girls' };

function renderRequests(requests: () => RoomRequest[]) {
  return renderApp('/student/requests', {
    user: createStudent(),
    api: {
      'GET /api/student/profile': {
        body: { success: true, data: createStudentProfile({ hostel: null, room: null }) },
      },
      [ownRoute]: () => pageOf(requests()),
      'GET /api/student/room-request-options': {
        body: { success: true, data: { hostels: [kaveri] } },
      },
      'POST /api/student/room-requests': (request) => ({
        status: 201,
        body: {
          success: true,
          data: createRoomRequest({ reason: String((request.body as { reason: string }).reason) }),
        },
      }),
    },
  });
}

describe('Room Requests (student)', () => {
  it('asks for a first room with the chosen hostel and a reason, then shows it waiting', async () => {
    let sent: RoomRequest[] = [];
    const { user, fetchMock } = renderRequests(() => sent);

    await user.click(await screen.findByRole('button', { name: 'Ask for a Room' }));
    expect(await screen.findByText('Say why you want to move')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/room-requests')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Preferred hostel'), 'Kaveri');
    await user.type(screen.getByLabelText('Reason'), 'My first year; near the labs.');
    sent = [createRoomRequest({ kind: 'First room', reason: 'My first year; near the labs.' })];
    await user.click(screen.getByRole('button', { name: 'Ask for a Room' }));

    expect(await screen.findByText('Request sent to the hostel office')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/room-requests')[0]?.body).toEqual({
      preferredHostel: kaveri._id,
      reason: 'My first year; near the labs.',
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw this request' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument());
  });

  it("shows the office's reason for a rejection, and offers the form again", async () => {
    renderRequests(() => [
      createRoomRequest({
        status: 'Rejected',
        decisionNote: 'No doubles are free this term.',
        decidedBy: 'Asha Menon',
        decidedAt: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Why it was rejected')).toBeInTheDocument();
    expect(within(card).getByText('No doubles are free this term.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });
});
