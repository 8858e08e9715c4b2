import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@hms/shared/auth';
import { ROLL_CALL_REFRESH_MS, type RollCall } from '@hms/shared/roll-call';
import { withMark } from '../api/roll-call-api';
import { createAdmin } from '@/testing/factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { createRollCall, createRollCallEntry } from '@/testing/roll-call-factories';

const longName = 'Venkataramanasubramaniyapillaiऋतम्भराकृष्णमूर्तिसुब्रह्मण्यम'.repeat(3);
const asha = createRollCallEntry({ name: 'Asha Rao', rollNumber: 'A2' });
const meera = createRollCallEntry({ name: longName, rollNumber: 'M2' });
const kavya = createRollCallEntry({
  name: 'Kavya Iyer',
  rollNumber: 'K3',
  mark: 'present',
  markedBy: 'Meena Warden',
});
const rollCall = createRollCall([
  { roomNumber: '2', residents: [asha, meera] },
  { roomNumber: '3', residents: [kavya] },
]);
const sheet = `GET /api/roll-calls/${rollCall._id}`;
const markOf = (student: string) => `PUT /api/roll-calls/${rollCall._id}/marks/${student}`;
const close = `POST /api/roll-calls/${rollCall._id}/close`;

function renderSheet(
  api: MockRoutes = {},
  user: SessionUser = createAdmin(),
  area: 'admin' | 'warden' = 'admin',
) {
  return renderApp(`/${area}/roll-call/${rollCall._id}`, {
    user,
    api: { [sheet]: { body: { success: true, data: rollCall } }, ...api },
  });
}

/** The number a count shows under its name. */
const countOf = (label: string) =>
  within(screen.getByLabelText('Kaveri: counts')).getByText(label).nextElementSibling?.textContent;

describe('a roll-call’s list', () => {
  it('shows the counts in words and each room’s residents with Present and Absent', async () => {
    renderSheet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roll-call' })).toBeVisible();
    await screen.findByLabelText('Kaveri: counts');
    expect([countOf('Present'), countOf('Absent'), countOf('Unmarked')]).toEqual(['1', '0', '2']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Room 2',
      'Room 3',
    ]);
    const kavyaMarks = screen.getByRole('group', { name: 'Mark Kavya Iyer' });
    expect(within(kavyaMarks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(kavyaMarks).getByRole('button', { name: 'Absent' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // A long unbroken name is text, and may break anywhere rather than widen the page.
    expect(screen.getByText(longName)).toHaveClass('[overflow-wrap:anywhere]');
    expect(screen.getByText(/marked by Meena Warden/)).toBeInTheDocument();
  });

  it('marks a resident with one tap, shown at once and sent to the server', async () => {
    // The server keeps the mark, and answers the list with it from then on.
    let saved = rollCall;
    const { user, fetchMock } = renderSheet({
      [sheet]: () => ({ body: { success: true, data: saved } }),
      [markOf(asha.studentId ?? '')]: () => {
        saved = withMark(rollCall, asha.studentId ?? '', 'absent');
        return { body: { success: true, data: { ...asha, mark: 'absent' } } };
      },
    });
    const marks = await screen.findByRole('group', { name: 'Mark Asha Rao' });
    await user.click(within(marks).getByRole('button', { name: 'Absent' }));
    await waitFor(() =>
      expect(within(marks).getByRole('button', { name: 'Absent' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(marks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(countOf('Absent')).toBe('1');
    expect(countOf('Unmarked')).toBe('1');
    expect(requestsTo(fetchMock, markOf(asha.studentId ?? ''))[0]?.body).toEqual({
      mark: 'absent',
    });
  });

  it('says why a mark was refused, and reads the list again', async () => {
    const message =
      'This roll-call was closed by Meena Warden at 22:10; nothing more can be marked or closed. Start a new one if you need to call the roll again.';
    const { user, fetchMock } = renderSheet({
      [markOf(asha.studentId ?? '')]: { status: 409, body: { success: false, message } },
    });
    const marks = await screen.findByRole('group', { name: 'Mark Asha Rao' });
    await user.click(within(marks).getByRole('button', { name: 'Present' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, sheet).length).toBeGreaterThan(1));
  });

  it(
    'reads the list again every few seconds, so two wardens see each other’s marks',
    async () => {
      let reads = 0;
      const marked: RollCall = createRollCall(
        [
          {
            roomNumber: '2',
            residents: [{ ...asha, mark: 'present', markedBy: 'Meena Warden' }, meera],
          },
          { roomNumber: '3', residents: [kavya] },
        ],
        { _id: rollCall._id },
      );
      renderSheet({
        [sheet]: () => ({ body: { success: true, data: (reads += 1) === 1 ? rollCall : marked } }),
      });
      const marks = await screen.findByRole('group', { name: 'Mark Asha Rao' });
      await waitFor(
        () =>
          expect(within(marks).getByRole('button', { name: 'Present' })).toHaveAttribute(
            'aria-pressed',
            'true',
          ),
        { timeout: ROLL_CALL_REFRESH_MS + 2_000 },
      );
    },
    ROLL_CALL_REFRESH_MS + 5_000,
  );

  it('asks before closing, saying how many unmarked will count as absent; Escape keeps it open', async () => {
    const closed = createRollCall(
      [
        {
          roomNumber: '2',
          residents: [
            { ...asha, mark: 'absent' },
            { ...meera, mark: 'absent' },
          ],
        },
        { roomNumber: '3', residents: [kavya] },
      ],
      { _id: rollCall._id, closedBy: 'Asha Warden', closedAt: '2026-03-12T16:40:00.000Z' },
    );
    let saved = rollCall;
    const { user, fetchMock } = renderSheet({
      [sheet]: () => ({ body: { success: true, data: saved } }),
      [close]: () => {
        saved = closed;
        return { body: { success: true, data: closed } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close roll-call' }));
    let dialog = screen.getByRole('dialog', { name: 'Close roll-call' });
    expect(dialog).toHaveTextContent('2 residents are unmarked and will count as absent.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, close)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close roll-call' }));
    dialog = screen.getByRole('dialog', { name: 'Close roll-call' });
    // Cancel has focus first; Tab reaches the confirming button and Enter presses it.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Roll-call closed', { selector: 'p' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, close)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after closing shows a summary and each mark in words, with nothing to press', async () => {
    const closed = createRollCall(
      [
        {
          roomNumber: '2',
          residents: [
            { ...asha, mark: 'absent' },
            { ...meera, mark: 'present' },
          ],
        },
        { roomNumber: '3', residents: [kavya] },
      ],
      { _id: rollCall._id, closedBy: 'Asha Warden', closedAt: '2026-03-12T16:40:00.000Z' },
    );
    renderSheet(
      { [sheet]: { body: { success: true, data: closed } } },
      createAdmin({ role: 'warden', name: 'Lakshmi Warden', hostelIds: [closed.hostelId] }),
      'warden',
    );
    const summary = await screen.findByText(/Closed by Asha Warden/);
    expect(summary).toHaveTextContent('2 present, 1 absent.');
    expect(
      within(screen.getByRole('list', { name: 'Absent' })).getByText(/Asha Rao \(A2\), room 2/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Mark / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close roll-call' })).not.toBeInTheDocument();
  });
});
