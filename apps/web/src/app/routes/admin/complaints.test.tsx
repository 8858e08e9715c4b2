import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Complaint } from '@hms/shared/complaints';
import type { ComplaintStatus } from '@hms/shared/enums';
import { apiMessages, complaintMessages } from '@hms/shared/messages';
import { complaintsPage, createAdmin, createComment, createComplaint } from '@/testing/factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const firstPage = 'GET /api/complaints?page=1&limit=20';

function listBody(complaints: Complaint[], options?: Parameters<typeof complaintsPage>[1]) {
  return { body: complaintsPage(complaints, options) };
}

function renderComplaints(path = '/admin/complaints', api: MockRoutes = {}) {
  return renderApp(path, {
    user: createAdmin(),
    api: { [firstPage]: listBody([]), ...api },
  });
}

function filterBar() {
  return screen.getByRole('search', { name: 'Complaint filters' });
}

const fan = createComplaint({
  subject: 'Fan not working',
  student: { _id: 'student-1', name: 'Priya Sharma', studentId: '2024CS001' },
  comments: [createComment({ message: 'Please check it soon.' })],
});

/**
 * One complaint on the server: the list answers with its latest state and a PUT moves it on, as
 * the real server would.
 */
function serverWith(initial: Complaint) {
  let current = initial;
  const routes: MockRoutes = {
    [firstPage]: () => listBody([current]),
    [`PUT /api/complaints/${initial._id}`]: (request) => {
      const { status, resolution } = request.body as {
        status: ComplaintStatus;
        resolution?: string;
      };
      current = {
        ...current,
        status,
        ...(resolution ? { resolution, resolvedAt: '2025-06-04T09:15:00.000Z' } : {}),
      };
      return { body: { success: true, data: current } };
    },
  };
  return routes;
}

async function openDetail(complaint: Complaint, api: MockRoutes = serverWith(complaint)) {
  const view = renderComplaints('/admin/complaints', api);
  await view.user.click(await screen.findByRole('button', { name: complaint.subject }));
  return { ...view, dialog: screen.getByRole('dialog', { name: complaint.subject }) };
}

function statusButtons(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole('button', { name: /^Mark / })
    .map((button) => button.textContent ?? '');
}

