import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { UNREAD_POLL_MS } from '../api/notifications';
import { bellCount, bellLabel, NotificationBell } from './notification-bell';

const COUNT = 'GET /api/notifications/unread-count';

function renderBell(unread: () => number, variant: 'row' | 'icon' = 'row') {
  const fetchMock = mockApi({ [COUNT]: () => ({ body: { success: true, unread: unread() } }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <NotificationBell to="/student/notifications" variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the notification bell (docs/product-rules.md#notifications)', () => {
  it('says how many are unread in its name, and shows the count in digits', async () => {
    renderBell(() => 3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/student/notifications');
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveTextContent('Notifications');
  });

  it('says none are unread, with no count, when all are read; as an icon too', async () => {
    renderBell(() => 0, 'icon');
    const bell = await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(bell.textContent?.trim()).toBe('');
  });

  it('asks again every 30 seconds, and when the window is focused again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    const fetchMock = renderBell(() => unread);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(requestsTo(fetchMock, COUNT)).toHaveLength(1);

    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await screen.findByRole('link', { name: 'Notifications, 4 unread' });
    expect(requestsTo(fetchMock, COUNT)).toHaveLength(2);

    unread = 0;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(requestsTo(fetchMock, COUNT)).toHaveLength(3);
  });
});

describe('the words and digits of the bell', () => {
  it('name it before the count has come, and cap the digits at 99+', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(120)).toBe('Notifications, 120 unread');
    expect(bellCount(7)).toBe('7');
    expect(bellCount(100)).toBe('99+');
  });
});
