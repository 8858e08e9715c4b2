import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import {
  BLANK_CONTACT,
  guardianMessages as m,
  guardiansFormSchema,
  guardiansFormValues,
  guardiansInputSchema,
  NO_CONSENT,
} from './guardians';

const mother = { name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' };

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: (issue as unknown as { message: string }).message,
  }));
}

describe('guardiansInputSchema', () => {
  it('takes up to two guardians, an emergency contact and consent, trimmed', () => {
    const parsed = guardiansInputSchema.parse({
      guardians: [{ ...mother, name: '  Lakshmi Rao ', email: 'LAKSHMI@Example.com' }, mother],
      emergencyContact: { name: 'Ravi Kumar', relation: 'Uncle', phone: '9123456780', email: '' },
      consent: { leave: true, feesDue: true },
      role: 'admin',
    });
    expect(parsed).toEqual({
      guardians: [{ ...mother, email: 'lakshmi@example.com' }, { ...mother }],
      emergencyContact: { name: 'Ravi Kumar', relation: 'Uncle', phone: '9123456780' },
      consent: { leave: true, lateReturn: false, rollCallAbsence: false, feesDue: true },
    });
  });

  it('assumes no consent and no contacts when none are sent', () => {
    expect(guardiansInputSchema.parse({})).toEqual({
      guardians: [],
      emergencyContact: null,
      consent: NO_CONSENT,
    });
  });

  it.each([
    [{ guardians: [mother, mother, mother] }, 'guardians', m.tooManyGuardians],
    [{ guardians: 'Lakshmi' }, 'guardians', m.guardiansInvalid],
    [{ guardians: ['Lakshmi'] }, 'guardians.0', m.contactInvalid],
    [
      { guardians: [{ ...mother, phone: '98765' }] },
      'guardians.0.phone',
      validationMessages.phoneInvalid,
    ],
    [{ guardians: [{ ...mother, relation: ' ' }] }, 'guardians.0.relation', m.relationRequired],
    [
      { guardians: [{ ...mother, relation: 'x'.repeat(51) }] },
      'guardians.0.relation',
      m.relationTooLong,
    ],
    [
      { guardians: [{ ...mother, email: 'not-mail' }] },
      'guardians.0.email',
      validationMessages.emailInvalid,
    ],
    [
      { emergencyContact: { ...mother, name: undefined } },
      'emergencyContact.name',
      validationMessages.nameRequired,
    ],
    [{ consent: { leave: 'yes' } }, 'consent.leave', m.consentInvalid],
    [{ consent: true }, 'consent', m.consentInvalid],
  ])('refuses %j with a message on %s', (input, path, message) => {
    expect(problems(guardiansInputSchema.safeParse(input))).toContainEqual({ path, message });
  });
});

describe('guardiansFormSchema', () => {
  const empty = guardiansFormValues({ guardians: [], emergencyContact: null, consent: NO_CONSENT });

  it('leaves empty slots out, keeping the filled ones in order', () => {
    const parsed = guardiansFormSchema.parse({
      ...empty,
      guardians: [BLANK_CONTACT, { ...mother, email: '' }],
      consent: { ...NO_CONSENT, leave: true },
    });
    expect(parsed).toEqual({
      guardians: [mother],
      emergencyContact: null,
      consent: { ...NO_CONSENT, leave: true },
    });
  });

  it('puts each message of a half-filled slot under its box', () => {
    const result = guardiansFormSchema.safeParse({
      ...empty,
      guardians: [BLANK_CONTACT, { ...BLANK_CONTACT, name: 'Ravi Kumar' }],
      emergencyContact: { ...BLANK_CONTACT, phone: '12' },
    });
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        { path: 'guardians.1.relation', message: m.relationRequired },
        { path: 'guardians.1.phone', message: validationMessages.phoneRequired },
        { path: 'emergencyContact.name', message: validationMessages.nameRequired },
        { path: 'emergencyContact.phone', message: validationMessages.phoneInvalid },
      ]),
    );
  });

  it('starts from a saved set, e-mail blank where none was given', () => {
    const values = guardiansFormValues({
      guardians: [{ ...mother, email: null }],
      emergencyContact: null,
      consent: NO_CONSENT,
    });
    expect(values.guardians).toEqual([{ ...mother, email: '' }, BLANK_CONTACT]);
    expect(values.emergencyContact).toEqual(BLANK_CONTACT);
  });
});
