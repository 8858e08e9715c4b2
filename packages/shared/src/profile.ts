import { z } from 'zod';
import { HOSTEL_TYPES, ROOM_TYPES } from './enums';
import { nameField, phoneField } from './fields';
import { hostelDetailsFields } from './hostel-details';
import { studentRecordFields } from './student-record';

/** The hostel a student lives in, with what a resident needs to know of it. */
export const residentHostelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(HOSTEL_TYPES),
  ...hostelDetailsFields,
});
export type ResidentHostel = z.infer<typeof residentHostelSchema>;

export const residentRoomSchema = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  type: z.enum(ROOM_TYPES),
  floor: z.number(),
  capacity: z.number(),
  currentOccupancy: z.number(),
  monthlyRent: z.number(),
  isAC: z.boolean(),
  amenities: z.array(z.string()),
});
export type ResidentRoom = z.infer<typeof residentRoomSchema>;

/**
 * `GET /api/student/profile` and the student of `GET /api/student/dashboard`. `hostel` and `room`
 * are null until an administrator assigns a bed.
 */
export const studentProfileSchema = z.object({
  ...studentRecordFields,
  hostel: residentHostelSchema.nullable(),
  room: residentRoomSchema.nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/**
 * `PUT /api/student/profile` and the profile's edit form (docs/product-rules.md#profile-edit). A
 * student changes only their name and phone; any other field sent is dropped by the parse and
 * never reaches the database.
 */
export const profileUpdateSchema = z.object({
  name: nameField,
  phone: phoneField,
});
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
