import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@hms/shared/messages';
import type { Warden, WardenCreated } from '@hms/shared/staff';
import { createAdmin, createHostel } from '@/testing/factories';
import type { MockRequest } from '@/testing/mock-api';
import { requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ganga = createHostel({ name: 'Ganga' });

function staffMember(overrides: Partial<Warden>): Warden {
  return {
    _id: 'warden-1',
    name: 'Meena Iyer',
    email: 'meena@college.test',
    phone: '9876543210',
    role: 'warden',
    isActive: true,
    mustChangePassword: false,
    hostels: [{ _id: ganga._id, name: 'Ganga' }],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const meena = staffMember({});
const raju = staffMember({
  _id: 'guard-1',
  name: 'Raju Thapa',
  email: 'raju@college.test',
  role: 'guard',
});
const lakshmi = staffMember({
  _id: 'mess-1',
  name: 'Lakshmi Bai',
  email: 'lakshmi@college.test',
  role: 'mess',
});

/** The server's answer to an addition: the new account, as sent, with its temporary password. */
function added({ body }: MockRequest) {
  const input = body as { name: string; email: string; phone: string; role: Warden['role'] };
  const data = staffMember({ _id: 'new-1', ...input, mustChangePassword: true });
  const reply: WardenCreated = { success: true, data, temporaryPassword: 'Tmp7pass8word' };
  return { status: 201, body: reply };
}

function renderStaff(staff: Warden[] = [meena, raju, lakshmi]) {
  return renderApp('/admin/staff', {
    user: createAdmin(),
    api: {
      'GET /api/hostels': { body: { success: true, data: [ganga] } },
      'GET /api/wardens': { body: { success: true, data: staff } },
      'POST /api/wardens': added,
    },
  });
}

async function fillIn(dialog: HTMLElement, user: ReturnType<typeof renderStaff>['user']) {
  await user.type(within(dialog).getByLabelText('Name'), 'Bir Gurung');
  await user.type(within(dialog).getByLabelText('Email'), 'bir@college.test');
  await user.type(within(dialog).getByLabelText('Phone'), '9876501234');
}

describe('the Staff page', () => {
  it('adds a warden unless another role is chosen, and says so with the temporary password', async () => {
    const { user, fetchMock } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Add Warden' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Warden' });
    const role = within(dialog).getByLabelText('Role');
    expect(role).toHaveValue('warden');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Warden', 'Guard', 'Mess manager']);
    expect(within(dialog).getByRole('group', { name: 'Hostels they run' })).toBeVisible();
    await fillIn(dialog, user);
    await user.click(within(dialog).getByLabelText('Ganga'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByText(staffMessages.created('Bir Gurung'))).toBeVisible();
    expect(
      within(shown).getByText(
        'This is the only time it is shown. The warden chooses their own password when they first sign in.',
      ),
    ).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/wardens').map((r) => r.body)).toEqual([
      {
        name: 'Bir Gurung',
        email: 'bir@college.test',
        phone: '9876501234',
        role: 'warden',
        hostelIds: [ganga._id],
      },
    ]);
  });

  it('adds a guard when Guard is chosen, in a guard’s words', async () => {
    const { user, fetchMock } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Add Warden' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Warden' });
    await fillIn(dialog, user);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Guard');
    const hostels = within(dialog).getByRole('group', { name: 'Hostels at whose gates they work' });
    // No hostel chosen: the guard's sentence, not the warden's.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(hostels).findByText(staffMessages.guardHostelsRequired)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/wardens')).toEqual([]);

    await user.click(within(dialog).getByLabelText('Ganga'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('Tmp7pass8word');
    expect(within(shown).getByText(/The guard chooses their own password/)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/wardens').map((r) => r.body)).toEqual([
      expect.objectContaining({ role: 'guard', hostelIds: [ganga._id] }),
    ]);
  });

  it("shows each person's role in words, and edits a guard as a guard", async () => {
    const { user } = renderStaff();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Meena Iyer',
      'Raju Thapa',
      'Lakshmi Bai',
    ]);
    const [wardenCard, guardCard] = cards as [HTMLElement, HTMLElement];
    expect(within(wardenCard).getByText('Warden')).toBeVisible();
    expect(within(wardenCard).getByText('Runs')).toBeVisible();
    expect(within(guardCard).getByText('Guard')).toBeVisible();
    expect(within(guardCard).getByText('At the gate of')).toBeVisible();

    await user.click(within(guardCard).getByRole('button', { name: 'Edit Raju Thapa' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Guard' });
    // The role is chosen once, when adding.
    expect(within(edit).queryByLabelText('Role')).toBeNull();
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(within(guardCard).getByRole('button', { name: 'Delete Raju Thapa' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Guard' });
    expect(within(confirm).getByText(staffMessages.confirmDeleteGuard('Raju Thapa'))).toBeVisible();
  });

  it('adds a mess manager when Mess manager is chosen, in their own words', async () => {
    const { user, fetchMock } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Add Warden' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Warden' });
    await fillIn(dialog, user);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Mess manager');
    const hostels = within(dialog).getByRole('group', { name: 'Hostels whose mess they run' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(hostels).findByText(staffMessages.messHostelsRequired)).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/wardens')).toEqual([]);

    await user.click(within(dialog).getByLabelText('Ganga'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(
      within(shown).getByText(
        'This is the only time it is shown. The mess manager chooses their own password when they first sign in.',
      ),
    ).toBeVisible();
    expect(requestsTo(fetchMock, 'POST /api/wardens').map((r) => r.body)).toEqual([
      expect.objectContaining({ role: 'mess', hostelIds: [ganga._id] }),
    ]);
  });

  it("shows a mess manager's card, edit and deletion in a mess manager's words", async () => {
    const { user } = renderStaff();
    const card = (await screen.findAllByRole('article'))[2]!;
    expect(within(card).getByText('Mess manager')).toBeVisible();
    expect(within(card).getByText('Runs the mess of')).toBeVisible();
    expect(within(card).getByText('Ganga')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Edit Lakshmi Bai' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Mess manager' });
    expect(within(edit).queryByLabelText('Role')).toBeNull();
    expect(within(edit).getByRole('group', { name: 'Hostels whose mess they run' })).toBeVisible();
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Delete Lakshmi Bai' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Mess manager' });
    expect(
      within(confirm).getByText(staffMessages.confirmDeleteGuard('Lakshmi Bai')),
    ).toBeVisible();
  });

  it("sets a guard's temporary password as a warden's", async () => {
    const { user, fetchMock } = renderApp('/admin/staff', {
      user: createAdmin(),
      api: {
        'GET /api/hostels': { body: { success: true, data: [ganga] } },
        'GET /api/wardens': { body: { success: true, data: [raju] } },
        [`POST /api/admin/wardens/${raju._id}/temporary-password`]: {
          body: { success: true, data: { _id: raju._id, mustChangePassword: true } },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Set a temporary password for Raju Thapa' }),
    );
    await user.type(screen.getByLabelText('Temporary password'), 'office-gave-this-7');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await expect
      .poll(() => requestsTo(fetchMock, `POST /api/admin/wardens/${raju._id}/temporary-password`))
      .toHaveLength(1);
  });
});
