import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeMessages as m, type Notice } from '@hms/shared/notices';
import { createAdmin, createHostel } from '@/testing/factories';
import { requestsTo } from '@/testing/mock-api';
import { createNotice, noticePage } from '@/testing/notice-factories';
import { renderApp } from '@/testing/render-app';

const listRoute = 'GET /api/notices?page=1&limit=20&includeExpired=false';
const kaveri = createHostel({ name: 'Kaveri' });
const ganga = createHostel({ name: 'Ganga' });

function renderNotices(path: string, user: ReturnType<typeof createAdmin>, notices: Notice[]) {
  return renderApp(path, {
    user,
    api: {
      [listRoute]: noticePage(notices),
      'GET /api/hostels': { body: { success: true, data: [ganga, kaveri] } },
      'POST /api/notices': (request) => ({
        status: 201,
        body: { success: true, data: createNotice({ title: (request.body as Notice).title }) },
      }),
    },
  });
}

describe('Notices (office)', () => {
  it('posts a pinned notice to chosen hostels, after saying what is missing', async () => {
    const { user, fetchMock } = renderNotices('/admin/notices', createAdmin(), []);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Notice' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen hostels' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));
    expect(await within(dialog).findByText(m.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.bodyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.hostelsRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/notices')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Lift out of order');
    await user.type(within(dialog).getByLabelText('Notice'), 'Use the stairs.{Enter}Sorry.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kaveri' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pin to the top' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));

    expect(await screen.findByText(m.posted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/notices')[0]?.body).toEqual({
      title: 'Lift out of order',
      body: 'Use the stairs.\nSorry.',
      pinned: true,
      allHostels: false,
      hostels: [kaveri._id],
    });
  });

  it('offers a warden only their hostels, and Edit only on notices wholly theirs', async () => {
    const warden = createAdmin({ role: 'warden', name: 'Meena', hostelIds: [kaveri._id] });
    const own = createNotice({
      title: 'Kaveri only',
      allHostels: false,
      hostels: [{ _id: kaveri._id, name: 'Kaveri' }],
    });
    const shared = createNotice({
      title: 'Kaveri and Ganga',
      allHostels: false,
      hostels: [
        { _id: ganga._id, name: 'Ganga' },
        { _id: kaveri._id, name: 'Kaveri' },
      ],
    });
    const everyone = createNotice({ title: 'Everyone', pinned: true });
    const { user } = renderNotices('/warden/notices', warden, [everyone, own, shared]);

    const cards = await screen.findAllByRole('article');
    const named = (title: string) => cards.find((card) => within(card).queryByText(title))!;
    expect(within(named('Kaveri only')).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(within(named('Kaveri and Ganga')).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(named('Everyone')).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(named('Everyone')).getByText('Pinned')).toBeInTheDocument();
    expect(named('Kaveri and Ganga')).toHaveTextContent('To:Ganga, Kaveri');

    await user.click(screen.getByRole('button', { name: 'Post Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Notice' });
    expect(within(dialog).queryByRole('radio', { name: 'All hostels' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Kaveri' })).toBeInTheDocument();
  });

  it("edits a notice in its dialog, which keeps the server's messages and closes once saved", async () => {
    const notice = createNotice({ _id: 'n-1', title: 'Lift out of order', pinned: true });
    let refused = false;
    const { user, fetchMock } = renderApp('/admin/notices', {
      user: createAdmin(),
      api: {
        [listRoute]: noticePage([notice]),
        'GET /api/hostels': { body: { success: true, data: [ganga, kaveri] } },
        'PUT /api/notices/n-1': (request) => {
          if (!refused) {
            refused = true;
            return {
              status: 400,
              body: {
                success: false,
                message: '',
                errors: [{ path: 'title', message: m.titleTooLong }],
              },
            };
          }
          return { body: { success: true, data: { ...notice, ...(request.body as object) } } };
        },
      },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Edit the notice Lift out of order' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notice' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lift out of order');
    expect(within(dialog).getByRole('radio', { name: 'All hostels' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Pin to the top' })).toBeChecked();

    await user.type(within(dialog).getByLabelText('Title'), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(m.titleTooLong)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/notices/n-1')[1]?.body).toEqual({
      title: 'Lift out of order again',
      body: notice.body,
      pinned: true,
      allHostels: true,
      hostels: [],
    });
  });
});
