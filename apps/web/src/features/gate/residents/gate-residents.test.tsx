import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { setToken } from '@/lib/auth-token';
import { createToken, nextId } from '@/testing/factories';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { GateResidents } from './gate-residents';

const resident = (overrides: Record<string, unknown> = {}) => ({
  studentId: nextId(),
  name: 'Ananya Krishnamurthy',
  rollNumber: '2024CS017',
  roomNumber: 'B-204',
  hostelName: 'Kaveri',
  onLeaveUntil: null,
  ...overrides,
});

describe("The guard's residents", () => {
  it('finds a resident by what the guard types and says whether they are on leave', async () => {
    setToken(createToken({ _id: nextId(), role: 'guard' }));
    const fetchMock = mockApi({
      'GET /api/gate/residents?page=1&limit=10&search=2024CS017': {
        body: {
          success: true,
          data: [resident({ onLeaveUntil: '2026-11-30' })],
          pagination: { page: 1, limit: 10, total: 1 },
        },
      },
    });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <GateResidents />
      </AppProvider>,
    );
    expect(
      await screen.findByText('No resident of your hostels matches this search.'),
    ).toBeVisible();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find a resident by name or roll number' }),
      '2024CS017',
    );
    expect(await screen.findByText('Ananya Krishnamurthy')).toBeVisible();
    expect(screen.getByText('2024CS017 · Room B-204, Kaveri')).toBeVisible();
    expect(screen.getByText('On approved leave until 30 Nov 2026')).toBeVisible();
    expect(
      requestsTo(fetchMock, 'GET /api/gate/residents?page=1&limit=10&search=2024CS017'),
    ).toHaveLength(1);
  });
});
