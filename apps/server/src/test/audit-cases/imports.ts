import { createRoom, registerStudent, type buildStudentRegistration } from '../factories';
import {
  INITIAL_PASSWORD,
  roomLine,
  roomsFile,
  studentLine,
  studentsFile,
} from '../import-factories';
import type { Case } from './case';

/** The office's imports, each changing a record that was there before. */
export const importCases: Case[] = [
  {
    route: 'POST /api/imports/students',
    arrange: async (s) => {
      const known = await registerStudent(s.app, { gender: 'Female', name: 'Nila Das' });
      const file = studentsFile([
        studentLine({ ...importedAs(known.input), Name: 'Nila S. Das', Course: 'M.Sc' }),
      ]);
      const payload = { file, commit: true, initialPassword: INITIAL_PASSWORD };
      return {
        call: { method: 'POST', url: '/api/imports/students', payload, token: s.office.token },
        entityId: known.user._id,
      };
    },
    action: 'student.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/imports/rooms',
    arrange: async (s) => {
      const room = await createRoom(s.app, s.office.token, s.hostel, { type: 'Double' });
      const file = roomsFile([roomLine({ 'Room number': String(room.roomNumber), Floor: 9 })]);
      return {
        call: {
          method: 'POST',
          url: '/api/imports/rooms',
          payload: { file, commit: true, hostel: s.hostel },
          token: s.office.token,
        },
        entityId: room._id,
      };
    },
    action: 'room.update',
    actor: () => 'Asha Menon',
  },
];

/** A registered student as a students file names them. */
function importedAs(input: ReturnType<typeof buildStudentRegistration>) {
  return {
    'Student ID': input.studentId,
    Name: input.name,
    Email: input.email,
    Phone: input.phone,
    Course: input.course,
    Year: input.year,
    Gender: input.gender,
  };
}
