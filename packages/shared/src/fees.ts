import { z } from 'zod';
import { calendarDayField } from './calendar-day';
import { pagedResponseSchema, pageQueryFields } from './pagination';
import { wholeNumberField } from './numbers';

/** The ledger's words (docs/product-rules.md#fees). */
export const LEDGER_ENTRY_KINDS = [
  'Charge',
  'Fine',
  'Refund',
  'Payment',
  'Waiver',
  'Deposit returned',
  'Reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** What a charge is for. */
export const CHARGE_LINES = [
  'Rent',
  'Hostel fee',
  'Security deposit',
  'Mess',
  'Guest meals',
] as const;
export type ChargeLine = (typeof CHARGE_LINES)[number];

export const PAYMENT_METHODS = ['Cash', 'UPI', 'Bank transfer', 'Cheque', 'Card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most ₹1,00,00,000 in one entry, as for fees and rents. */
export const AMOUNT_MAX_PAISE = 1_00_00_000 * 100;

export const feeMessages = {
  amountRequired: 'Enter an amount',
  amountPositive: 'Enter an amount above ₹0',
  amountTooLarge: 'An amount must be at most ₹1,00,00,000',
  amountWhole: 'Enter the amount in rupees, with at most two digits of paise',
  monthInvalid: 'Choose a month as YYYY-MM',
  monthInFuture: (month: string) =>
    `${month} has not begun. Charges are posted once their month has begun.`,
  dateInFuture: 'A fee entry cannot be dated ahead of today. Choose today or an earlier day.',
  methodRequired: 'Choose how it was paid',
  referenceRequired: (method: string) =>
    `Enter the ${method === 'Cheque' ? 'cheque number' : 'transaction reference'}`,
  referenceTooLong: 'A reference must be at most 100 characters',
  descriptionRequired: 'Say what it is for',
  descriptionTooLong: 'A description must be at most 200 characters',
  reasonRequired: 'Say why this entry is reversed',
  reasonTooLong: 'A reason must be at most 500 characters',
  studentRequired: 'Choose a student from the list',
  studentNotFound: 'This student does not exist, or is not one of yours.',
  noAccount: (name: string) =>
    `${name} has never lived in a hostel and has no charges. Record a payment once they have.`,
  entryNotFound: 'This entry does not exist, or is not one of yours.',
  reverseReversal: 'A reversal cannot itself be reversed. Enter a new entry instead.',
  alreadyReversed: 'This entry has already been reversed.',
  depositTooMuch: (held: string) =>
    `The deposit held is ${held}; apply and refund at most that much together.`,
  refundTooMuch: (credit: string) =>
    `After the deposit is returned the student is owed ${credit}; refund at most that much.`,
  noDeposit: 'No security deposit is held for this student.',
  hostelMissing: 'The chosen hostel no longer exists. Choose another, or all hostels.',
  studentDeletedMeanwhile:
    'This student was deleted meanwhile and had no fee records. Nothing was recorded.',
  postingMetDeletion:
    'A student was deleted while the month was being posted, so nothing was posted. Post it again.',
  receiptNotFound: 'This receipt does not exist, or is not yours.',
  posted: (lines: number) => `${lines === 1 ? 'One charge' : `${lines} charges`} posted`,
  nothingToPost: 'Every charge for this month is already posted',
  paymentRecorded: 'Payment recorded',
  reversed: 'Entry reversed',
  adjusted: 'Entry recorded',
  loadFailed: 'Error loading fees',
  saveFailed: 'Failed to save',
} as const;
const m = feeMessages;

/** An amount in paise, above zero and at most ₹1,00,00,000. */
export const amountField = wholeNumberField({
  required: m.amountRequired,
  min: 1,
  minMessage: m.amountPositive,
  max: AMOUNT_MAX_PAISE,
  maxMessage: m.amountTooLarge,
  invalid: m.amountWhole,
});

export const monthField = z
  .string({ error: m.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.monthInvalid });

const hostelField = z.uuid({ error: 'Choose a hostel from the list' }).optional();

/** `GET /api/fees/postings/preview` and `POST /api/fees/postings`: one month, one hostel or all. */
export const postingSchema = z.object({ month: monthField, hostel: hostelField });
export type PostingInput = z.infer<typeof postingSchema>;

export const postingResultSchema = z.object({
  /** The posting's id, which its charges and its audit entry carry; null when nothing was added. */
  _id: z.string().nullable(),
  month: z.string(),
  hostel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Charge lines added (or, for a preview, that posting would add). */
  lines: z.number(),
  students: z.number(),
  total: z.number(),
});
export type PostingResult = z.infer<typeof postingResultSchema>;

const referenceField = z.string().trim().max(100, { error: m.referenceTooLong }).optional();

/** `POST /api/fees/payments`. The form makes one idempotency key for each payment it records. */
export const paymentCreateSchema = z
  .object({
    student: z.uuid({ error: m.studentRequired }),
    amount: amountField,
    method: z.enum(PAYMENT_METHODS, { error: m.methodRequired }),
    reference: referenceField,
    date: calendarDayField.optional(),
    idempotencyKey: z.uuid({ error: 'The form is out of date. Reload the page and try again.' }),
  })
  .superRefine((input, ctx) => {
    if (input.method !== 'Cash' && !input.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: m.referenceRequired(input.method),
      });
    }
  });
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;

