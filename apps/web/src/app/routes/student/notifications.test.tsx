import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationMessages as m, type Notification } from '@hms/shared/notifications';
import { createAdmin, createStudent } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { createNotification, notificationPage } from '@/testing/notification-factories';
import { renderApp } from '@/testing/render-app';

const hostile = '<script>alert(1)</script>\n<img src=x onerror=alert(1)>';
const ALL = 'GET /api/notifications?page=1&limit=20&unreadOnly=false';
const UNREAD = 'GET /api/notifications?page=1&limit=20&unreadOnly=true';

function renderList(lines: () => Notification[], extra = {}) {
  const unread = () => lines().filter((line) => !line.read).length;
  return renderApp('/student/notifications', {
    user: createStudent(),
    api: {
      [ALL]: () => notificationPage(lines(), unread()),
      [UNREAD]: () =>
        notificationPage(
          lines().filter((line) => !line.read),
          unread(),
        ),
      'GET /api/notifications/unread-count': () => ({ body: { success: true, unread: unread() } }),
      ...extra,
    },
  });
}

describe('Notifications (student)', () => {
  it('shows each line as text, unread ones marked in words, and marks one read', async () => {
    let read = false;
    const line = () =>
      createNotification({ _id: '41', title: 'Fan fixed', body: hostile, link: null, read });
    const { user, fetchMock } = renderList(() => [line()], {
      'POST /api/notifications/41/read': () => {
        read = true;
        return { body: { success: true, data: line() } };
      },
    });

    const item = await screen.findByRole('article');
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    // The markup is text on the page: no element was made from it.
    expect(item.querySelector('script, img')).toBeNull();
    expect(within(item).getByText(/<script>alert\(1\)<\/script>/).textContent).toBe(hostile);
    expect(screen.getAllByRole('link', { name: 'Notifications, 1 unread' }).length).toBeGreaterThan(
      0,
    );

    await user.click(within(item).getByRole('button', { name: 'Mark as read: Fan fixed' }));
    expect(requestsTo(fetchMock, 'POST /api/notifications/41/read')).toHaveLength(1);
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByText('Unread')).toBeNull();
    expect(
      (await screen.findAllByRole('link', { name: 'Notifications, none unread' })).length,
    ).toBeGreaterThan(0);
  });

  it('leads to where the thing is seen, marking the line read on the way', async () => {
    const { user, fetchMock, router } = renderList(
      () => [createNotification({ _id: '42', title: 'Payment received', link: '/student/fees' })],
      {
        'POST /api/notifications/42/read': {
          body: { success: true, data: createNotification({ _id: '42', read: true }) },
        },
        'GET /api/student/fees/entries?page=1&limit=10': {
          body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0 } },
        },
      },
    );
    await user.click(await screen.findByRole('link', { name: 'Payment received' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/fees'));
    expect(requestsTo(fetchMock, 'POST /api/notifications/42/read')).toHaveLength(1);
  });

  it('marks all as read at once, and shows the unread ones alone when asked', async () => {
    const lines = [
      createNotification({ title: 'Still new' }),
      createNotification({ title: 'Seen before', read: true }),
    ];
    const { user, fetchMock } = renderList(() => lines, {
      'POST /api/notifications/read-all': { body: { success: true, unread: 0 } },
    });
    await screen.findByText('Seen before');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(
      await screen.findByRole('button', { name: 'Unread', pressed: true }),
    ).toBeInTheDocument();
    await screen.findByText('Still new');
    expect(screen.queryByText('Seen before')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(m.markedAll)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('says when nothing is unread, and leads back to every line', async () => {
    const { user } = renderList(() => [createNotification({ title: 'Seen before', read: true })]);
    await screen.findByText('Seen before');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Seen before')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notifications, newest first' })).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    renderList(() => []);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('the bell in the office’s sidebar', () => {
  it('leads an administrator to their own Notifications page', async () => {
    renderApp('/admin/notifications', {
      user: createAdmin(),
      api: {
        [ALL]: notificationPage([createNotification({ title: 'New complaint' })], 1),
        'GET /api/notifications/unread-count': { body: { success: true, unread: 1 } },
      },
    });
    await screen.findByText('New complaint');
    const bells = screen.getAllByRole('link', { name: 'Notifications, 1 unread' });
    for (const bell of bells) expect(bell).toHaveAttribute('href', '/admin/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });
});
