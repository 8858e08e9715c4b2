import { z } from 'zod';
import { calendarDayField, formatDay, type CalendarDay } from './calendar-day';
import { depositReturnSchema } from './fees';
import { HOSTEL_TYPES, RESIDENCY_END_REASONS, ROOM_TYPES } from './enums';
import { pagedResponseSchema, pageQueryFields } from './pagination';

export const residencyMessages = {
  dateInFuture: (today: CalendarDay) =>
    `A move cannot be recorded ahead of time. Choose today (${formatDay(today)}) or an earlier day.`,
  dateBeforeStay: (since: CalendarDay) =>
    `The current stay began on ${formatDay(since)}. Choose that day or a later one.`,
  dateBeforeLastStay: (left: CalendarDay) =>
    `The student's last stay ended on ${formatDay(left)}. Choose that day or a later one.`,
  dateBeforeBedFreed: (bed: number, freed: CalendarDay) =>
    `Bed ${bed} was last freed on ${formatDay(freed)}. Choose that day or a later one.`,
  bedOutsideRoom: (bed: number, roomNumber: string, capacity: number) =>
    `Room ${roomNumber} has ${capacity === 1 ? 'one bed' : `beds 1 to ${capacity}`}; there is no bed ${bed}. Choose one of them.`,
  bedTaken: (bed: number, roomNumber: string, name: string) =>
    `Bed ${bed} in room ${roomNumber} is taken by ${name}. Choose a free bed, or let the first free one be taken.`,
  bedJustTaken: 'That bed has just been taken. Choose another bed.',
  bedBeyondType: (bed: number, name: string, type: string) =>
    `${name} sleeps in bed ${bed}, which a ${type} room does not have. Move them to a lower-numbered bed first.`,
  noStay: (name: string) => `${name} has no room to check out of.`,
  noteTooLong: 'A note must be at most 1,000 characters',
  swapSelf: 'Choose two different students to swap.',
  swapWithoutRoom: (name: string) =>
    `${name} has no room. Give them one with Assign Room instead of a swap.`,
  checkedOut: 'Checked out successfully',
  checkOutFailed: 'Failed to check out',
  swapped: 'Beds swapped successfully',
  swapFailed: 'Failed to swap beds',
  historyFailed: 'Error loading the history',
  historyEmpty: 'No stays recorded yet',
} as const;

const m = residencyMessages;

const bedField = z
  .number({ error: 'Bed must be a whole number' })
  .int({ error: 'Bed must be a whole number' })
  .min(1, { error: 'Bed must be at least 1' })
  .max(100, { error: 'Bed must be at most 100' });

/** The optional bed and day an assignment may name; both default on the server. */
export const bedAndDayFields = {
  bed: bedField.optional(),
  date: calendarDayField.optional(),
};

/** `POST /api/admin/students/{id}/check-out`. */
export const checkOutSchema = z.object({
  date: calendarDayField.optional(),
  note: z.string().trim().max(1000, { error: m.noteTooLong }).optional(),
  /** What becomes of the security deposit held in the hostel being left. */
  deposit: depositReturnSchema.optional(),
});
export type CheckOutInput = z.infer<typeof checkOutSchema>;

/** `POST /api/admin/students/swap`. */
export const swapSchema = z
  .object({
    first: z.uuid({ error: 'Choose the first student from the list' }),
    second: z.uuid({ error: 'Choose the second student from the list' }),
    date: calendarDayField.optional(),
  })
  .refine((input) => input.first !== input.second, { error: m.swapSelf, path: ['second'] });
export type SwapInput = z.infer<typeof swapSchema>;

/**
 * Whether a stay may begin or end on `date` (docs/product-rules.md#residencies): never after
 * today, never before the stay it ends began, never before the student's last stay or the bed's
 * last resident ended. The assignment form and the server both ask this.
 */
export function moveDateProblem(input: {
  date: CalendarDay;
  today: CalendarDay;
  currentSince?: CalendarDay | null;
  lastLeft?: CalendarDay | null;
  bed?: number;
  bedFreed?: CalendarDay | null;
}): string | undefined {
  const { date, today, currentSince, lastLeft, bed, bedFreed } = input;
  if (date > today) return m.dateInFuture(today);
  if (currentSince && date < currentSince) return m.dateBeforeStay(currentSince);
  if (lastLeft && date < lastLeft) return m.dateBeforeLastStay(lastLeft);
  if (bed !== undefined && bedFreed && date < bedFreed) return m.dateBeforeBedFreed(bed, bedFreed);
  return undefined;
}

/** The beds of a room are numbered 1 to its capacity. */
export function bedProblem(bed: number, roomNumber: string, capacity: number): string | undefined {
  return bed >= 1 && bed <= capacity ? undefined : m.bedOutsideRoom(bed, roomNumber, capacity);
}

/** The lowest-numbered bed nobody holds, or undefined when the room is full. */
export function firstFreeBed(capacity: number, taken: readonly number[]): number | undefined {
  for (let bed = 1; bed <= capacity; bed += 1) if (!taken.includes(bed)) return bed;
  return undefined;
}

export const residencySchema = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string().nullable(), name: z.string(), studentId: z.string() }),
  hostel: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    type: z.enum(HOSTEL_TYPES).nullable(),
  }),
  room: z.object({
    _id: z.string().nullable(),
    roomNumber: z.string(),
    type: z.enum(ROOM_TYPES).nullable(),
  }),
  bed: z.number(),
  movedInOn: z.string(),
  movedOutOn: z.string().nullable(),
  endReason: z.enum(RESIDENCY_END_REASONS).nullable(),
  note: z.string().nullable(),
});
export type Residency = z.infer<typeof residencySchema>;

export const residencyListQuerySchema = z.object({ ...pageQueryFields });
export const residencyListResponseSchema = pagedResponseSchema(residencySchema);
export type ResidencyList = z.infer<typeof residencyListResponseSchema>;
