import { bearer, createRoom, registerStudent } from '../factories';
import type { AuditSetup } from './case';

/** A new student, with no room. */
export const newStudent = async (s: AuditSetup) =>
  (await registerStudent(s.app, { gender: 'Female', name: 'Meera Pillai' })).user._id;

/** A new empty room in the setup's hostel. */
export const newRoom = async (s: AuditSetup) =>
  (await createRoom(s.app, s.office.token, s.hostel))._id;

/** A new student in a new room of their own. */
export const housedStudent = async (s: AuditSetup) => {
  const id = await newStudent(s);
  await s.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${id}/assign-room`,
    payload: { roomId: await newRoom(s) },
    headers: bearer(s.office.token),
  });
  return id;
};
