import { z } from 'zod';
import { amenitiesField } from './amenities';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PHONE_PATTERN } from './constants';
import { HOSTEL_TYPES } from './enums';
import { requiredText } from './fields';
import { hostelDetailsFields } from './hostel-details';
import { hostelMessages as m, validationMessages } from './messages';
import { wholeNumberField } from './numbers';

const MONEY_MAX = 10_000_000;

/** Optional text: blank means "not given" and is stored as absent. */
function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: validationMessages.mustBeText }).trim().max(max, tooLong).optional(),
  );
}

export const wardenSchema = z.object({
  name: optionalText(NAME_MAX_LENGTH, validationMessages.nameTooLong),
  phone: optionalText(10, validationMessages.phoneInvalid).refine(
    (v) => v === undefined || PHONE_PATTERN.test(v),
    validationMessages.phoneInvalid,
  ),
  email: optionalText(EMAIL_MAX_LENGTH, validationMessages.emailTooLong).refine(
    (v) => v === undefined || EMAIL_PATTERN.test(v),
    validationMessages.emailInvalid,
  ),
});

/** The hostel form and `POST/PUT /api/hostels` (docs/product-rules.md#hostel-and-room-fields). */
export const hostelInputSchema = z.object({
  name: requiredText(m.nameRequired).max(NAME_MAX_LENGTH, m.nameTooLong),
  type: z.enum(HOSTEL_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? m.typeRequired : m.typeInvalid,
  }),
  totalRooms: wholeNumberField({
    required: m.totalRoomsRequired,
    min: 1,
    minMessage: m.atLeastOne,
    max: 10_000,
    maxMessage: 'Must be at most 10,000',
  }),
  totalCapacity: wholeNumberField({
    required: m.totalCapacityRequired,
    min: 1,
    minMessage: m.atLeastOne,
    max: 100_000,
    maxMessage: 'Must be at most 1,00,000',
  }),
  fees: z.object(
    {
      monthly: wholeNumberField({
        required: m.monthlyFeeRequired,
        min: 0,
        minMessage: m.mustBePositive,
        max: MONEY_MAX,
        maxMessage: m.moneyTooLarge,
        invalid: m.wholeRupees,
      }),
      security: wholeNumberField({
        required: m.securityDepositRequired,
        min: 0,
        minMessage: m.mustBePositive,
        max: MONEY_MAX,
        maxMessage: m.moneyTooLarge,
        invalid: m.wholeRupees,
      }),
    },
    { error: m.feesRequired },
  ),
  address: requiredText(m.addressRequired).max(500, m.addressTooLong),
  amenities: amenitiesField,
  warden: wardenSchema.prefault({}),
});
export type HostelFormValues = z.input<typeof hostelInputSchema>;
export type HostelInput = z.infer<typeof hostelInputSchema>;

export const hostelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(HOSTEL_TYPES),
  totalRooms: z.number(),
  totalCapacity: z.number(),
  currentOccupancy: z.number(),
  /** Rooms created so far, beside the planned `totalRooms`. */
  roomCount: z.number(),
  ...hostelDetailsFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Hostel = z.infer<typeof hostelSchema>;
