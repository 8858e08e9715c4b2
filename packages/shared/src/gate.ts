import { z } from 'zod';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/**
 * The gate's API (docs/product-rules.md#gate-movements): the student's pass, a guard's scan, the
 * warden's movements, who is inside now, and each hostel's curfew. The rules are in gate-rules.ts.
 */

export const GATE_NAME_MAX = 60;
/** A pass code is good for this long after it is shown, so a screenshot is useless soon after. */
export const PASS_WINDOW_SECONDS = 30;
/** A scan a phone kept while offline is accepted this long after it was made. */
export const OFFLINE_SCAN_MAX_HOURS = 24;

export const gateMessages = {
  gateRequired: 'Say which gate this is',
  gateTooLong: `A gate's name is at most ${GATE_NAME_MAX} characters`,
  directionRequired: 'Choose whether the student is going out or coming in',
  whoRequired: 'Scan the student’s pass or type their roll number',
  scannedAtInvalid: 'The scan’s time is not a date and time',
  scannedInFuture: 'This scan is dated in the future. Check the phone’s clock and scan again.',
  scannedTooLongAgo: `This scan is more than ${OFFLINE_SCAN_MAX_HOURS} hours old. Record it on the warden’s page instead.`,
  clientKeyInvalid: 'The scan has no key of its own. Reload the page and scan again.',
  passInvalid: 'This pass is not valid. Ask the student to open their pass in the app again.',
  passExpired:
    'This pass has expired: a screenshot does not work. Ask the student to show the live pass.',
  studentNotFound: 'No resident of your hostels has this roll number. Check it and try again.',
  notResident: 'This student does not live in one of your hostels.',
  curfewInvalid: 'Enter the curfew as a time such as 22:00',
  hostelRequired: 'Choose a hostel',
  hostelNotFound: 'This hostel does not exist or is not one of yours.',
  noRoom: 'Your pass works once you have a room in a hostel.',
  recorded: 'Recorded',
  queued: 'Saved on this phone; it will be sent when the connection returns',
  curfewSaved: 'Curfew saved',
} as const;
const m = gateMessages;

export const gateDirectionField = z.enum(['out', 'in'], { error: m.directionRequired });

/** `GET /api/student/gate-pass`: the code the student's app shows, renewed before it expires. */
export const gatePassSchema = z.object({
  code: z.string(),
  expiresAt: z.iso.datetime(),
  name: z.string(),
  rollNumber: z.string(),
  roomNumber: z.string(),
  hostelName: z.string(),
});
export type GatePass = z.infer<typeof gatePassSchema>;

/** `POST /api/gate/scans`: one scan at a gate, sent at once or later from the phone's queue. */
export const gateScanSchema = z
  .object({
    clientKey: z.uuid({ error: m.clientKeyInvalid }),
    direction: gateDirectionField,
    gate: z
      .string({ error: m.gateRequired })
      .trim()
      .min(1, m.gateRequired)
      .max(GATE_NAME_MAX, m.gateTooLong),
    scannedAt: z.iso.datetime({ offset: true, error: m.scannedAtInvalid }),
    code: z.string().trim().max(300, m.passInvalid).optional(),
    rollNumber: z.string().trim().max(50, m.whoRequired).optional(),
  })
  .refine((scan) => Boolean(scan.code) || Boolean(scan.rollNumber), {
    message: m.whoRequired,
    path: ['rollNumber'],
  });
export type GateScanInput = z.infer<typeof gateScanSchema>;

export const movementSchema = z.object({
  id: z.number(),
  direction: gateDirectionField,
  gate: z.string(),
  scannedAt: z.string(),
  recordedBy: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  rollNumber: z.string(),
  hostelName: z.string().nullable(),
  leaveId: z.string().nullable(),
  lateMinutes: z.number().nullable(),
  unmatched: z.enum(['in-without-out', 'out-twice']).nullable(),
  withoutLeave: z.boolean(),
  /** What the movement means, in the words the guard reads. */
  meaning: z.string(),
  attention: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;

export const gateScanResultSchema = z.object({
  success: z.literal(true),
  data: z.object({
    movement: movementSchema,
    roomNumber: z.string().nullable(),
    /** The scan had been recorded already: by its own key, or a second guard within seconds. */
    alreadyRecorded: z.boolean(),
  }),
});
export type GateScanResult = z.infer<typeof gateScanResultSchema>['data'];

/**
 * `GET /api/gate/residents`: what a guard may see of the students of their hostels: who, which
 * room, and whether they are on approved leave today.
 */
export const residentQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  ...pageQueryFields,
});
export const gateResidentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  roomNumber: z.string(),
  hostelName: z.string(),
  /** The last day of approved leave covering today, if any. */
  onLeaveUntil: z.string().nullable(),
});
export type GateResident = z.infer<typeof gateResidentSchema>;
export const gateResidentListSchema = pagedResponseSchema(gateResidentSchema);

/** `GET /api/gate/movements`: the warden's record, newest first, filtered in the database. */
export const movementQuerySchema = z.object({
  hostel: z.uuid({ error: m.hostelRequired }).optional(),
  student: z.uuid({ error: 'Choose a student from the list' }).optional(),
  attention: z.enum(['true', 'false']).optional(),
  ...pageQueryFields,
});
export const movementListSchema = pagedResponseSchema(movementSchema);
export type MovementList = z.infer<typeof movementListSchema>;

export const WHEREABOUTS = ['inside', 'onLeave', 'outWithoutLeave', 'overdue'] as const;
export const whereaboutsLabels = {
  inside: 'Inside',
  onLeave: 'Out on leave',
  outWithoutLeave: 'Out without leave',
  overdue: 'Overdue',
} as const;

export const guardianLineSchema = z.object({
  name: z.string(),
  relation: z.string(),
  phone: z.string(),
});

export const insideRowSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  roomNumber: z.string(),
  phone: z.string(),
  whereabouts: z.enum(WHEREABOUTS),
  /** The last movement's time, if any. */
  since: z.string().nullable(),
  leaveUntil: z.string().nullable(),
  guardians: z.array(guardianLineSchema),
});
export type InsideRow = z.infer<typeof insideRowSchema>;

export const insideCountsSchema = z.object({
  inside: z.number(),
  onLeave: z.number(),
  outWithoutLeave: z.number(),
  overdue: z.number(),
});
export type InsideCounts = z.infer<typeof insideCountsSchema>;

/** `GET /api/gate/inside?hostel=`: the muster list of one hostel, rooms in order. */
export const insideQuerySchema = z.object({ hostel: z.uuid({ error: m.hostelRequired }) });
export const insideResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    hostelName: z.string(),
    asOf: z.string(),
    counts: insideCountsSchema,
    residents: z.array(insideRowSchema),
  }),
});
export type InsideNow = z.infer<typeof insideResponseSchema>['data'];

/** `GET /api/gate/curfews` and `PUT /api/gate/curfews/{id}`: each hostel's rules at the gate. */
export const curfewSchema = z.object({
  hostelId: z.string(),
  hostelName: z.string(),
  curfew: z.string(),
  guardianApprovesLeave: z.boolean(),
});
export type Curfew = z.infer<typeof curfewSchema>;
export const curfewInputSchema = z.object({
  curfew: z.string({ error: m.curfewInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.curfewInvalid),
  guardianApprovesLeave: z.boolean().default(false),
});
export type CurfewInput = z.infer<typeof curfewInputSchema>;
