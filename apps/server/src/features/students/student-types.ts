import type { hostels, ledgerAccounts, rooms, students } from '../../core/db/schema';

type Student = typeof students.$inferSelect;
type Room = typeof rooms.$inferSelect;
type Hostel = typeof hostels.$inferSelect;

/** Nullable: a student without a bed has no room or hostel, and none before a first entry. */
type Joined<Row> = { [Key in keyof Row]: Row[Key] | null };

/** A student's own fields, as the office's list and the student's profile both begin. */
export type StudentRecordRow = Pick<
  Student,
  | 'id'
  | 'rollNumber'
  | 'name'
  | 'email'
  | 'phone'
  | 'course'
  | 'year'
  | 'gender'
  | 'admissionDate'
  | 'isActive'
>;

/**
 * A student with the room and hostel they live in and what they owe: what every answer about a
 * student, and every audit entry of one, is made from.
 */
export type StudentRow = StudentRecordRow &
  Pick<Student, 'createdAt' | 'updatedAt' | 'bed'> &
  Joined<{
    roomId: Room['id'];
    roomNumber: Room['roomNumber'];
    roomType: Room['type'];
    roomFloor: Room['floor'];
    hostelId: Hostel['id'];
    hostelName: Hostel['name'];
    hostelType: Hostel['type'];
    balance: (typeof ledgerAccounts.$inferSelect)['balance'];
  }>;

export type StudentFilter = {
  search?: string;
  hostel?: string;
  /** A warden's hostels: their residents, and the students without a bed they may give one. */
  scope?: readonly string[];
  /** An export's next slice: the students after this one in the list's order. */
  after?: { name: string; rollNumber: string };
};