describe('admin complaints page', () => {
  it('shows a card per complaint with its student', async () => {
    renderComplaints('/admin/complaints', { [firstPage]: listBody([fan]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const card = (await screen.findByRole('button', { name: 'Fan not working' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Priya Sharma');
    expect(card).toHaveTextContent('2024CS001');
    expect(within(card).getByText('Open')).toBeVisible();
    expect(within(card).getByText('Medium priority')).toBeVisible();
    expect(card).toHaveTextContent('Electricity');
    expect(card).toHaveTextContent(new Date(fan.createdAt).toLocaleDateString());
    expect(card).toHaveTextContent('1 comment');
  });

  it("says 'No complaints found' when there are none", async () => {
    renderComplaints();
    expect(await screen.findByText('No complaints found')).toBeVisible();
  });

  it("says 'Error loading complaints' and retries", async () => {
    let calls = 0;
    const { user } = renderComplaints('/admin/complaints', {
      [firstPage]: () => {
        calls += 1;
        return calls === 1 ? { status: 500 } : listBody([fan]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading complaints');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fan not working' })).toBeVisible();
  });

  it("shows the server's sentence when it is too busy, and retries", async () => {
    let calls = 0;
    const { user } = renderComplaints('/admin/complaints', {
      [firstPage]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 503,
              body: { success: false, message: apiMessages.serverBusy },
            }
          : listBody([fan]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading complaints');
    expect(alert).toHaveTextContent(apiMessages.serverBusy);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fan not working' })).toBeVisible();
  });

  it('searches from three characters on, and says so before', async () => {
    const searched = 'GET /api/complaints?search=fan&page=1&limit=20';
    const { user, router, fetchMock } = renderComplaints('/admin/complaints', {
      [searched]: listBody([fan]),
    });
    await screen.findByText('No complaints found');
    const box = within(filterBar()).getByLabelText('Search complaints');

    await user.type(box, 'fa');
    expect(await screen.findByText(complaintMessages.searchTooShort)).toBeVisible();
    expect(box).toHaveAccessibleDescription(complaintMessages.searchTooShort);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');

    await user.type(box, 'n');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fan'));
    expect(await screen.findByRole('button', { name: 'Fan not working' })).toBeVisible();
    expect(screen.queryByText(complaintMessages.searchTooShort)).toBeNull();
    expect(requestsTo(fetchMock, searched)).toHaveLength(1);
  });

  it('says when a search matched more than it counted', async () => {
    renderComplaints('/admin/complaints', {
      [firstPage]: {
        body: {
          success: true,
          data: [fan],
          pagination: { page: 1, limit: 20, total: 200, totalCapped: true },
        },
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pages).toHaveTextContent('Showing 1–20 of 200+ complaints');
    expect(pages).toHaveTextContent('Page 1 of 10+');
  });

  it('keeps the filters in the URL and asks the server', async () => {
    const searched = 'GET /api/complaints?search=fan&page=1&limit=20';
    const filtered =
      'GET /api/complaints?status=Open&category=Mess+Food&priority=High&search=fan&page=1&limit=20';
    const { user, router, fetchMock } = renderComplaints('/admin/complaints', {
      [searched]: listBody([fan]),
      'GET /api/complaints?status=Open&search=fan&page=1&limit=20': listBody([fan]),
      'GET /api/complaints?status=Open&category=Mess+Food&search=fan&page=1&limit=20': listBody([]),
      [filtered]: listBody([]),
    });
    await screen.findByText('No complaints found');

    await user.type(within(filterBar()).getByLabelText('Search complaints'), 'fan');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fan'));
    expect(await screen.findByRole('button', { name: 'Fan not working' })).toBeVisible();

    await user.selectOptions(within(filterBar()).getByLabelText('Status'), 'Open');
    await user.selectOptions(within(filterBar()).getByLabelText('Category'), 'Mess Food');
    await user.selectOptions(within(filterBar()).getByLabelText('Priority'), 'High');
    expect(router.state.location.search).toBe(
      '?search=fan&status=Open&category=Mess+Food&priority=High',
    );
    expect(await screen.findByText('No complaints match your filters')).toBeVisible();
    expect(requestsTo(fetchMock, filtered)).toHaveLength(1);

    await user.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No complaints found')).toBeVisible();
  });

  it('offers Overdue among the statuses, kept in the URL and asked of the server', async () => {
    const late = createComplaint({ subject: 'Geyser cold', overdue: true });
    const overdueList = 'GET /api/complaints?overdue=true&page=1&limit=20';
    const { user, router, fetchMock } = renderComplaints('/admin/complaints', {
      [firstPage]: listBody([fan, late]),
      [overdueList]: listBody([late]),
      'GET /api/complaints?status=Open&page=1&limit=20': listBody([fan, late]),
    });
    const fanCard = (await screen.findByRole('button', { name: 'Fan not working' })).closest(
      'article',
    )!;
    expect(within(fanCard).queryByText('Overdue')).toBeNull();

    await user.selectOptions(within(filterBar()).getByLabelText('Status'), 'Overdue');
    expect(router.state.location.search).toBe('?overdue=true');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Fan not working' })).toBeNull(),
    );
    const lateCard = screen.getByRole('button', { name: 'Geyser cold' }).closest('article')!;
    expect(within(lateCard).getByText('Overdue')).toBeVisible();
    expect(requestsTo(fetchMock, overdueList)).toHaveLength(1);

    // A status takes Overdue's place: they are one choice.
    await user.selectOptions(within(filterBar()).getByLabelText('Status'), 'Open');
    expect(router.state.location.search).toBe('?status=Open');
  });

  describe('detail modal', () => {
    it('shows the due time, the Overdue badge, and how long a resolved one took in words', async () => {
      const late = createComplaint({
        subject: 'Geyser cold',
        overdue: true,
        dueAt: '2025-06-01T14:00:00.000Z',
      });
      const { dialog } = await openDetail(late);
      expect(within(dialog).getByText('Overdue')).toBeVisible();
      expect(
        within(dialog).getByText(new Date('2025-06-01T14:00:00.000Z').toLocaleString()),
      ).toHaveAttribute('dateTime', '2025-06-01T14:00:00.000Z');
    });

    it('says how long a resolved complaint took, and shows no Overdue badge', async () => {
      const done = createComplaint({
        subject: 'Tap fixed',
        status: 'Resolved',
        resolution: 'Washer replaced',
        resolvedAt: '2025-06-02T12:05:00.000Z',
        minutesToResolve: 26 * 60 + 5,
      });
      const { dialog } = await openDetail(done);
      expect(dialog).toHaveTextContent('1 day 2 hours after it was submitted');
      expect(within(dialog).queryByText('Overdue')).toBeNull();
    });

    it.each([
      ['Open', ['Mark In Progress', 'Mark Resolved']],
      ['In Progress', ['Mark Resolved']],
      ['Resolved', ['Mark Closed']],
      ['Closed', []],
    ] as const)('offers only the allowed changes from %s', async (status, expected) => {
      const complaint = createComplaint({ subject: `A ${status} complaint`, status });
      const { dialog } = await openDetail(complaint);

      expect(statusButtons(dialog)).toEqual(expected);
      if (status === 'Closed') {
        expect(within(dialog).queryByLabelText('Add a comment')).not.toBeInTheDocument();
      } else {
        expect(within(dialog).getByLabelText('Add a comment')).toBeVisible();
      }
    });

    it('shows the student, description and comments', async () => {
      const { dialog } = await openDetail(fan);

      expect(dialog).toHaveTextContent('Priya Sharma');
      expect(dialog).toHaveTextContent('2024CS001');
      expect(within(dialog).getByText(fan.description)).toBeVisible();
      expect(within(dialog).getByText('Please check it soon.')).toBeVisible();
    });

    it('marks In Progress at once and shows the new status in place', async () => {
      const { user, dialog, fetchMock } = await openDetail(fan);

      await user.click(within(dialog).getByRole('button', { name: 'Mark In Progress' }));

      expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();
      expect(requestsTo(fetchMock, `PUT /api/complaints/${fan._id}`)[0]?.body).toEqual({
        status: 'In Progress',
      });
      expect(within(dialog).getByText('In Progress', { exact: true })).toBeVisible();
      expect(statusButtons(dialog)).toEqual(['Mark Resolved']);
    });

    it('sends nothing when the resolution is left empty', async () => {
      const { user, dialog, fetchMock } = await openDetail(fan);

      await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
      expect(within(dialog).getByLabelText('Resolution details')).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Resolved' }));
      await user.type(within(dialog).getByLabelText('Resolution details'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Resolved' }));

      expect(requestsTo(fetchMock, `PUT /api/complaints/${fan._id}`)).toHaveLength(0);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).getByText('Open', { exact: true })).toBeVisible();

      // Cancel goes back to the buttons.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(statusButtons(dialog)).toEqual(['Mark In Progress', 'Mark Resolved']);
    });

    it('resolves with the resolution and shows it with its date', async () => {
      const { user, dialog, fetchMock } = await openDetail(fan);

      await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
      await user.type(
        within(dialog).getByLabelText('Resolution details'),
        'Replaced the fan regulator.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Confirm Resolved' }));

      expect(await within(dialog).findByText('Replaced the fan regulator.')).toBeVisible();
      expect(requestsTo(fetchMock, `PUT /api/complaints/${fan._id}`)[0]?.body).toEqual({
        status: 'Resolved',
        resolution: 'Replaced the fan regulator.',
      });
      expect(dialog).toHaveTextContent(
        `Resolved on ${new Date('2025-06-04T09:15:00.000Z').toLocaleString()}`,
      );
      expect(within(dialog).queryByLabelText('Resolution details')).not.toBeInTheDocument();
      expect(statusButtons(dialog)).toEqual(['Mark Closed']);
    });

    it("shows the server's reason when a change is refused", async () => {
      const { user, dialog } = await openDetail(fan, {
        [firstPage]: listBody([fan]),
        [`PUT /api/complaints/${fan._id}`]: {
          status: 409,
          body: {
            success: false,
            message: 'A complaint that is Closed cannot be moved to In Progress.',
          },
        },
      });

      await user.click(within(dialog).getByRole('button', { name: 'Mark In Progress' }));

      expect(
        await screen.findByText('A complaint that is Closed cannot be moved to In Progress.'),
      ).toBeInTheDocument();
    });
  });
});
