import type { RoomInput } from '@hms/shared/rooms';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { columnsOf, type RawRow } from '../../core/db/rows';
import { rooms, students } from '../../core/db/schema';
import type { StudentFields } from './students/student-rows';

/**
 * An import's writes, each one statement for a batch of rows: the rows travel as one JSON
 * parameter, which both drivers pass as it is and json_to_recordset turns into a table.
 * Hand-written for speed (docs/decisions/046, 058): a thousand rows a statement, one parameter
 * each, where the builder would bind every field of every row; and an update of each row to
 * its own values, which the builder cannot say in one statement.
 */

/** New students, on the import's first password, which they must replace at first sign-in. */
export async function insertStudents(
  tx: Executor,
  rows: readonly StudentFields[],
  passwordHash: string,
): Promise<RawRow<typeof students, 'id' | 'rollNumber'>[]> {
  if (rows.length === 0) return [];
  return selectRows(
    tx,
    sql`insert into students (student_id, name, email, password_hash, phone, course, year, gender,
          must_change_password)
        select n.student_id, n.name, n.email, ${passwordHash}, n.phone, n.course, n.year,
          n.gender, true
        from json_to_recordset(${JSON.stringify(rows.map(studentJson))}::json) as n(
          student_id text, name text, email text, phone text, course text, year smallint,
          gender gender)
        returning ${columnsOf(students, ['id', 'rollNumber'])}`,
  );
}

/** Students on record given the file's fields; their student ID never changes. */
export async function updateStudents(
  tx: Executor,
  rows: readonly { id: string; fields: StudentFields }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map(({ id, fields }) => ({ id, ...studentJson(fields) }));
  await tx.execute(
    sql`update students s set name = n.name, email = n.email, phone = n.phone,
          course = n.course, year = n.year, gender = n.gender, updated_at = now()
        from json_to_recordset(${JSON.stringify(json)}::json) as n(
          id uuid, name text, email text, phone text, course text, year smallint, gender gender)
        where s.id = n.id`,
  );
}

function studentJson(fields: StudentFields) {
  return {
    student_id: fields.studentId,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    course: fields.course,
    year: fields.year,
    gender: fields.gender,
  };
}

function roomJson(room: RoomInput) {
  return {
    room_number: room.roomNumber,
    type: room.type,
    floor: room.floor,
    monthly_rent: room.monthlyRent,
    is_ac: room.isAC,
    amenities: room.amenities,
  };
}

export async function insertRooms(
  tx: Executor,
  hostelId: string,
  rows: readonly RoomInput[],
): Promise<RawRow<typeof rooms, 'id' | 'roomNumber'>[]> {
  if (rows.length === 0) return [];
  return selectRows(
    tx,
    sql`insert into rooms (hostel_id, room_number, type, floor, monthly_rent, is_ac, amenities)
        select ${hostelId}, n.room_number, n.type, n.floor, n.monthly_rent, n.is_ac,
          array(select json_array_elements_text(n.amenities))
        from json_to_recordset(${JSON.stringify(rows.map(roomJson))}::json) as n(
          room_number text, type room_type, floor integer, monthly_rent integer, is_ac boolean,
          amenities json)
        returning ${columnsOf(rooms, ['id', 'roomNumber'])}`,
  );
}

/** Rooms on record given the file's fields; a room keeps its number's spelling and hostel. */
export async function updateRooms(
  tx: Executor,
  rows: readonly { id: string; room: RoomInput }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map(({ id, room }) => ({ id, ...roomJson(room) }));
  await tx.execute(
    sql`update rooms r set type = n.type, floor = n.floor, monthly_rent = n.monthly_rent,
          is_ac = n.is_ac, amenities = array(select json_array_elements_text(n.amenities)),
          updated_at = now()
        from json_to_recordset(${JSON.stringify(json)}::json) as n(
          id uuid, type room_type, floor integer, monthly_rent integer, is_ac boolean,
          amenities json)
        where r.id = n.id`,
  );
}
