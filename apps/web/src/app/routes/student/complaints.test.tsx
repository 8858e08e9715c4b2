import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Complaint } from '@hms/shared/complaints';
import { complaintsPage, createComment, createComplaint, createStudent } from '@/testing/factories';
import { fieldError } from '@/testing/field-error';
import { never, requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const listRoute = 'GET /api/complaints?page=1&limit=100';

function listBody(complaints: Complaint[]) {
  return { body: complaintsPage(complaints, { limit: 100 }) };
}

function renderComplaints(api: MockRoutes = {}) {
  return renderApp('/student/complaints', {
    user: createStudent(),
    api: { [listRoute]: listBody([]), ...api },
  });
}

function filterBar() {
  return screen.getByRole('search', { name: 'Complaint filters' });
}

function subjects(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const fan = createComplaint({
  subject: 'Fan not working',
  description: 'The ceiling fan stopped yesterday.',
  category: 'Electricity',
  status: 'Open',
  priority: 'High',
  comments: [createComment(), createComment()],
});
const food = createComplaint({
  subject: 'Cold dinner',
  description: 'The DAL was served cold again.',
  category: 'Mess Food',
  status: 'In Progress',
  priority: 'Low',
  comments: [createComment()],
});
const tap = createComplaint({
  subject: 'Leaking tap',
  description: 'Water drips all night.',
  category: 'Maintenance',
  status: 'Closed',
  resolution: 'Replaced the washer.',
  resolvedAt: '2025-06-03T15:30:00.000Z',
});

describe('student complaints page', () => {
  it('shows the heading and a card per complaint', async () => {
    renderComplaints({ [listRoute]: listBody([fan, food, tap]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
    expect(screen.getByText('Submit and track your complaints')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Complaint' })).toBeVisible();

    const card = (await screen.findByRole('button', { name: 'Fan not working' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Open')).toBeVisible();
    expect(within(card).getByText('High priority')).toBeVisible();
    expect(card).toHaveTextContent('Electricity');
    expect(card).toHaveTextContent('The ceiling fan stopped yesterday.');
    expect(card).toHaveTextContent(new Date(fan.createdAt).toLocaleDateString());
    expect(card).toHaveTextContent('2 comments');
    const foodCard = screen.getByRole('button', { name: 'Cold dinner' }).closest('article')!;
    expect(foodCard).toHaveTextContent('1 comment');
    const tapCard = screen.getByRole('button', { name: 'Leaking tap' }).closest('article')!;
    expect(tapCard).toHaveTextContent('0 comments');
  });

  it('searches in the browser, case-insensitive, over subject, description and category', async () => {
    const { user, fetchMock } = renderComplaints({ [listRoute]: listBody([fan, food, tap]) });
    await screen.findByRole('button', { name: 'Fan not working' });
    const search = within(filterBar()).getByLabelText('Search complaints');

    await user.type(search, 'FAN NOT');
    await waitFor(() => expect(subjects()).toEqual(['Fan not working']));

    await user.clear(search);
    await user.type(search, 'dal was');
    await waitFor(() => expect(subjects()).toEqual(['Cold dinner']));

    await user.clear(search);
    await user.type(search, 'mAiNtEnAnCe');
    await waitFor(() => expect(subjects()).toEqual(['Leaking tap']));

    // The list was asked for once; the search never reached the server.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('search='),
    );
    expect(requestsTo(fetchMock, listRoute)).toHaveLength(1);
  });

  it('filters by status, category and priority, and clears them', async () => {
    const { user } = renderComplaints({ [listRoute]: listBody([fan, food, tap]) });
    await screen.findByRole('button', { name: 'Fan not working' });

    await user.selectOptions(within(filterBar()).getByLabelText('Status'), 'In Progress');
    expect(subjects()).toEqual(['Cold dinner']);

    await user.selectOptions(within(filterBar()).getByLabelText('Status'), 'All statuses');
    await user.selectOptions(within(filterBar()).getByLabelText('Category'), 'Maintenance');
    expect(subjects()).toEqual(['Leaking tap']);

    await user.selectOptions(within(filterBar()).getByLabelText('Priority'), 'High');
    expect(screen.getByText('No complaints match your filters')).toBeVisible();

    // On phones these three fold behind the Filters button, which says how many are in force.
    expect(within(filterBar()).getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    await user.click(within(filterBar()).getByRole('button', { name: 'Clear' }));
    expect(subjects()).toEqual(['Fan not working', 'Cold dinner', 'Leaking tap']);
    expect(within(filterBar()).getByLabelText('Category')).toHaveValue('');
    expect(within(filterBar()).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    const { user } = renderComplaints({ [listRoute]: listBody([fan]) });
    await screen.findByRole('button', { name: 'Fan not working' });

    await user.type(within(filterBar()).getByLabelText('Search complaints'), 'nothing like it');

    expect(await screen.findByText('No complaints match your filters')).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria')).toBeVisible();
    expect(screen.queryByText('No complaints found')).not.toBeInTheDocument();
  });

  it('says when there are none yet, and offers to submit one', async () => {
    const { user } = renderComplaints();

    expect(await screen.findByText('No complaints found')).toBeVisible();
    expect(screen.getByText('Submit your first complaint to get started')).toBeVisible();
    expect(screen.queryByText('No complaints match your filters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(screen.getByRole('dialog', { name: 'Submit New Complaint' })).toBeVisible();
  });

  it("says 'Error loading complaints' and retries", async () => {
    let calls = 0;
    const { user } = renderComplaints({
      [listRoute]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable.' } }
          : listBody([fan]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading complaints');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Fan not working' })).toBeVisible();
  });

  describe('Submit New Complaint', () => {
    async function openDialog(api: MockRoutes = {}) {
      const view = renderComplaints(api);
      await screen.findByText('No complaints found');
      await view.user.click(screen.getByRole('button', { name: 'New Complaint' }));
      return { ...view, dialog: screen.getByRole('dialog', { name: 'Submit New Complaint' }) };
    }

    it('starts at priority Medium and shows the required messages', async () => {
      const { user, dialog, fetchMock } = await openDialog();
      expect(within(dialog).getByLabelText('Subject')).toHaveFocus();
      expect(within(dialog).getByLabelText('Priority')).toHaveValue('Medium');
      expect(within(dialog).getByLabelText('Category')).toHaveValue('');
      expect(
        within(within(dialog).getByLabelText('Category')).getByRole('option', {
          name: 'Select category',
        }),
      ).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Submit Complaint' }));

      expect(fieldError('Subject')).toBe('Subject is required');
      expect(within(dialog).getByText('Category is required')).toBeVisible();
      expect(fieldError('Description')).toBe('Description is required');
      expect(requestsTo(fetchMock, 'POST /api/complaints')).toHaveLength(0);
    });

    it('submits, says so, closes and refreshes the list', async () => {
      const created = createComplaint({ subject: 'Noisy corridor', category: 'Security' });
      let submitted = false;
      const { user, dialog, fetchMock } = await openDialog({
        [listRoute]: () => listBody(submitted ? [created] : []),
        'POST /api/complaints': () => {
          submitted = true;
          return { status: 201, body: { success: true, data: created } };
        },
      });

      await user.type(within(dialog).getByLabelText('Subject'), 'Noisy corridor');
      await user.selectOptions(within(dialog).getByLabelText('Category'), 'Security');
      await user.type(within(dialog).getByLabelText('Description'), 'Loud music after midnight.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Complaint' }));

      expect(await screen.findByText('Complaint submitted successfully')).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/complaints')[0]?.body).toEqual({
        subject: 'Noisy corridor',
        category: 'Security',
        priority: 'Medium',
        description: 'Loud music after midnight.',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Noisy corridor' })).toBeVisible();
    });

    it("shows the server's message when it refuses", async () => {
      const { user, dialog } = await openDialog({
        'POST /api/complaints': { status: 403, body: { success: false, message: '' } },
      });

      await user.type(within(dialog).getByLabelText('Subject'), 'Noisy corridor');
      await user.selectOptions(within(dialog).getByLabelText('Category'), 'Security');
      await user.type(within(dialog).getByLabelText('Description'), 'Loud music.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Complaint' }));

      expect(await screen.findByText('Failed to submit complaint')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Submit New Complaint' })).toBeVisible();
    });
  });

  describe('detail dialog', () => {
    it('shows the resolution and no comment box when Closed', async () => {
      const { user } = renderComplaints({ [listRoute]: listBody([tap]) });

      await user.click(await screen.findByRole('button', { name: 'Leaking tap' }));
      const dialog = screen.getByRole('dialog', { name: 'Leaking tap' });

      expect(within(dialog).getByText('Closed')).toBeVisible();
      expect(within(dialog).getByRole('heading', { name: 'Resolution' })).toBeVisible();
      expect(within(dialog).getByText('Replaced the washer.')).toBeVisible();
      expect(dialog).toHaveTextContent(
        `Resolved on ${new Date('2025-06-03T15:30:00.000Z').toLocaleString()}`,
      );
      expect(within(dialog).getByText('No comments yet')).toBeVisible();
      expect(within(dialog).queryByLabelText('Add a comment')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    });

    it('adds a comment, shows it at once and clears the box', async () => {
      const reply = createComment({
        author: { _id: 'admin-1', name: 'Asha Warden' },
        authorModel: 'Admin',
        message: 'An electrician will visit today.',
      });
      const mine = createComment({ message: 'Please check it soon.' });
      const answered = { ...food, comments: [...food.comments, reply, mine] };
      let commented = false;
      const { user, fetchMock } = renderComplaints({
        // The refresh after the comment never answers: what the dialog shows came with the reply.
        [listRoute]: () => (commented ? never() : listBody([food])),
        [`POST /api/complaints/${food._id}/comments`]: () => {
          commented = true;
          return { status: 201, body: { success: true, data: answered } };
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Cold dinner' }));
      const dialog = screen.getByRole('dialog', { name: 'Cold dinner' });
      expect(within(dialog).queryByRole('heading', { name: 'Resolution' })).toBeNull();

      // An empty comment is not sent.
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(fieldError('Add a comment')).toBe('Write a comment before sending');

      await user.type(within(dialog).getByLabelText('Add a comment'), 'Please check it soon.');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await within(dialog).findByText('Please check it soon.')).toBeVisible();
      expect(within(dialog).getByText('An electrician will visit today.')).toBeVisible();
      expect(within(dialog).getByText('Asha Warden')).toBeVisible();
      expect(within(dialog).getByLabelText('Add a comment')).toHaveValue('');
      expect(screen.getByText('Comment added successfully')).toBeInTheDocument();
      expect(requestsTo(fetchMock, `POST /api/complaints/${food._id}/comments`)[0]?.body).toEqual({
        message: 'Please check it soon.',
      });
      // The list is refreshed as well.
      await waitFor(() => expect(requestsTo(fetchMock, listRoute)).toHaveLength(2));
    });

    it("says 'Failed to add comment' when the server gives no reason", async () => {
      const { user } = renderComplaints({
        [listRoute]: listBody([food]),
        [`POST /api/complaints/${food._id}/comments`]: { status: 500 },
      });

      await user.click(await screen.findByRole('button', { name: 'Cold dinner' }));
      const dialog = screen.getByRole('dialog', { name: 'Cold dinner' });
      await user.type(within(dialog).getByLabelText('Add a comment'), 'Hello?');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Add a comment')).toHaveValue('Hello?');
    });
  });
});
