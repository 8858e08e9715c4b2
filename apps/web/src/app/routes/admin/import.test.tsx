import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@hms/shared/messages';
import {
  IMPORT_MAX_BYTES,
  importMessages,
  type ImportReport,
  type ImportRow,
} from '@hms/shared/imports';
import { createAdmin, createHostel } from '@/testing/factories';
import { jsonLines, jsonLinesStream } from '@/testing/json-lines-stream';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const students = 'POST /api/imports/students';
const rooms = 'POST /api/imports/rooms';
const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });
const csv = 'Student ID,Name\n2024CS001,Ravi Kumar\n';

function row(line: number, fate: ImportRow['fate'], problems: ImportRow['problems'] = []) {
  return { line, key: `2024CS${String(line).padStart(3, '0')}`, fate, problems };
}

function report(rows: ImportRow[], committed = false): ImportReport {
  const count = (fate: ImportRow['fate']) => rows.filter((r) => r.fate === fate).length;
  return {
    kind: 'students',
    committed,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    },
    rows,
  };
}

const refusedRows = [
  row(2, 'create'),
  row(3, 'refused', [{ column: 'Phone', message: 'Phone number must be 10 digits' }]),
  row(4, 'refused', [
    { column: 'Email', message: 'Email is required' },
    { message: 'Room K1 is for Girls; this student is Male.' },
  ]),
];
const cleanRows = [row(2, 'create'), row(3, 'create'), row(4, 'update'), row(5, 'unchanged')];

function renderImport(api: MockRoutes = {}) {
  return renderApp('/admin/import', {
    user: createAdmin(),
    api: { 'GET /api/hostels': { body: { success: true, data: [kaveri] } }, ...api },
  });
}

type View = ReturnType<typeof renderImport>;

/** Fills the students form with a good password and `file`, and presses Check file. */
async function checkStudents({ user }: View, file = new File([csv], 'students.csv')) {
  await user.type(await screen.findByLabelText('Initial password'), 'welcome-2025');
  await user.upload(screen.getByLabelText('CSV file'), file);
  await user.click(screen.getByRole('button', { name: 'Check file' }));
}

