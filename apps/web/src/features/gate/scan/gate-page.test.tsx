import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gateMessages as m, type GateScanResult, type Movement } from '@hms/shared/gate';
import { AppProvider } from '@/app/provider';
import { setToken } from '@/lib/auth-token';
import { createToken, nextId } from '@/testing/factories';
import { mockApi, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { GatePage } from './gate-page';

const SCANS = 'POST /api/gate/scans';

function movement(overrides: Partial<Movement> = {}): Movement {
  return {
    id: 1,
    direction: 'out',
    gate: 'Main gate',
    scannedAt: new Date().toISOString(),
    recordedBy: 'Guard',
    studentId: nextId(),
    studentName: 'Ravi Kumar',
    rollNumber: '2024CS001',
    hostelName: 'Kaveri',
    leaveId: null,
    lateMinutes: null,
    unmatched: null,
    withoutLeave: false,
    meaning: 'On approved leave until 30 Nov',
    attention: false,
    ...overrides,
  };
}

const answer = (data: Partial<GateScanResult> & { movement: Movement }) => ({
  body: { success: true, data: { roomNumber: 'A-101', alreadyRecorded: false, ...data } },
});

function renderGate(
  scans: MockRoutes[string],
  { gate = 'Main gate' }: { gate?: string | null } = {},
) {
  if (gate) window.localStorage.setItem('hms-gate-name', gate);
  setToken(createToken({ _id: nextId(), role: 'admin' }));
  const fetchMock = mockApi({ [SCANS]: scans });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <GatePage />
    </AppProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const result = () => screen.getByRole('region', { name: 'Scan result' });

describe('The gate (guard’s scan screen)', () => {
  it('records a roll number and shows the student, the room and what it means', async () => {
    const { user, fetchMock } = renderGate(() => answer({ movement: movement() }));
    await user.type(screen.getByLabelText('Roll number'), ' 2024CS001 ');
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(await within(result()).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(result()).getByText(m.recorded)).toBeInTheDocument();
    expect(within(result()).getByText(/Room A-101/)).toBeInTheDocument();
    expect(within(result()).getByText(/On approved leave until 30 Nov/)).toBeInTheDocument();
    expect(screen.getByLabelText('Roll number')).toHaveValue('');

    const [sent] = requestsTo(fetchMock, SCANS);
    expect(sent?.body).toEqual({
      clientKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/),
      direction: 'out',
      gate: 'Main gate',
      scannedAt: expect.any(String),
      rollNumber: '2024CS001',
    });
    expect(Date.now() - Date.parse((sent?.body as { scannedAt: string }).scannedAt)).toBeLessThan(
      60_000,
    );
  });

  it('says in words, with an icon, that a movement needs the warden’s attention', async () => {
    const { user, fetchMock } = renderGate(() =>
      answer({
        movement: movement({
          direction: 'in',
          lateMinutes: 40,
          meaning: 'Back 40 minutes after curfew',
          attention: true,
        }),
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Coming in' }));
    await user.type(screen.getByLabelText('Roll number'), '2024CS001');
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(await within(result()).findByText('Needs the warden’s attention')).toBeInTheDocument();
    expect(within(result()).getByText(/Back 40 minutes after curfew/)).toBeInTheDocument();
    expect(within(result()).getByText(/Coming in/)).toBeInTheDocument();
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(requestsTo(fetchMock, SCANS)[0]?.body).toMatchObject({ direction: 'in' });
  });

  it('checks the roll number with the shared schema before sending anything', async () => {
    const { user, fetchMock } = renderGate(() => answer({ movement: movement() }));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(m.whoRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Roll number')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, SCANS)).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps nothing queued', async () => {
    const refusal = m.studentNotFound;
    const { user } = renderGate(() => ({
      status: 404,
      body: { success: false, message: refusal },
    }));
    await user.type(screen.getByLabelText('Roll number'), '2099XX999');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await within(result()).findByText(refusal)).toBeInTheDocument();
    expect(within(result()).getByText('Not recorded')).toBeInTheDocument();
    expect(screen.queryByText(m.queued)).toBeNull();
    const queues = Object.keys(window.localStorage).filter((k) => k.startsWith('hms-gate-scans:'));
    expect(queues).toEqual([]);
  });

  it('keeps scans on the phone while the connection is down and sends them, in order, once', async () => {
    let online = false;
    const { user, fetchMock } = renderGate((request) => {
      if (!online) throw new TypeError('Failed to fetch');
      const roll = (request.body as { rollNumber: string }).rollNumber;
      return answer({ movement: movement({ rollNumber: roll, studentName: `Student ${roll}` }) });
    });
    for (const roll of ['R1', 'R2']) {
      await user.type(screen.getByLabelText('Roll number'), roll);
      await user.click(screen.getByRole('button', { name: 'Record' }));
    }
    expect(await screen.findByText('2 scans waiting')).toBeInTheDocument();
    expect(screen.getByText(m.queued)).toBeInTheDocument();
    expect(within(result()).getByText('Waiting to be sent')).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All 2 saved scans have been sent.')).toBeInTheDocument();
    expect(within(result()).getByText('Student R2')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent scans' });
    expect(within(recent).getByText('Student R1')).toBeInTheDocument();

    const sent = requestsTo(fetchMock, SCANS).map(
      (r) => r.body as { clientKey: string; rollNumber: string },
    );
    // R1 was tried twice while offline (its own scan, then R2's), R2 never before R1 was answered.
    const answered = sent.slice(-2);
    expect(answered.map((s) => s.rollNumber)).toEqual(['R1', 'R2']);
    const keys = new Set(sent.filter((s) => s.rollNumber === 'R1').map((s) => s.clientKey));
    expect(keys.size).toBe(1);
    expect(sent.filter((s) => s.rollNumber === 'R2')).toHaveLength(1);
  });

  it('asks once which gate this is, and remembers it on the phone', async () => {
    const { user } = renderGate(() => answer({ movement: movement() }), { gate: null });
    await user.click(screen.getByRole('button', { name: 'Save gate' }));
    expect(await screen.findByText(m.gateRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Which gate is this?'), 'North gate');
    await user.click(screen.getByRole('button', { name: 'Save gate' }));
    expect(await screen.findByText('North gate')).toBeInTheDocument();
    expect(window.localStorage.getItem('hms-gate-name')).toBe('North gate');
    expect(screen.getByRole('button', { name: 'Scan pass' })).toBeInTheDocument();
  });
});
