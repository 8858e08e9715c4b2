import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@hms/shared/auth';
import { createAdmin, createHostel } from '@/testing/factories';
import {
  createCurfew,
  createInsideNow,
  createInsideRow,
  createMovement,
} from '@/testing/gate-factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { catchSavedFiles } from '@/testing/saved-files';

const kaveri = createHostel({ name: 'Kaveri' });
const narmada = createHostel({ name: 'Narmada' });
const inside = (hostel: string) => `GET /api/gate/inside?hostel=${hostel}`;
const movements = (hostel: string, attention = false) =>
  `GET /api/gate/movements?page=1&limit=20&hostel=${hostel}${attention ? '&attention=true' : ''}`;

// Sent out of room order, to show the page puts 2 before 10 whatever it is given.
const residents = [
  createInsideRow({ name: 'Divya Nair', rollNumber: 'D10', roomNumber: '10' }),
  createInsideRow({
    name: 'Asha Rao',
    rollNumber: 'A2',
    roomNumber: '2',
    whereabouts: 'overdue',
    leaveUntil: '2026-03-10',
  }),
  createInsideRow({
    name: 'Meera Pillai',
    rollNumber: 'M2',
    roomNumber: '2',
    whereabouts: 'onLeave',
    leaveUntil: '2026-03-15',
    guardians: [],
  }),
  createInsideRow({ name: 'Kavya Iyer', rollNumber: 'K3', roomNumber: '3' }),
  createInsideRow({
    name: 'Lata Menon',
    rollNumber: 'L3',
    roomNumber: '3',
    whereabouts: 'outWithoutLeave',
  }),
];

function renderGate(path = '/admin/gate', api: MockRoutes = {}, user: SessionUser = createAdmin()) {
  return renderApp(path, {
    user,
    api: {
      'GET /api/hostels': { body: { success: true, data: [kaveri, narmada] } },
      'GET /api/gate/curfews': {
        body: {
          success: true,
          data: [
            createCurfew({ hostelId: kaveri._id, hostelName: 'Kaveri', curfew: '21:30' }),
            createCurfew({ hostelId: narmada._id, hostelName: 'Narmada' }),
          ],
        },
      },
      [inside(kaveri._id)]: { body: { success: true, data: createInsideNow(residents) } },
      ...api,
    },
  });
}

/** The number a count card shows under its name. */
function countOf(label: string): string | null | undefined {
  const cards = screen.getByLabelText('Kaveri now');
  return within(cards).getByText(label, { selector: 'dt span' }).closest('dt')?.nextElementSibling
    ?.textContent;
}

/** The residents' names in the order of the list's rows. */
const namesInOrder = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/^Name/, ''));

