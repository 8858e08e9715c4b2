import { bearer, registerStudent } from '../factories';
import { newRoom } from './arrangements';
import type { AuditSetup, Case } from './case';

export const roomRequestCases: Case[] = [
  {
    route: 'POST /api/student/room-requests',
    arrange: async (s) => {
      const own = await registerStudent(s.app, { name: 'Lata Iyer', gender: 'Female' });
      const payload = { reason: 'Nearer the library' };
      const call = { method: 'POST' as const, url: '/api/student/room-requests', payload };
      return { call: { ...call, token: own.token }, entityId: '' };
    },
    action: 'request.create',
    actor: () => 'Lata Iyer',
  },
  {
    route: 'POST /api/student/room-requests/:id/withdraw',
    arrange: async (s) => {
      const { id, token } = await askForRoom(s, 'Uma Rao');
      const url = `/api/student/room-requests/${id}/withdraw`;
      return { call: { method: 'POST', url, token }, entityId: id };
    },
    action: 'request.withdraw',
    actor: () => 'Uma Rao',
  },
  {
    route: 'POST /api/room-requests/:id/approve',
    arrange: async (s) => {
      const { id } = await askForRoom(s, 'Gita Das');
      const url = `/api/room-requests/${id}/approve`;
      const payload = { roomId: await newRoom(s), outOfOrderReason: 'Waited longest' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'request.approve',
    actor: () => 'Asha Menon',
    // The request's, the student's move, and the deposit charged on arrival.
    entries: 3,
  },
  {
    route: 'POST /api/room-requests/:id/reject',
    arrange: async (s) => {
      const { id } = await askForRoom(s, 'Hema Roy');
      const url = `/api/room-requests/${id}/reject`;
      const payload = { reason: 'No single rooms this term' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'request.reject',
    actor: () => 'Asha Menon',
  },
];

/** A new student asks for a room; their request and their token. */
async function askForRoom(s: AuditSetup, name: string) {
  const { token } = await registerStudent(s.app, { name, gender: 'Female' });
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/student/room-requests',
    payload: { reason: 'A quieter floor' },
    headers: bearer(token),
  });
  return { id: response.json<{ data: { _id: string } }>().data._id, token };
}
