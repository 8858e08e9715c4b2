import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gateMessages as m, type GatePass } from '@hms/shared/gate';
import { createStudent } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

function pass(overrides: Partial<GatePass> = {}): GatePass {
  return {
    code: 'P1.student.12345.signature',
    expiresAt: new Date(Date.now() + 20_000).toISOString(),
    name: 'Ravi Kumar',
    rollNumber: '2024CS001',
    roomNumber: 'A-101',
    hostelName: 'Kaveri',
    ...overrides,
  };
}

describe('Gate Pass (student)', () => {
  it('shows the code as a QR image named for what it is, with the student in large print', async () => {
    const { fetchMock } = renderApp('/student/gate-pass', {
      user: createStudent(),
      api: { 'GET /api/student/gate-pass': { body: { success: true, data: pass() } } },
    });
    const image = await screen.findByRole('img', {
      name: 'Gate pass code of Ravi Kumar, for the guard to scan',
    });
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    // The alt text says what the image is, never the code itself.
    expect(image.getAttribute('aria-label')).not.toContain('P1.');
    expect(screen.getByRole('heading', { name: 'Gate Pass', level: 1 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(main.getByText('2024CS001')).toBeInTheDocument();
    expect(main.getByText('A-101')).toBeInTheDocument();
    expect(main.getByText('Kaveri')).toBeInTheDocument();
    expect(main.getByText(/Renews automatically/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gate Pass' })).toHaveAttribute(
      'href',
      '/student/gate-pass',
    );
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says a student without a room has no pass yet, in the server’s words', async () => {
    renderApp('/student/gate-pass', {
      user: createStudent(),
      api: {
        'GET /api/student/gate-pass': { status: 409, body: { success: false, message: m.noRoom } },
      },
    });
    expect(await screen.findByText(m.noRoom)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Gate pass code/ })).toBeNull();
  });
});
