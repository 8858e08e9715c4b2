import { z } from 'zod';
import { amenitiesField } from './amenities';
import { HOSTEL_TYPES, ROOM_TYPES } from './enums';
import { requiredText } from './fields';
import { roomMessages as m } from './messages';
import { booleanField, wholeNumberField } from './numbers';
import { hostelFilterField, pagedResponseSchema, pageQueryFields } from './pagination';
import { sortField, type SortKey } from './sorting';

export const idField = (required: string) =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required : 'Choose one from the list',
  });

/**
 * The room form and `POST/PUT /api/rooms` (docs/product-rules.md#hostel-and-room-fields). A sent
 * `capacity` is ignored (docs/product-rules.md#bed-capacity).
 */
export const roomInputSchema = z.object({
  roomNumber: requiredText(m.roomNumberRequired).max(20, m.roomNumberTooLong),
  hostel: idField(m.hostelRequired),
  type: z.enum(ROOM_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? m.typeRequired : m.typeInvalid,
  }),
  floor: wholeNumberField({
    required: m.floorRequired,
    min: 1,
    minMessage: m.floorAtLeastOne,
    max: 200,
    maxMessage: 'Floor must be at most 200',
  }),
  monthlyRent: wholeNumberField({
    required: m.monthlyRentRequired,
    min: 0,
    minMessage: m.mustBePositive,
    max: 10_000_000,
    maxMessage: m.moneyTooLarge,
    invalid: m.wholeRupees,
  }),
  isAC: z.preprocess((value) => value ?? false, booleanField),
  amenities: amenitiesField,
});
export type RoomFormValues = z.input<typeof roomInputSchema>;
export type RoomInput = z.infer<typeof roomInputSchema>;

export const roomStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  studentId: z.string(),
  /** Their bed, 1 to the room's capacity. */
  bed: z.number().nullable(),
});

export const roomSchema = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  hostel: z.object({ _id: z.string(), name: z.string(), type: z.enum(HOSTEL_TYPES) }),
  type: z.enum(ROOM_TYPES),
  capacity: z.number(),
  currentOccupancy: z.number(),
  floor: z.number(),
  monthlyRent: z.number(),
  isAC: z.boolean(),
  amenities: z.array(z.string()),
  students: z.array(roomStudentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/**
 * The columns the rooms list sorts by: `room` is hostel, floor and number, its order unless asked
 * (rule sorted-lists); `freeBeds` the beds not taken.
 */
export const ROOM_SORT_FIELDS = ['room', 'rent', 'freeBeds'] as const;
export type RoomSortField = (typeof ROOM_SORT_FIELDS)[number];
export const ROOM_DEFAULT_SORT: SortKey<RoomSortField> = 'room';

/** `GET /api/rooms` filters; the rooms screen keeps the same names in its URL. */
export const roomListQuerySchema = z.object({
  hostel: hostelFilterField,
  available: booleanField.optional(),
  search: z.string().trim().max(50, 'Search must be at most 50 characters').optional(),
  sort: sortField('rooms', ROOM_SORT_FIELDS),
  ...pageQueryFields,
});
export type RoomListQuery = z.input<typeof roomListQuerySchema>;

export const roomListResponseSchema = pagedResponseSchema(roomSchema);
