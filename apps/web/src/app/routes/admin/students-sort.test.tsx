import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdmin, createHostel, createStudentRecord, studentsPage } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const hostel = createHostel({ name: 'Kaveri', type: 'Boys' });
const page = (students = [createStudentRecord({ name: 'Priya Sharma' })]) => ({
  body: studentsPage(students),
});

function renderStudents(path = '/admin/students') {
  return renderApp(path, {
    user: createAdmin(),
    api: {
      'GET /api/hostels': { body: { success: true, data: [hostel] } },
      'GET /api/admin/students?page=1&limit=20': page(),
      'GET /api/admin/students?sort=studentId&page=1&limit=20': page(),
      'GET /api/admin/students?sort=-studentId&page=1&limit=20': page(),
      'GET /api/admin/students?search=priya&sort=-studentId&page=1&limit=20': page(),
    },
  });
}

const headers = () => screen.getByRole('table', { name: 'Sort students by' });
const header = (name: string) =>
  within(headers()).getByRole('button', { name }).closest('[role="columnheader"]');

describe('sorting the students list (docs/product-rules.md#sorted-lists)', () => {
  it('names the page in the tab after the college', async () => {
    renderStudents();
    await screen.findByRole('heading', { level: 1, name: 'Students' });
    await waitFor(() => expect(document.title).toBe('Students · Government College, Mysuru'));
  });

  it('sorts by a header in the database, says so with aria-sort and keeps it in the URL', async () => {
    const { router, user, fetchMock } = renderStudents();
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Student ID')).not.toHaveAttribute('aria-sort');

    await user.click(within(headers()).getByRole('button', { name: 'Student ID' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=studentId'));
    expect(header('Student ID')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET /api/admin/students?sort=studentId&page=1&limit=20'),
      ).toHaveLength(1),
    );

    await user.click(within(headers()).getByRole('button', { name: 'Student ID' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-studentId'));
    expect(header('Student ID')).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps the order through a search and when the filters are cleared', async () => {
    const { router, user } = renderStudents('/admin/students?sort=-studentId');
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(header('Student ID')).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByRole('searchbox'), 'priya');
    await waitFor(() => expect(router.state.location.search).toBe('?search=priya&sort=-studentId'));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-studentId'));
  });

  it('goes back to the plain URL for the order by name', async () => {
    const { router, user } = renderStudents('/admin/students?sort=studentId');
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    await user.click(within(headers()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  });
});