describe('the Import page', () => {
  it('is in the sidebar and offers students, with their first password, or rooms of a hostel', async () => {
    const { user } = renderImport();

    expect(await screen.findByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Import' })[0]).toHaveAttribute(
      'href',
      '/admin/import',
    );
    expect(screen.getByRole('radio', { name: /Students/ })).toBeChecked();
    expect(screen.getByLabelText('Initial password')).toHaveAccessibleDescription(
      'New students sign in with this password once, and must then choose their own.',
    );
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
    expect(screen.getByRole('button', { name: 'Download template' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Rooms/ }));
    expect(screen.queryByLabelText('Initial password')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Kaveri' })).toBeInTheDocument();
  });

  it('moves the progress bar as the check reports how far it has got', async () => {
    const answer = jsonLinesStream();
    const view = renderImport({ [students]: { stream: answer.stream } });
    await checkStudents(view);

    expect(await screen.findByText('Sending the file…')).toBeInTheDocument();
    answer.send({ type: 'progress', stage: 'checking', done: 4000, total: 20000 });
    expect(await screen.findByText('Checking 4,000 of 20,000 rows')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Checking progress' });
    expect(bar).toHaveAttribute('value', '4000');
    expect(bar).toHaveAttribute('max', '20000');

    answer.send({ type: 'progress', stage: 'checking', done: 12000, total: 20000 });
    expect(await screen.findByText('Checking 12,000 of 20,000 rows')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '12000');

    answer.send({ type: 'report', report: report(cleanRows) });
    answer.end();
    expect(await screen.findByRole('region', { name: 'Check results' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // What a screen reader hears once the check is done.
    expect(
      screen.getByText('Checked: 2 would be created, 1 would be updated, 1 unchanged, 0 refused.'),
    ).toBeInTheDocument();
    expect(requestsTo(view.fetchMock, students)[0]?.body).toEqual({
      file: csv,
      commit: false,
      initialPassword: 'welcome-2025',
    });
  });

  it('shows refused rows first with their line, column and sentence, and holds Import back', async () => {
    const view = renderImport({
      [students]: () => ({ stream: jsonLines([{ type: 'report', report: report(refusedRows) }]) }),
    });
    await checkStudents(view);

    const results = await screen.findByRole('region', { name: 'Check results' });
    const counts = within(results).getAllByRole('definition');
    expect(counts.map((count) => count.textContent)).toEqual(['1', '0', '0', '2']);
    const [, first, second, third] = within(results).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(first).toHaveTextContent('Phone: Phone number must be 10 digits');
    expect(within(first!).getAllByText('Refused')[0]).toBeInTheDocument();
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(second).toHaveTextContent('Email: Email is required');
    expect(second).toHaveTextContent('Room K1 is for Girls; this student is Male.');
    expect(within(third!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(within(third!).getAllByText('Would be created')[0]).toBeInTheDocument();

    const importButton = within(results).getByRole('button', { name: 'Import 1 row' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(/Fix the refused rows in the file/);
  });

  it('saves the very text it checked, with progress, and says where to see the students', async () => {
    const save = jsonLinesStream();
    const view = renderImport({
      [students]: (request) =>
        (request.body as { commit: boolean }).commit
          ? { stream: save.stream }
          : { stream: jsonLines([{ type: 'report', report: report(cleanRows) }]) },
    });
    await checkStudents(view);

    const results = await screen.findByRole('region', { name: 'Check results' });
    await view.user.click(within(results).getByRole('button', { name: 'Import 3 rows' }));
    expect(await within(results).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    save.send({ type: 'progress', stage: 'saving', done: 2, total: 4 });
    expect(await within(results).findByText('Saving 2 of 4 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    save.send({ type: 'report', report: report(cleanRows, true) });
    save.end();

    const saved = await screen.findByRole('region', { name: 'Import saved' });
    expect(within(saved).getByRole('status')).toHaveTextContent(
      'Imported: 2 created, 1 updated, 1 unchanged.',
    );
    expect(within(saved).getByRole('status')).toHaveFocus();
    expect(
      within(saved).getByRole('link', { name: 'See them on the Students page' }),
    ).toHaveAttribute('href', '/admin/students');
    expect(requestsTo(view.fetchMock, students).map((request) => request.body)).toEqual([
      { file: csv, commit: false, initialPassword: 'welcome-2025' },
      { file: csv, commit: true, initialPassword: 'welcome-2025' },
    ]);
  });

  it('shows why a save stopped, and asks for a new check before importing again', async () => {
    const view = renderImport({
      [students]: (request) => ({
        stream: jsonLines(
          (request.body as { commit: boolean }).commit
            ? [
                {
                  type: 'error',
                  error: { code: 'CONFLICT', message: importMessages.changedMeanwhile },
                },
              ]
            : [{ type: 'report', report: report(cleanRows) }],
        ),
      }),
    });
    await checkStudents(view);
    await view.user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(importMessages.changedMeanwhile);
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('asks for a new check when another file is chosen', async () => {
    const view = renderImport({
      [students]: () => ({ stream: jsonLines([{ type: 'report', report: report(cleanRows) }]) }),
    });
    await checkStudents(view);
    await screen.findByRole('button', { name: 'Import 3 rows' });

    await view.user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'other.csv'));
    expect(screen.queryByRole('region', { name: 'Check results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('refuses a file over the limit in the server’s sentence before sending it', async () => {
    const view = renderImport();
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await checkStudents(view, big);

    const field = screen.getByLabelText('CSV file');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(importMessages.fileTooLarge));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(view.fetchMock, students)).toEqual([]);
  });

  it('shows the 413 sentence the server answers with', async () => {
    const view = renderImport({
      [students]: { status: 413, body: { success: false, message: importMessages.fileTooLarge } },
    });
    await checkStudents(view);

    expect(await screen.findByText(importMessages.fileTooLarge)).toBeVisible();
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the first password by the shared rule and the hostel of rooms before sending', async () => {
    const { user, fetchMock } = renderImport();
    await user.type(await screen.findByLabelText('Initial password'), 'abc');
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'students.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Rooms/ }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(importMessages.hostelRequired)).toBeVisible();
    expect(requestsTo(fetchMock, students)).toEqual([]);
    expect(requestsTo(fetchMock, rooms)).toEqual([]);
  });

  it('shows a long report a hundred rows at a time', async () => {
    const many = Array.from({ length: 250 }, (_, index) => row(index + 2, 'create'));
    const view = renderImport({
      [students]: () => ({ stream: jsonLines([{ type: 'report', report: report(many) }]) }),
    });
    await checkStudents(view);

    const results = await screen.findByRole('region', { name: 'Check results' });
    expect(within(results).getAllByRole('row')).toHaveLength(101);
    expect(within(results).getByText('Showing 1–100 of 250 rows')).toBeInTheDocument();
    await view.user.click(within(results).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(within(results).getByText('Showing 101–200 of 250 rows')).toBeInTheDocument(),
    );
    expect(within(results).getAllByRole('row')[1]).toHaveTextContent('102');
  });
});
