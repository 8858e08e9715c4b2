import { buildStudentRegistration, registerStudent } from '../factories';
import { housedStudent, newRoom, newStudent } from './arrangements';
import type { Case } from './case';

/** Signing up, the office's students and their beds, and a student's own profile. */
export const studentCases: Case[] = [
  {
    route: 'POST /api/student/register',
    arrange: async () => ({
      call: {
        method: 'POST',
        url: '/api/student/register',
        payload: buildStudentRegistration({ name: 'Divya Nair' }),
      },
      entityId: '',
    }),
    action: 'student.register',
    actor: () => 'Divya Nair',
  },
  {
    route: 'POST /api/auth/student/register',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/auth/student/register',
        payload: buildStudentRegistration(),
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'student.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/admin/students/:id',
    arrange: async (s) => {
      const id = await newStudent(s);
      const payload = {
        name: 'Meera P.',
        email: `meera.${id.slice(0, 8)}@college.edu`,
        phone: '9123456781',
        course: 'B.Sc',
        year: 2,
        gender: 'Female',
        isActive: true,
      };
      return {
        call: { method: 'PUT', url: `/api/admin/students/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'student.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/admin/students/:id',
    arrange: async (s) => {
      const id = await newStudent(s);
      return {
        call: { method: 'DELETE', url: `/api/admin/students/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'student.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/admin/students/:id/assign-room',
    arrange: async (s) => {
      const id = await newStudent(s);
      const url = `/api/admin/students/${id}/assign-room`;
      const payload = { roomId: await newRoom(s) };
      return { call: { method: 'PUT', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'student.assign',
    actor: () => 'Asha Menon',
    // The move's, and the hostel's deposit charged on a first arrival.
    entries: 2,
  },
  {
    route: 'DELETE /api/admin/students/:id/room',
    arrange: async (s) => {
      const id = await housedStudent(s);
      const url = `/api/admin/students/${id}/room`;
      return { call: { method: 'DELETE', url, token: s.office.token }, entityId: id };
    },
    action: 'student.unassign',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/students/:id/check-out',
    arrange: async (s) => {
      const id = await housedStudent(s);
      const url = `/api/admin/students/${id}/check-out`;
      const payload = { note: 'Keys returned' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'student.checkout',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/students/swap',
    arrange: async (s) => {
      const [first, second] = [await housedStudent(s), await housedStudent(s)];
      const payload = { first, second };
      const call = { method: 'POST' as const, url: '/api/admin/students/swap', payload };
      return { call: { ...call, token: s.office.token }, entityId: second };
    },
    action: 'student.swap',
    actor: () => 'Asha Menon',
    entries: 2,
  },
  {
    route: 'PUT /api/student/profile',
    arrange: async (s) => {
      const own = await registerStudent(s.app, { name: 'Lata Iyer' });
      const payload = { name: 'Lata S. Iyer', phone: '9123456780' };
      return {
        call: { method: 'PUT', url: '/api/student/profile', payload, token: own.token },
        entityId: own.user._id,
      };
    },
    action: 'student.profile',
    actor: () => 'Lata Iyer',
  },
];
