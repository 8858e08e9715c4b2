import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeMessages as m, type Notice } from '@hms/shared/notices';
import { createStudentDashboard } from '@/testing/dashboard-factories';
import { createStudent } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { createNotice, noticePage } from '@/testing/notice-factories';
import { renderApp } from '@/testing/render-app';

const hostile = '<script>alert(1)</script>\n<img src=x onerror=alert(1)>';

function renderNotices(notices: () => Notice[]) {
  const unread = () => notices().filter((n) => !n.read).length;
  return renderApp('/student/notices', {
    user: createStudent(),
    api: {
      'GET /api/student/notices?page=1&limit=20': () => noticePage(notices(), unread()),
      'POST /api/student/notices/read-all': {
        body: { success: true, data: { marked: 1 } },
      },
    },
  });
}

describe('Notices (student)', () => {
  it('shows each notice as text, unread ones marked in words, and marks them read', async () => {
    let read = false;
    const notice = () => createNotice({ _id: 'n-1', title: 'Mess timings', body: hostile, read });
    const { user, fetchMock } = renderApp('/student/notices', {
      user: createStudent(),
      api: {
        'GET /api/student/notices?page=1&limit=20': () => noticePage([notice()], read ? 0 : 1),
        'POST /api/student/notices/n-1/read': () => {
          read = true;
          return { body: { success: true, data: notice() } };
        },
      },
    });

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    // The markup is text on the page: no element was made from it.
    expect(card.querySelector('script, img')).toBeNull();
    expect(within(card).getByText(/<script>alert\(1\)<\/script>/).textContent).toBe(hostile);

    await user.click(within(card).getByRole('button', { name: 'Mark as read: Mess timings' }));
    expect(requestsTo(fetchMock, 'POST /api/student/notices/n-1/read')).toHaveLength(1);
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByText('Unread')).toBeNull();
  });

  it('marks all as read at once', async () => {
    const { user, fetchMock } = renderNotices(() => [createNotice({ read: false })]);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(m.markedAllRead)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/student/notices/read-all')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    renderNotices(() => []);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows the newest notices with how many are unread, and leads to the Notices page', async () => {
    renderApp('/student/dashboard', {
      user: createStudent(),
      api: {
        'GET /api/student/dashboard': { body: { success: true, data: createStudentDashboard() } },
        'GET /api/student/notices?page=1&limit=3': noticePage(
          [
            createNotice({ title: 'Fire drill', pinned: true, read: false }),
            createNotice({ title: 'Water off' }),
          ],
          1,
          3,
        ),
      },
    });
    const card = await screen.findByRole('region', { name: 'Notices' });
    expect(within(card).getByText('1 unread')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Fire drill|Water off/).textContent)).toEqual(
      ['Fire drill', 'Water off'],
    );
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all notices' })).toHaveAttribute(
      'href',
      '/student/notices',
    );
  });
});
