import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@hms/shared/dashboard';
import { createAdminDashboard } from '@/testing/dashboard-factories';
import { createAdmin } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

const gate = { inside: 112, onLeave: 9, outWithoutLeave: 3, overdue: 1 };
const reply = (data: object) => ({ body: { success: true, data } });

describe("the dashboards' gate counts", () => {
  it('shows the four counts, each leading to its list on the Gate page', async () => {
    renderApp('/admin/dashboard', {
      user: createAdmin(),
      api: { 'GET /api/admin/dashboard': reply(createAdminDashboard({ gate })) },
    });
    const counts = await screen.findByRole('region', { name: 'At the gate now' });
    const figure = (label: string) =>
      within(counts).getByText(label, { selector: 'dt' }).parentElement;
    expect(figure('Inside')).toHaveTextContent('112');
    expect(figure('Out on leave')).toHaveTextContent('9');
    expect(figure('Out without leave')).toHaveTextContent('3');
    expect(figure('Overdue')).toHaveTextContent('1');
    expect(within(counts).getByRole('link', { name: 'Show who is overdue' })).toHaveAttribute(
      'href',
      '/admin/gate?whereabouts=overdue',
    );
  });

  it('leaves them out where the server does not count them', async () => {
    renderApp('/admin/dashboard', {
      user: createAdmin(),
      api: { 'GET /api/admin/dashboard': reply(createAdminDashboard()) },
    });
    await screen.findByText('Total Students', { selector: 'dt' });
    expect(screen.queryByRole('region', { name: 'At the gate now' })).toBeNull();
  });

  it("counts a warden's hostels and leads to the warden's Gate page", async () => {
    const dashboard: Partial<AdminDashboard> = createAdminDashboard({ gate });
    delete dashboard.complaintsPerWeek;
    renderApp('/warden/dashboard', {
      user: createAdmin({ role: 'warden', name: 'Lakshmi' }),
      api: { 'GET /api/warden/dashboard': reply(dashboard) },
    });
    const counts = await screen.findByRole('region', { name: 'At the gate now' });
    expect(within(counts).getByRole('link', { name: 'Show who is inside' })).toHaveAttribute(
      'href',
      '/warden/gate?whereabouts=inside',
    );
  });
});
