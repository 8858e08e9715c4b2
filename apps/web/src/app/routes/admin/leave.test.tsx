import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaveMessages as m, type Leave } from '@hms/shared/leave';
import { createAdmin, createHostel } from '@/testing/factories';
import { createLeave, dayFromToday } from '@/testing/leave-factories';
import { requestsTo } from '@/testing/mock-api';
import { pageOf } from '@/testing/room-request-factories';
import { renderApp } from '@/testing/render-app';

const listRoute = 'GET /api/leaves?page=1&limit=20';
const away = (awayToday: Leave[], dueBack: Leave[]) => ({
  body: { success: true, day: dayFromToday(0), awayToday, dueBack },
});

describe('Leave (office)', () => {
  it('shows who is away today and who is due back', async () => {
    const gone = createLeave({
      status: 'Approved',
      from: dayFromToday(-2),
      to: dayFromToday(3),
      student: { _id: 's1', name: 'Asha Rao', studentId: 'A1' },
    });
    const back = createLeave({
      status: 'Approved',
      from: dayFromToday(-1),
      to: dayFromToday(1),
      student: { _id: 's2', name: 'Divya Nair', studentId: 'D2' },
    });
    renderApp('/admin/leave', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/leaves/away': away([gone, back], [back]),
        [listRoute]: pageOf([]),
      },
    });
    const awayToday = await screen.findByRole('region', { name: 'Away today' });
    expect(within(awayToday).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(awayToday).getByText('Divya Nair')).toBeInTheDocument();
    const dueBack = screen.getByRole('region', { name: 'Due back' });
    expect(within(dueBack).queryByText('Asha Rao')).toBeNull();
    expect(within(dueBack).getByText('Back tomorrow')).toBeInTheDocument();
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });

  it('says so when nobody is away or due', async () => {
    renderApp('/admin/leave', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [] } },
        'GET /api/leaves/away': away([], []),
        [listRoute]: pageOf([]),
      },
    });
    expect(await screen.findByText(m.nobodyAway)).toBeInTheDocument();
    expect(screen.getByText(m.nobodyDue)).toBeInTheDocument();
  });

  it('rejects only with a reason, approves with an optional note, and filters', async () => {
    const waiting = createLeave({ student: { _id: 's3', name: 'Meera Pillai', studentId: 'M3' } });
    const kaveri = createHostel({ name: 'Kaveri' });
    const { user, fetchMock } = renderApp('/admin/leave', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [kaveri] } },
        'GET /api/leaves/away': away([], []),
        [`GET /api/leaves/away?hostel=${kaveri._id}`]: away([], []),
        [listRoute]: pageOf([waiting]),
        'GET /api/leaves?page=1&limit=20&status=Approved': pageOf([]),
        [`GET /api/leaves?page=1&limit=20&status=Approved&hostel=${kaveri._id}`]: pageOf([]),
        [`POST /api/leaves/${waiting._id}/reject`]: {
          body: { success: true, data: { ...waiting, status: 'Rejected' } },
        },
        [`POST /api/leaves/${waiting._id}/approve`]: {
          body: { success: true, data: { ...waiting, status: 'Approved' } },
        },
      },
    });
    const card = await screen.findByRole('article');
    await user.click(
      within(card).getByRole('button', { name: 'Reject the leave of Meera Pillai' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Reject Leave' });
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(m.rejectNoteRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/leaves/${waiting._id}/reject`)).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(
      within(card).getByRole('button', { name: 'Approve the leave of Meera Pillai' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Approve Leave' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(m.approved)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/leaves/${waiting._id}/approve`)[0]?.body).toEqual({});

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.selectOptions(screen.getByLabelText('Hostel'), 'Kaveri');
    expect(await screen.findByText('No leave matches your filters')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, `GET /api/leaves/away?hostel=${kaveri._id}`).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Hostel')).toHaveValue('');
  });
});
