import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaveMessages as m, type Leave } from '@hms/shared/leave';
import { createStudentProfile } from '@/testing/dashboard-factories';
import { createStudent } from '@/testing/factories';
import { createLeave, dayFromToday } from '@/testing/leave-factories';
import { requestsTo, type MockReply, type MockRequest } from '@/testing/mock-api';
import { pageOf } from '@/testing/room-request-factories';
import { renderApp } from '@/testing/render-app';

const ownRoute = 'GET /api/student/leaves?page=1&limit=20';

function renderLeave(
  leave: () => Leave[],
  options: { room?: boolean; apply?: (request: MockRequest) => MockReply } = {},
) {
  const profile = createStudentProfile(options.room === false ? { hostel: null, room: null } : {});
  return renderApp('/student/leave', {
    user: createStudent(),
    api: {
      'GET /api/student/profile': { body: { success: true, data: profile } },
      [ownRoute]: () => pageOf(leave()),
      'POST /api/student/leaves':
        options.apply ??
        ((request) => ({
          status: 201,
          body: { success: true, data: createLeave(request.body as Partial<Leave>) },
        })),
    },
  });
}

describe('Leave (student)', () => {
  it('checks the days by the shared rule before sending, then applies', async () => {
    let saved: Leave[] = [];
    const { user, fetchMock } = renderLeave(() => saved);
    const from = await screen.findByLabelText('First day away');
    await user.clear(from);
    await user.type(from, dayFromToday(-1));
    await user.type(screen.getByLabelText('Destination'), 'Home, Kochi');
    await user.type(screen.getByLabelText('Reason'), 'Wedding');
    await user.type(screen.getByLabelText('Contact number while away'), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    expect(await screen.findByText(m.fromInPast(dayFromToday(0)))).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/leaves')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, dayFromToday(2));
    const to = screen.getByLabelText('Last day away');
    await user.clear(to);
    await user.type(to, dayFromToday(1));
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    expect(await screen.findByText(m.toBeforeFrom)).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, dayFromToday(3));
    saved = [createLeave({ from: dayFromToday(2), to: dayFromToday(3), reason: 'Wedding' })];
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    expect(await screen.findByText(m.applied)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/leaves')[0]?.body).toEqual({
      from: dayFromToday(2),
      to: dayFromToday(3),
      destination: 'Home, Kochi',
      reason: 'Wedding',
      contactPhone: '9876501234',
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it("shows the server's sentence when the days overlap other leave", async () => {
    const sentence = m.overlaps(dayFromToday(1), dayFromToday(5));
    const { user } = renderLeave(() => [], {
      apply: () => ({ status: 409, body: { success: false, message: sentence } }),
    });
    await user.type(await screen.findByLabelText('Destination'), 'Mysuru');
    await user.type(screen.getByLabelText('Reason'), 'Visit');
    await user.type(screen.getByLabelText('Contact number while away'), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    const alerts = await screen.findAllByText(sentence);
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('cancels leave that has not begun, and offers no Cancel otherwise', async () => {
    const future = createLeave({ status: 'Approved', decidedBy: 'Lakshmi', decisionNote: 'Ok' });
    const begun = createLeave({ status: 'Approved', from: dayFromToday(0), cancellable: false });
    const { user, fetchMock } = renderApp('/student/leave', {
      user: createStudent(),
      api: {
        'GET /api/student/profile': { body: { success: true, data: createStudentProfile() } },
        [ownRoute]: pageOf([future, begun]),
        [`POST /api/student/leaves/${future._id}/cancel`]: {
          body: { success: true, data: { ...future, status: 'Cancelled', cancellable: false } },
        },
      },
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(second!).queryByRole('button', { name: /Cancel the leave/ })).toBeNull();
    await user.click(within(first!).getByRole('button', { name: /Cancel the leave/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Leave' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Leave' }));
    expect(await screen.findByText(m.cancelled)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/student/leaves/${future._id}/cancel`)).toHaveLength(1);
  });

  it('tells a student without a room that leave is for residents', async () => {
    renderLeave(() => [], { room: false });
    expect(await screen.findByText(m.noRoom)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for Leave' })).toBeNull();
  });

  it('shows hostile text as text', async () => {
    const reason = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    const { container } = renderLeave(() => [createLeave({ reason, destination: '<b>x</b>' })]);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('<b>x</b>')).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
  });
});
