import type { Complaint } from '@hms/shared/complaints';
import type { ComplaintStatus, Gender, ROOM_TYPES } from '@hms/shared/enums';
import type { Hostel, HostelInput } from '@hms/shared/hostels';
import type { Room } from '@hms/shared/rooms';
import type { Student } from '@hms/shared/students';

// What the test knows: every acknowledged write, and the writes whose answer never came.

export type ComplaintState = { status: ComplaintStatus; resolution: string | null };
type CommentRecord = { id: string; message: string; authorModel: string; authorId: string };

export type StudentInput = {
  studentId: string;
  name: string;
  email: string;
  password: string;
  phone: string;
  course: string;
  year: number;
  gender: Gender;
};
export type RoomInput = {
  roomNumber: string;
  hostel: string;
  type: (typeof ROOM_TYPES)[number];
  floor: number;
  monthlyRent: number;
  isAC: boolean;
  amenities: string[];
};
export type ComplaintInput = {
  subject: string;
  category: string;
  priority: string;
  description: string;
};

export type StudentRecord = {
  returned: Student;
  password: string;
  token?: string;
  /** The room of the last acknowledged assignment (or of the database after a restart). */
  room: string | null;
  /** Rooms of assignments sent after it whose answer never came. */
  maybeRooms: string[];
};
export type ComplaintRecord = {
  returned: Complaint;
  ownerId: string;
  state: ComplaintState;
  maybeStates: ComplaintState[];
  comments: Map<string, CommentRecord>;
  /** Every comment message ever sent for it, answered or not. */
  commentsSent: Set<string>;
};

export type Model = {
  admin: { email: string; password: string; token: string; id: string };
  hostels: Map<string, Hostel>;
  rooms: Map<string, Room>;
  students: Map<string, StudentRecord>;
  complaints: Map<string, ComplaintRecord>;
  /** Creations sent and not (yet) answered, by their unique key. */
  sentHostels: Map<string, HostelInput>;
  sentRooms: Map<string, RoomInput>;
  sentStudents: Map<string, StudentInput>;
  sentComplaints: Map<string, { input: ComplaintInput; ownerId: string }>;
  acknowledged: Record<string, number>;
};

export const roomKey = (hostelId: string, roomNumber: string) =>
  `${hostelId}/${roomNumber.toLowerCase()}`;