/** `POST /api/fees/adjustments`: a fine the student owes, or a waiver of what they owe. */
export const adjustmentCreateSchema = z.object({
  student: z.uuid({ error: m.studentRequired }),
  kind: z.enum(['Fine', 'Waiver'], { error: 'Choose Fine or Waiver' }),
  amount: amountField,
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, { error: m.descriptionRequired })
    .max(200, { error: m.descriptionTooLong }),
  date: calendarDayField.optional(),
});
export type AdjustmentCreateInput = z.input<typeof adjustmentCreateSchema>;

/** `POST /api/fees/entries/{id}/reverse`. */
export const reversalCreateSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(500, { error: m.reasonTooLong }),
});

/** What check-out does with the security deposit: apply some to dues, refund some, or both. */
export const depositReturnSchema = z.object({
  apply: wholeNumberField({
    required: m.amountRequired,
    min: 0,
    minMessage: m.amountPositive,
    max: AMOUNT_MAX_PAISE,
    maxMessage: m.amountTooLarge,
    invalid: m.amountWhole,
  }).default(0),
  refund: wholeNumberField({
    required: m.amountRequired,
    min: 0,
    minMessage: m.amountPositive,
    max: AMOUNT_MAX_PAISE,
    maxMessage: m.amountTooLarge,
    invalid: m.amountWhole,
  }).default(0),
  method: z.enum(PAYMENT_METHODS, { error: m.methodRequired }).default('Cash'),
  reference: referenceField,
});
export type DepositReturnInput = z.input<typeof depositReturnSchema>;
export type DepositReturn = z.infer<typeof depositReturnSchema>;

const named = z.object({ _id: z.string(), name: z.string() });

export const ledgerEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  date: z.string(),
  /** What the student owes more (+) or less (−), in paise. */
  amount: z.number(),
  description: z.string(),
  month: z.string().nullable(),
  line: z.enum(CHARGE_LINES).nullable(),
  hostel: named.nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  reverses: z.string().nullable(),
  reversedBy: z.string().nullable(),
  enteredBy: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const accountSchema = z.object({
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  /** When the student was deleted; their ledger is kept under the name they had then. */
  deletedAt: z.string().nullable(),
  /** The sum of every entry: above zero the student owes, below zero they are owed. */
  balance: z.number(),
  /** The day the oldest unpaid due fell due, while anything is owed. */
  owingSince: z.string().nullable(),
  dues: z.array(z.object({ month: z.string(), amount: z.number() })),
  /** Security deposits held, by hostel, that check-out can apply or refund. */
  deposits: z.array(z.object({ hostel: named, held: z.number() })),
});
export type Account = z.infer<typeof accountSchema>;

export const ledgerPageSchema = pagedResponseSchema(ledgerEntrySchema);
export const ledgerQuerySchema = z.object({ ...pageQueryFields });

export const receiptSchema = z.object({
  _id: z.string(),
  number: z.string(),
  date: z.string(),
  /** `_id` is the student whose ledger holds the payment, deleted or not. */
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  hostel: z.string().nullable(),
  room: z.string().nullable(),
  /** The months the payment settled, "Oct 2026 – Nov 2026", when it settled any. */
  period: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
  amount: z.number(),
  amountInWords: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedBy: z.string(),
  /** A receipt whose payment was reversed still prints, marked cancelled. */
  cancelled: z.boolean(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** `GET /api/fees/dues`: students owing at least `minAmount` paise for at least `minDays`. */
export const duesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: 'A search must be at most 100 characters' })
    .optional(),
  hostel: hostelField,
  minAmount: wholeNumberField({
    required: m.amountRequired,
    min: 0,
    minMessage: 'The amount must be ₹0 or more',
    max: AMOUNT_MAX_PAISE,
    maxMessage: m.amountTooLarge,
  }).default(1),
  minDays: wholeNumberField({
    required: 'Enter a number of days',
    min: 0,
    minMessage: 'Days must be 0 or more',
    max: 3650,
    maxMessage: 'Days must be at most 3,650',
  }).default(0),
  ...pageQueryFields,
});
export type DuesQuery = z.infer<typeof duesQuerySchema>;

export const dueRowSchema = z.object({
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  /** A deleted student, who still owes: named as their ledger kept them, in no hostel. */
  deleted: z.boolean(),
  hostel: z.string().nullable(),
  room: z.string().nullable(),
  balance: z.number(),
  owingSince: z.string().nullable(),
  /** Days since the oldest unpaid due fell due. */
  days: z.number(),
});
export type DueRow = z.infer<typeof dueRowSchema>;
export const duesPageSchema = pagedResponseSchema(dueRowSchema);

/** `GET /api/fees/collection?month=`: per hostel, what the month charged and collected. */
export const collectionQuerySchema = z.object({ month: monthField });
export const collectionRowSchema = z.object({
  hostel: named,
  charged: z.number(),
  collected: z.number(),
  /** What the hostel's residents owe now, all months together. */
  outstanding: z.number(),
});
export const collectionSchema = z.object({
  month: z.string(),
  hostels: z.array(collectionRowSchema),
});
export type Collection = z.infer<typeof collectionSchema>;
