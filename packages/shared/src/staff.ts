import { z } from 'zod';
import { STAFF_ROLES } from './enums';
import { emailField, nameField, phoneField } from './fields';
import { staffMessages as m } from './messages';
import { booleanField } from './numbers';
import { sortField, type SortKey } from './sorting';

/** Who they are and the hostels they work in, whatever their role. */
const staffDetails = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  hostelIds: z
    .array(z.uuid({ error: m.hostelInvalid }), { error: m.hostelsRequired })
    .min(1, m.hostelsRequired)
    .max(50, m.hostelInvalid),
};

/** A warden runs their hostels; a guard records movements at their gates (docs/decisions/062). */
const staffRoleField = z.enum(STAFF_ROLES, { error: m.roleInvalid });

/**
 * A warden or a guard as an administrator enters them on the Staff page: who they are, the
 * hostels they work in and their role, a warden unless said (docs/decisions/043, 062). The
 * password is never typed in: the server makes a temporary one.
 */
export const wardenInputSchema = z.object({
  ...staffDetails,
  role: staffRoleField.default('warden'),
});
export type WardenInput = z.infer<typeof wardenInputSchema>;
export type WardenFormValues = z.input<typeof wardenInputSchema>;

/** Editing also switches the account on and off. The role stays the one it was added with. */
export const wardenUpdateSchema = z.object({ ...staffDetails, isActive: booleanField });
export type WardenUpdateInput = z.infer<typeof wardenUpdateSchema>;

/** The Staff page's one form: the role is chosen when adding, the switch used when editing. */
export const wardenFormSchema = wardenUpdateSchema.extend({ role: staffRoleField });
export type WardenFormInput = z.infer<typeof wardenFormSchema>;

export const wardenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  /** Still on the temporary password the office gave them. */
  mustChangePassword: z.boolean(),
  hostels: z.array(z.object({ _id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Warden = z.infer<typeof wardenSchema>;

/** The columns the Staff page sorts its wardens by; by name unless asked (rule sorted-lists). */
export const WARDEN_SORT_FIELDS = ['name', 'email'] as const;
export type WardenSortField = (typeof WARDEN_SORT_FIELDS)[number];
export const WARDEN_DEFAULT_SORT: SortKey<WardenSortField> = 'name';

/** `GET /api/wardens`: the whole list, in the order asked. */
export const wardenListQuerySchema = z.object({ sort: sortField('wardens', WARDEN_SORT_FIELDS) });

/** A new warden, with the temporary password the office hands over: shown this once. */
export const wardenCreatedSchema = z.object({
  success: z.literal(true),
  data: wardenSchema,
  temporaryPassword: z.string(),
});
export type WardenCreated = z.infer<typeof wardenCreatedSchema>;

/** Someone who may be given a complaint: a warden or an administrator, never a guard. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'warden']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
