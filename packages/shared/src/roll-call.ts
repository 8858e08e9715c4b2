import { z } from 'zod';
import { wholeNumberField } from './numbers';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/**
 * The night roll-call's API (docs/product-rules.md#roll-call): a warden starts the roll-call of a
 * hostel or a floor, marks each resident on its list present or absent, and closes it.
 */

export const ROLL_CALL_MARKS = ['present', 'absent'] as const;
export type RollCallMark = (typeof ROLL_CALL_MARKS)[number];

/** How often the open roll-call's page reads the list again, so two wardens see each other. */
export const ROLL_CALL_REFRESH_MS = 4_000;

export const rollCallMessages = {
  hostelRequired: 'Choose a hostel',
  floorInvalid: 'Choose a floor between 1 and 200, or the whole hostel',
  markRequired: 'Choose present or absent',
  hostelNotFound: 'This hostel does not exist or is not one of yours.',
  notFound: 'This roll-call does not exist or is not one you can see.',
  studentNotFound: 'This student does not exist or is not one you can see.',
  notOnList: 'This student is not on this roll-call’s list. Reload the list and try again.',
  emptyList:
    'Nobody is on tonight’s list: no resident of this hostel (or floor) is in without leave. Check the floor, or the leave that is approved for tonight.',
  closed: (by: string, at: string) =>
    `This roll-call was closed by ${by} at ${at}; nothing more can be marked or closed. Start a new one if you need to call the roll again.`,
  startFailed: 'Failed to start the roll-call',
  markFailed: 'Failed to save the mark',
  closedToast: 'Roll-call closed',
  closeFailed: 'Failed to close the roll-call',
  loadFailed: 'Error loading the roll-call',
} as const;
const m = rollCallMessages;

/** `POST /api/roll-calls`: tonight's roll-call of a hostel, or of one of its floors. */
export const rollCallStartSchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }),
  floor: wholeNumberField({
    required: m.floorInvalid,
    min: 1,
    minMessage: m.floorInvalid,
    max: 200,
    maxMessage: m.floorInvalid,
    invalid: m.floorInvalid,
  })
    .nullable()
    .optional(),
});
export type RollCallStartInput = z.infer<typeof rollCallStartSchema>;

/** `PUT /api/roll-calls/{id}/marks/{studentId}`: one resident, present or absent. */
export const rollCallMarkSchema = z.object({
  mark: z.enum(ROLL_CALL_MARKS, { error: m.markRequired }),
});
export type RollCallMarkInput = z.infer<typeof rollCallMarkSchema>;

export const rollCallMarkParamsSchema = z.object({
  id: z.uuid({ error: 'The id in the address is not valid.' }),
  studentId: z.uuid({ error: 'The student’s id in the address is not valid.' }),
});

export const rollCallCountsSchema = z.object({
  present: z.number(),
  absent: z.number(),
  unmarked: z.number(),
  total: z.number(),
});
export type RollCallCounts = z.infer<typeof rollCallCountsSchema>;

/** A roll-call's facts, as its page and the history show them. */
export const rollCallSummarySchema = z.object({
  _id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  /** Null: the whole hostel. */
  floor: z.number().nullable(),
  /** The calendar day the night begins on, in the college's time zone. */
  night: z.string(),
  startedBy: z.string(),
  startedAt: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  counts: rollCallCountsSchema,
});
export type RollCallSummary = z.infer<typeof rollCallSummarySchema>;

export const rollCallEntrySchema = z.object({
  /** Null once the student's record is deleted; the night's record keeps their name. */
  studentId: z.string().nullable(),
  name: z.string(),
  rollNumber: z.string(),
  mark: z.enum(ROLL_CALL_MARKS).nullable(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
});
export type RollCallEntry = z.infer<typeof rollCallEntrySchema>;

export const rollCallRoomSchema = z.object({
  roomNumber: z.string(),
  residents: z.array(rollCallEntrySchema),
});
export type RollCallRoom = z.infer<typeof rollCallRoomSchema>;

/** `GET /api/roll-calls/{id}`: the list room by room, in the order it was made. */
export const rollCallSchema = rollCallSummarySchema.extend({ rooms: z.array(rollCallRoomSchema) });
export type RollCall = z.infer<typeof rollCallSchema>;
export const rollCallResponseSchema = z.object({ success: z.literal(true), data: rollCallSchema });

/** `GET /api/roll-calls?hostel=`: a hostel's nights, newest first. */
export const rollCallQuerySchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }),
  ...pageQueryFields,
});
export const rollCallListSchema = pagedResponseSchema(rollCallSummarySchema);
export type RollCallList = z.infer<typeof rollCallListSchema>;

/** `GET /api/admin/students/{id}/roll-calls`: one student's nights, newest first. */
export const studentRollCallSchema = z.object({
  rollCallId: z.string(),
  night: z.string(),
  hostelName: z.string(),
  floor: z.number().nullable(),
  roomNumber: z.string(),
  /** Null while the roll-call is open and the student not yet marked. */
  mark: z.enum(ROLL_CALL_MARKS).nullable(),
  closed: z.boolean(),
});
export type StudentRollCall = z.infer<typeof studentRollCallSchema>;
export const studentRollCallQuerySchema = z.object({ ...pageQueryFields });
export const studentRollCallListSchema = pagedResponseSchema(studentRollCallSchema);
export type StudentRollCallList = z.infer<typeof studentRollCallListSchema>;

/** Who the roll-call names: its hostel, and the floor when it is one floor's. */
export function rollCallPlace(summary: Pick<RollCallSummary, 'hostelName' | 'floor'>): string {
  return summary.floor === null
    ? summary.hostelName
    : `${summary.hostelName}, floor ${summary.floor}`;
}