describe('the Gate page', () => {
  it('is in the sidebar and shows the four counts, in words, for the first hostel', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gate' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Gate' })[0]).toHaveAttribute('href', '/admin/gate');
    await screen.findByLabelText('Kaveri now');
    expect(screen.getByLabelText('Hostel')).toHaveValue(kaveri._id);
    expect(countOf('Inside')).toBe('2');
    expect(countOf('Out on leave')).toBe('1');
    expect(countOf('Out without leave')).toBe('1');
    expect(countOf('Overdue')).toBe('1');
    expect(screen.getByText('Leave has ended; not back yet')).toBeInTheDocument();
    // Curfew read from the settings, with the way to change it for an administrator.
    expect(screen.getByText('21:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change in Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('lists the residents by room number, each with where they are and whom to call', async () => {
    renderGate();
    await screen.findByRole('table', { name: 'Kaveri: everyone, by room' });
    expect(namesInOrder()).toEqual([
      'Asha Rao',
      'Meera Pillai',
      'Kavya Iyer',
      'Lata Menon',
      'Divya Nair',
    ]);
    const asha = screen.getByRole('row', { name: /Asha Rao/ });
    expect(within(asha).getByText('Overdue')).toBeInTheDocument();
    expect(within(asha).getByText(/Leave until/)).toBeInTheDocument();
    expect(within(asha).getByText(/Meena Sharma \(Mother\)/)).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: '9876500001' })).toHaveAttribute(
      'href',
      'tel:9876500001',
    );
    const meera = screen.getByRole('row', { name: /Meera Pillai/ });
    expect(within(meera).getByText('None given')).toBeInTheDocument();
    expect(within(meera).getByText('Out on leave')).toBeInTheDocument();
  });

  it('filters the list by whereabouts with chips, kept in the address', async () => {
    const { user, router } = renderGate();
    const chips = await screen.findByRole('group', { name: 'Show residents' });
    expect(within(chips).getByRole('button', { name: 'Everyone (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(chips).getByRole('button', { name: 'Inside (2)' }));
    expect(namesInOrder()).toEqual(['Kavya Iyer', 'Divya Nair']);
    expect(within(chips).getByRole('button', { name: 'Inside (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?whereabouts=inside');
    await user.click(within(chips).getByRole('button', { name: 'Overdue (1)' }));
    expect(namesInOrder()).toEqual(['Asha Rao']);
    await user.click(within(chips).getByRole('button', { name: 'Everyone (5)' }));
    expect(namesInOrder()).toHaveLength(5);
  });

  it('says so when nobody has the whereabouts chosen', async () => {
    const everyoneIn = [createInsideRow({ name: 'Kavya Iyer' })];
    const { user } = renderGate('/admin/gate?whereabouts=overdue', {
      [inside(kaveri._id)]: { body: { success: true, data: createInsideNow(everyoneIn) } },
    });
    expect(await screen.findByText('Nobody is overdue now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(namesInOrder()).toEqual(['Kavya Iyer']);
  });

  it('remembers the hostel chosen in the address', async () => {
    const { user, router, fetchMock } = renderGate('/admin/gate', {
      [inside(narmada._id)]: {
        body: { success: true, data: createInsideNow([], { hostelName: 'Narmada' }) },
      },
    });
    await screen.findByLabelText('Kaveri now');
    await user.selectOptions(screen.getByLabelText('Hostel'), 'Narmada');
    expect(await screen.findByText('Nobody lives in this hostel yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?hostel=${narmada._id}`);
    expect(requestsTo(fetchMock, inside(narmada._id))).toHaveLength(1);
  });

  it('prints the page and downloads the list as a CSV', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const saved = catchSavedFiles();
    const { user, fetchMock } = renderGate('/admin/gate', {
      [`GET /api/gate/inside.csv?hostel=${kaveri._id}`]: {
        file: { content: 'Room,Name\n2,Asha Rao\n', type: 'text/csv', name: 'kaveri-inside.csv' },
      },
    });
    await screen.findByLabelText('Kaveri now');
    // On paper, the hostel's name and the time stand in for the controls.
    expect(screen.getByText('Kaveri: who is inside')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('kaveri-inside.csv');
    expect(await saved[0]?.text()).toContain('Asha Rao');
    expect(requestsTo(fetchMock, `GET /api/gate/inside.csv?hostel=${kaveri._id}`)).toHaveLength(1);
  });

  it('lists the movements newest first, each in words, and those that need attention', async () => {
    const late = createMovement({
      studentName: 'Lata Menon',
      lateMinutes: 40,
      meaning: 'Back 40 minutes after curfew',
      attention: true,
    });
    const onTime = createMovement({ studentName: 'Kavya Iyer' });
    const { user, router } = renderGate('/admin/gate', {
      [movements(kaveri._id)]: {
        body: {
          success: true,
          data: [late, onTime],
          pagination: { page: 1, limit: 20, total: 2 },
        },
      },
      [movements(kaveri._id, true)]: {
        body: { success: true, data: [late], pagination: { page: 1, limit: 20, total: 1 } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Movements' }));
    const list = await screen.findByRole('list', { name: 'Movements, newest first' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Back 40 minutes after curfew')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Back on time')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Needs attention')).toBeNull();

    await user.click(screen.getByLabelText('Needs attention only'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Movements, newest first' })).getAllByRole(
          'article',
        ),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?view=movements&attention=true');
  });

  it('says so when nothing needs attention', async () => {
    renderGate('/admin/gate?view=movements&attention=true', {
      [movements(kaveri._id, true)]: {
        body: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0 } },
      },
    });
    expect(await screen.findByText('Nothing needs your attention')).toBeInTheDocument();
    expect(screen.getByLabelText('Needs attention only')).toBeChecked();
  });

  it("shows a warden their hostels' curfew, read-only, under their own sidebar link", async () => {
    renderGate('/warden/gate', {}, createAdmin({ role: 'warden', name: 'Lakshmi' }));
    await screen.findByLabelText('Kaveri now');
    expect(screen.getAllByRole('link', { name: 'Gate' })[0]).toHaveAttribute(
      'href',
      '/warden/gate',
    );
    expect(screen.getByText('21:30')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change in Settings' })).toBeNull();
  });
});
