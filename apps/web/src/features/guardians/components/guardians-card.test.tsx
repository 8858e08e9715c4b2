import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardianMessages, NO_CONSENT, type StudentGuardians } from '@hms/shared/guardians';
import { validationMessages } from '@hms/shared/messages';
import { createStudent } from '@/testing/factories';
import { createStudentProfile } from '@/testing/dashboard-factories';
import { requestsTo, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GuardiansDetails } from './guardians-details';

const route = 'GET /api/student/guardians';
const save = 'PUT /api/student/guardians';
const mother = { name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210', email: null };
const kept: StudentGuardians = {
  guardians: [mother],
  emergencyContact: {
    name: 'Meena Iyer',
    relation: 'Neighbour',
    phone: '9012345678',
    email: 'meena@example.com',
  },
  consent: { ...NO_CONSENT, leave: true },
};

function renderProfile(api: MockRoutes = {}) {
  const profile = createStudentProfile({ name: 'Ravi Kumar' });
  return renderApp('/student/profile', {
    user: createStudent({ name: profile.name, studentId: profile.studentId }),
    api: {
      'GET /api/student/profile': { body: { success: true, data: profile } },
      [route]: { body: { success: true, data: kept } },
      ...api,
    },
  });
}

async function slot(name: string) {
  const section = await screen.findByRole('region', { name: 'Guardians and emergency contact' });
  return within(section).findByRole('group', { name });
}

describe("the profile's guardians and emergency contact", () => {
  it('shows what is kept, each slot in its boxes and the consent ticked', async () => {
    renderProfile();
    const first = await slot('Guardian 1');
    expect(within(first).getByLabelText('Name')).toHaveValue('Lakshmi Rao');
    expect(within(first).getByLabelText('Email')).toHaveValue('');
    expect(within(await slot('Guardian 2')).getByLabelText('Name')).toHaveValue('');
    expect(within(await slot('Emergency contact')).getByLabelText('Email')).toHaveValue(
      'meena@example.com',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'When I apply for leave, and when the office approves or rejects it.',
      }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'When I have hostel fees due.' }),
    ).not.toBeChecked();
  });

  it('says under each box what a half-filled slot lacks, and sends nothing', async () => {
    const { user, fetchMock } = renderProfile();
    const second = await slot('Guardian 2');
    await user.type(within(second).getByLabelText('Name'), 'Ravi Rao');
    await user.type(within(second).getByLabelText('Phone Number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Guardians' }));

    expect(await within(second).findByText(guardianMessages.relationRequired)).toBeVisible();
    expect(within(second).getByText(validationMessages.phoneInvalid)).toBeVisible();
    expect(within(second).getByLabelText('Relation')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, save)).toHaveLength(0);
  });

  it('saves the whole set, empty slots left out, with a toast', async () => {
    const { user, fetchMock } = renderProfile({
      [save]: (request) => ({
        body: { success: true, data: { ...kept, ...(request.body as object) } },
      }),
    });
    const first = await slot('Guardian 1');
    await user.type(within(first).getByLabelText('Email'), 'lakshmi@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'When I am absent at roll-call.' }));
    await user.click(screen.getByRole('button', { name: 'Save Guardians' }));

    expect(await screen.findByText(guardianMessages.saved)).toBeInTheDocument();
    expect(requestsTo(fetchMock, save)[0]?.body).toEqual({
      guardians: [
        {
          name: 'Lakshmi Rao',
          relation: 'Mother',
          phone: '9876543210',
          email: 'lakshmi@example.com',
        },
      ],
      emergencyContact: {
        name: 'Meena Iyer',
        relation: 'Neighbour',
        phone: '9012345678',
        email: 'meena@example.com',
      },
      consent: { ...NO_CONSENT, leave: true, rollCallAbsence: true },
    });
  });

  it("puts the server's message under the box it names", async () => {
    const { user } = renderProfile({
      [save]: {
        status: 400,
        body: {
          success: false,
          message: validationMessages.phoneInvalid,
          errors: [{ path: 'emergencyContact.phone', message: validationMessages.phoneInvalid }],
        },
      },
    });
    await slot('Guardian 1');
    await user.click(screen.getByRole('button', { name: 'Save Guardians' }));
    const emergency = await slot('Emergency contact');
    await waitFor(() =>
      expect(within(emergency).getByText(validationMessages.phoneInvalid)).toBeVisible(),
    );
  });
});

describe('a student’s guardians as staff see them', () => {
  it('lists each contact and what the student lets their guardians be told, as text', () => {
    const hostile = `<b>${'श्रीनिवास'.repeat(10)}</b>`;
    render(<GuardiansDetails guardians={{ ...kept, guardians: [{ ...mother, name: hostile }] }} />);
    const first = screen.getByRole('region', { name: 'Guardian 1' });
    expect(first).toHaveTextContent(`Name${hostile}`);
    expect(first).toHaveTextContent('EmailNot given');
    expect(within(first).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: 'Emergency contact' })).toHaveTextContent(
      'Emailmeena@example.com',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'When I apply for leave, and when the office approves or rejects it.',
    );
  });

  it('says when there are none', () => {
    render(
      <GuardiansDetails
        guardians={{ guardians: [], emergencyContact: null, consent: NO_CONSENT }}
      />,
    );
    expect(screen.getByText(guardianMessages.noGuardians)).toBeVisible();
    expect(screen.getByText(guardianMessages.noEmergencyContact)).toBeVisible();
    expect(screen.getByText('Nothing.')).toBeVisible();
  });
});
