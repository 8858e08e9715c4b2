import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hms/shared/audit';
import { createAdmin } from '@/testing/factories';
import type { MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const HOSTEL = '5f0c6a1e-8a57-4a4e-9b7e-2d7f5a0c1b11';

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: new Date(Date.UTC(2026, 10, 25, 10, id)).toISOString(),
    actor: { id: 'c0a80101-0000-4000-8000-000000000001', role: 'admin', name: 'Asha Menon' },
    action: 'hostel.update',
    entityType: 'hostel',
    entityId: HOSTEL,
    label: 'Ganga Hostel',
    before: { name: 'Ganga' },
    after: { name: 'Ganga Hostel' },
    ...overrides,
  };
}

const page = (data: AuditEntry[], older: number | null = null, newer: number | null = null) => ({
  body: { success: true, data, paging: { older, newer } },
});

function renderActivity(path: string, api: MockRoutes) {
  return renderApp(path, { user: createAdmin(), api });
}

describe('activity page', () => {
  it('lists changes newest first: when, who and what, and what changed as text', async () => {
    renderActivity('/admin/activity', {
      'GET /api/audit-entries?limit=20': page([
        entry(3, {
          actor: { id: null, role: 'warden', name: 'Meena' },
          action: 'complaint.comment',
          entityType: 'complaint',
          label: '<img src=x onerror=alert(1)>',
          before: null,
          after: { comment: { message: '<b>Fixed?</b>' } },
        }),
        entry(2),
      ]),
    });

    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const [newest, older] = within(list).getAllByRole('article');
    expect(newest).toHaveTextContent('Meena commented on complaint “<img src=x onerror=alert(1)>”');
    expect(newest).toHaveTextContent('Warden');
    expect(newest).toHaveTextContent('comment:<b>Fixed?</b>');
    expect(list.querySelector('img, b')).toBeNull();
    expect(older).toHaveTextContent('Asha Menon changed hostel Ganga Hostel');
    expect(older).toHaveTextContent('Administrator');
    expect(older).toHaveTextContent('name:Ganga → Ganga Hostel');
    expect(within(older!).getByRole('link', { name: 'History of this record' })).toHaveAttribute(
      'href',
      `/admin/activity?entityType=hostel&entityId=${HOSTEL}`,
    );
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('pages to older entries and back by cursor', async () => {
    const { user } = renderActivity('/admin/activity', {
      'GET /api/audit-entries?limit=20': page([entry(30)], 30),
      'GET /api/audit-entries?before=30&limit=20': page([entry(29)], null, 29),
      'GET /api/audit-entries?after=29&limit=20': page([entry(30)], 30),
    });

    await user.click(await screen.findByRole('button', { name: 'Older' }));
    // 10:29 UTC is 15:59 in the college's zone (Asia/Kolkata), whatever the browser's.
    expect(await screen.findByText(/3:59/, { selector: 'time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('button', { name: 'Older' })).toBeEnabled();
  });

  it('filters by kind of record and action, and shows a record history with a way back', async () => {
    const { user, router } = renderActivity(
      `/admin/activity?entityType=hostel&entityId=${HOSTEL}`,
      {
        [`GET /api/audit-entries?entityType=hostel&entityId=${HOSTEL}&limit=20`]: page([entry(5)]),
        'GET /api/audit-entries?limit=20': page([entry(6)]),
        'GET /api/audit-entries?entityType=room&limit=20': page([]),
        'GET /api/audit-entries?entityType=room&action=room.create&limit=20': page([]),
      },
    );

    expect(await screen.findByText("Showing one record's history.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History of this record' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all changes' }));
    expect(router.state.location.search).toBe('');

    await user.selectOptions(screen.getByLabelText('Kind of record'), 'room');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'room.create');
    expect(router.state.location.search).toBe('?entityType=room&action=room.create');
  });

  it('has an Activity link in the sidebar', async () => {
    renderActivity('/admin/activity', { 'GET /api/audit-entries?limit=20': page([]) });

    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
  });
});
