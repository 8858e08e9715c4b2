import { z } from 'zod';
import { calendarDayField } from './calendar-day';
import { GENDERS, HOSTEL_TYPES, ROOM_REQUEST_STATUSES, ROOM_TYPES } from './enums';
import { pagedResponseSchema, pageQueryFields } from './pagination';

export const roomRequestMessages = {
  reasonRequired: 'Say why you want to move',
  reasonTooLong: 'A reason must be at most 1,000 characters',
  decisionRequired: 'Give a reason the student will read',
  outOfOrderTooLong: 'A reason must be at most 500 characters',
  alreadyOpen:
    'You already have a request waiting. Withdraw it first if you want to ask for something else.',
  notPending: (status: string) =>
    `This request is ${status.toLowerCase()}; only a pending request can be changed.`,
  notFound: 'This request does not exist or is not yours.',
  outOfOrder: (earlier: number) =>
    `${earlier === 1 ? 'An earlier request also fits' : `${earlier} earlier requests also fit`} this room. Say why this one goes first.`,
  sameRoom: (name: string, roomNumber: string) =>
    `${name} already lives in Room ${roomNumber}. Choose another room.`,
  hostelMissing: 'The preferred hostel no longer exists. Choose another, or none.',
  inactive: 'Your account is inactive. Contact the hostel office.',
  submitted: 'Request sent to the hostel office',
  withdrawn: 'Request withdrawn',
  approved: 'Request approved: the student has moved',
  rejected: 'Request rejected',
  submitFailed: 'Failed to send the request',
  withdrawFailed: 'Failed to withdraw the request',
  decideFailed: 'Failed to decide the request',
  loadFailed: 'Error loading requests',
  empty: 'No requests yet',
  queueEmpty: 'No requests are waiting',
} as const;
const m = roomRequestMessages;

/** `POST /api/student/room-requests`: a first room or a change, with optional preferences. */
export const roomRequestCreateSchema = z.object({
  preferredHostel: z.uuid({ error: 'Choose a hostel from the list' }).optional(),
  preferredRoomType: z.enum(ROOM_TYPES, { error: 'Choose a room type from the list' }).optional(),
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(1000, { error: m.reasonTooLong }),
});
export type RoomRequestCreateInput = z.infer<typeof roomRequestCreateSchema>;

/** `POST /api/room-requests/{id}/approve`: the room and bed, and why it jumps the queue if it does. */
export const roomRequestApproveSchema = z.object({
  roomId: z.uuid({ error: 'Choose a room from the list' }),
  bed: z.number().int().min(1).max(100).optional(),
  date: calendarDayField.optional(),
  outOfOrderReason: z.string().trim().max(500, { error: m.outOfOrderTooLong }).optional(),
});
export type RoomRequestApproveInput = z.infer<typeof roomRequestApproveSchema>;

/** `POST /api/room-requests/{id}/reject`. */
export const roomRequestRejectSchema = z.object({
  reason: z
    .string({ error: m.decisionRequired })
    .trim()
    .min(1, { error: m.decisionRequired })
    .max(1000, { error: m.reasonTooLong }),
});
export type RoomRequestRejectInput = z.infer<typeof roomRequestRejectSchema>;

export const roomRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(ROOM_REQUEST_STATUSES),
  /** A first room, or a change from the room the student had when asking. */
  kind: z.enum(['First room', 'Room change']),
  student: z.object({
    _id: z.string(),
    name: z.string(),
    studentId: z.string(),
    gender: z.enum(GENDERS),
  }),
  /** Where the student lives now. */
  current: z.object({ hostel: z.string(), roomNumber: z.string(), bed: z.number() }).nullable(),
  preferredHostel: z
    .object({ _id: z.string(), name: z.string(), type: z.enum(HOSTEL_TYPES) })
    .nullable(),
  preferredRoomType: z.enum(ROOM_TYPES).nullable(),
  reason: z.string(),
  /** The office's answer: why it was rejected, or why it went ahead of the queue. */
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Pending only: a bed that fits the request is free now. */
  bedAvailableNow: z.boolean(),
  createdAt: z.string(),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;

export const roomRequestQuerySchema = z.object({
  status: z.enum(ROOM_REQUEST_STATUSES, { error: 'Choose a status from the list' }).optional(),
  ...pageQueryFields,
});
export const roomRequestListResponseSchema = pagedResponseSchema(roomRequestSchema);
export type RoomRequestList = z.infer<typeof roomRequestListResponseSchema>;

/** `GET /api/student/room-request-options`: the hostels a student may ask for. */
export const roomRequestOptionsSchema = z.object({
  hostels: z.array(z.object({ _id: z.string(), name: z.string(), type: z.enum(HOSTEL_TYPES) })),
});
export type RoomRequestOptions = z.infer<typeof roomRequestOptionsSchema>;
