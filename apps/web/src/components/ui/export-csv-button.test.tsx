import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@hms/shared/auth';
import {
  complaintsPage,
  createAdmin,
  createHostel,
  createStudent,
  roomsPage,
  studentsPage,
} from '@/testing/factories';
import { requestsTo, type MockReply, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { catchSavedFiles } from '@/testing/saved-files';

const kaveri = createHostel({ name: 'Kaveri' });
const hostels = { body: { success: true, data: [kaveri] } };
const csv = 'Name\nKaveri\n';
const file = (name: string): MockReply => ({ file: { content: csv, type: 'text/csv', name } });

/** Opens the page, presses Export CSV and waits for the file to be saved. */
async function exportFrom(path: string, api: MockRoutes, user: SessionUser = createAdmin()) {
  const saved = catchSavedFiles();
  const view = renderApp(path, { user, api: { 'GET /api/hostels': hostels, ...api } });
  await view.user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return { ...view, saved };
}

describe('Export CSV', () => {
  it('downloads the hostels with the session token', async () => {
    const { saved, fetchMock } = await exportFrom('/admin/hostels', {
      'GET /api/hostels.csv': file('hostels-2026-11-26.csv'),
    });
    expect(saved[0]?.name).toBe('hostels-2026-11-26.csv');
    expect(await saved[0]?.text()).toBe(csv);
    const [request] = requestsTo(fetchMock, 'GET /api/hostels.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it("downloads the rooms with the page's filters, every page", async () => {
    const query = `hostel=${kaveri._id}&available=true&search=10`;
    const { saved } = await exportFrom(`/admin/rooms?${query}&page=3`, {
      [`GET /api/rooms?${query}&page=3&limit=20`]: { body: roomsPage([]) },
      [`GET /api/rooms.csv?${query}`]: file('rooms-2026-11-26.csv'),
    });
    expect(saved[0]?.name).toBe('rooms-2026-11-26.csv');
  });

  it("downloads the students with the page's filters", async () => {
    const query = `search=priya&hostel=${kaveri._id}`;
    const { saved } = await exportFrom(`/admin/students?${query}`, {
      [`GET /api/admin/students?${query}&page=1&limit=20`]: { body: studentsPage([]) },
      [`GET /api/students.csv?${query}`]: file('students-2026-11-26.csv'),
    });
    expect(saved[0]?.name).toBe('students-2026-11-26.csv');
  });

  it("downloads the office's complaints with every filter, the assignee's too", async () => {
    const query = 'status=Open&category=Mess+Food&search=dal&assigned=none';
    const { saved, fetchMock } = await exportFrom(`/admin/complaints?${query}`, {
      [`GET /api/complaints?${query}&page=1&limit=20`]: { body: complaintsPage([]) },
      [`GET /api/complaints.csv?${query}`]: file('complaints-2026-11-26.csv'),
    });
    expect(saved[0]?.name).toBe('complaints-2026-11-26.csv');
    expect(requestsTo(fetchMock, `GET /api/complaints.csv?${query}`)).toHaveLength(1);
  });

  it("downloads a student's own complaints, searched as the server searches", async () => {
    const list = 'GET /api/complaints?page=1&limit=100';
    const saved = catchSavedFiles();
    const { user } = renderApp('/student/complaints', {
      user: createStudent(),
      api: {
        [list]: { body: complaintsPage([], { limit: 100 }) },
        'GET /api/complaints.csv?category=Electricity': file('complaints-2026-11-26.csv'),
        'GET /api/complaints.csv?category=Electricity&search=fan': file(
          'complaints-2026-11-26.csv',
        ),
      },
    });
    await screen.findByText('No complaints found');
    await user.selectOptions(screen.getByLabelText('Category'), 'Electricity');
    // Two characters: the screen filters by them; the server searches from three.
    await user.type(screen.getByLabelText('Search complaints'), 'fa');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.type(screen.getByLabelText('Search complaints'), 'n');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it("downloads the Activity page's entries with its filters, not its cursor", async () => {
    const filters = 'entityType=hostel&from=2026-11-01';
    const { saved } = await exportFrom(`/admin/activity?${filters}&before=40`, {
      [`GET /api/audit-entries?${filters}&before=40&limit=20`]: {
        body: { success: true, data: [], paging: { older: null, newer: null } },
      },
      [`GET /api/activity.csv?${filters}`]: file('activity-2026-11-26.csv'),
    });
    expect(saved[0]?.name).toBe('activity-2026-11-26.csv');
  });

  it('is disabled while the file downloads, and says why when it fails', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { user } = renderApp('/admin/hostels', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': hostels,
        'GET /api/hostels.csv': () =>
          new Promise<MockReply>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    answer({ status: 503, body: { success: false, message: 'The server is busy.' } });
    expect(await screen.findByText('The server is busy.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
