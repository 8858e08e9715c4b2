import { z } from 'zod';
import { emailField, nameField, phoneField, requiredText } from './fields';

/**
 * A student's guardians, emergency contact and what the guardians are told
 * (docs/product-rules.md#guardians). Students are adults: under India's Digital Personal Data
 * Protection Act 2023 the student, not the office, decides what their guardians hear.
 */
export const GUARDIANS_MAX = 2;
export const RELATION_MAX_LENGTH = 50;

/** Where a student's contacts are kept: guardians in slots 1 and 2, the emergency contact in 3. */
export const CONTACT_SLOTS = [
  { slot: 1, name: 'Guardian 1' },
  { slot: 2, name: 'Guardian 2' },
  { slot: 3, name: 'Emergency contact' },
] as const;
export type ContactSlot = (typeof CONTACT_SLOTS)[number]['slot'];

/** A contact's fields as files name them after the slot: "Guardian 1 phone". */
export const CONTACT_FILE_FIELDS = ['name', 'relation', 'phone', 'email'] as const;
export const contactColumnName = (
  slot: (typeof CONTACT_SLOTS)[number],
  field: (typeof CONTACT_FILE_FIELDS)[number],
) => `${slot.name} ${field}`;

/** What a guardian may be told of, each only while the student consents to it. */
export const GUARDIAN_TOPICS = ['leave', 'lateReturn', 'rollCallAbsence', 'feesDue'] as const;
export type GuardianTopic = (typeof GUARDIAN_TOPICS)[number];

/** The sentence beside each consent box: what the student agrees their guardians are told. */
export const GUARDIAN_TOPIC_SENTENCES: Record<GuardianTopic, string> = {
  leave: 'When I apply for leave, and when the office approves or rejects it.',
  lateReturn: 'When I come back to the hostel after curfew.',
  rollCallAbsence: 'When I am absent at roll-call.',
  feesDue: 'When I have hostel fees due.',
};

export const guardianMessages = {
  relationRequired: 'Relation is required',
  relationTooLong: `Relation must be at most ${RELATION_MAX_LENGTH} characters`,
  contactInvalid: 'Give each contact as a name, relation, phone number and optional email',
  guardiansInvalid: 'Give the guardians as a list of at most two contacts',
  tooManyGuardians: `Give at most ${GUARDIANS_MAX} guardians`,
  consentInvalid: 'Give each consent as true or false',
  saved: 'Guardians and emergency contact saved',
  saveFailed: 'Failed to save guardians and emergency contact',
  loadFailed: 'Error loading guardians and emergency contact',
  noGuardians: 'No guardians given yet',
  noEmergencyContact: 'No emergency contact given yet',
} as const;
const m = guardianMessages;

/** A blank e-mail is no e-mail: the forms send '' and an API client may send null. */
const optionalEmail = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  emailField.optional(),
);

/** One guardian or the emergency contact, by the same field rules as a student's own. */
export const contactSchema = z.object(
  {
    name: nameField,
    relation: requiredText(m.relationRequired).max(RELATION_MAX_LENGTH, m.relationTooLong),
    phone: phoneField,
    email: optionalEmail,
  },
  { error: m.contactInvalid },
);
export type ContactInput = z.infer<typeof contactSchema>;

const consentFlag = z.boolean({ error: m.consentInvalid }).default(false);

/** Each topic is off unless the student turns it on: consent is never assumed. */
export const consentSchema = z.object(
  {
    leave: consentFlag,
    lateReturn: consentFlag,
    rollCallAbsence: consentFlag,
    feesDue: consentFlag,
  },
  { error: m.consentInvalid },
);
export type GuardianConsent = z.infer<typeof consentSchema>;

export const NO_CONSENT: GuardianConsent = {
  leave: false,
  lateReturn: false,
  rollCallAbsence: false,
  feesDue: false,
};

/** `PUT /api/student/guardians`: the whole set, which replaces what was kept. */
export const guardiansInputSchema = z.object({
  guardians: z
    .array(contactSchema, { error: m.guardiansInvalid })
    .max(GUARDIANS_MAX, m.tooManyGuardians)
    .default([]),
  emergencyContact: contactSchema.nullable().default(null),
  consent: consentSchema.default(NO_CONSENT),
});
export type GuardiansInput = z.infer<typeof guardiansInputSchema>;

export const contactResponseSchema = z.object({
  name: z.string(),
  relation: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type Contact = z.infer<typeof contactResponseSchema>;

/** `GET /api/student/guardians` and `GET /api/admin/students/{id}/guardians`. */
export const studentGuardiansSchema = z.object({
  guardians: z.array(contactResponseSchema),
  emergencyContact: contactResponseSchema.nullable(),
  consent: z.object({
    leave: z.boolean(),
    lateReturn: z.boolean(),
    rollCallAbsence: z.boolean(),
    feesDue: z.boolean(),
  }),
});
export type StudentGuardians = z.infer<typeof studentGuardiansSchema>;

/** A contact as the form holds it: every box text, a slot left empty being no contact. */
export type ContactFormValues = { name: string; relation: string; phone: string; email: string };

export const BLANK_CONTACT: ContactFormValues = { name: '', relation: '', phone: '', email: '' };

const isBlank = (contact: ContactFormValues) =>
  Object.values(contact).every((value) => value.trim() === '');

/** A slot of the form: empty, or a contact by the API's own rules, each message on its box. */
const contactSlot = z
  .object({ name: z.string(), relation: z.string(), phone: z.string(), email: z.string() })
  .transform((slot, ctx) => {
    if (isBlank(slot)) return null;
    const parsed = contactSchema.safeParse(slot);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/**
 * The profile's form: two guardian slots and the emergency contact, each may be left empty, and
 * the four consent boxes. It yields what `PUT /api/student/guardians` takes, so the box paths
 * (`guardians.1.phone`) are the API's for every slot before it that is filled.
 */
export const guardiansFormSchema = z
  .object({
    guardians: z.tuple([contactSlot, contactSlot]),
    emergencyContact: contactSlot,
    consent: z.object({
      leave: z.boolean(),
      lateReturn: z.boolean(),
      rollCallAbsence: z.boolean(),
      feesDue: z.boolean(),
    }),
  })
  .transform(({ guardians, emergencyContact, consent }): GuardiansInput => ({
    guardians: guardians.filter((contact): contact is ContactInput => contact !== null),
    emergencyContact,
    consent,
  }));
export type GuardiansFormValues = z.input<typeof guardiansFormSchema>;

/** The form's values for a saved set: its guardians in their slots, empty slots blank. */
export function guardiansFormValues(saved: StudentGuardians): GuardiansFormValues {
  const slot = (contact: Contact | null | undefined): ContactFormValues =>
    contact ? { ...contact, email: contact.email ?? '' } : { ...BLANK_CONTACT };
  return {
    guardians: [slot(saved.guardians[0]), slot(saved.guardians[1])],
    emergencyContact: slot(saved.emergencyContact),
    consent: { ...saved.consent },
  };
}
