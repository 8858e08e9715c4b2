import { eq, sql } from 'drizzle-orm';
import { leaves } from '../../core/db/schema';
import { guardianLinkKeyFrom, guardianLinkToken } from '../../features/leave';
import { bearer, createRoom, registerStudent } from '../factories';
import { testConfig } from '../test-app';
import { appliedLeave, buildLeaveInput } from '../leave-factories';
import type { AuditSetup, Case } from './case';

export const leaveCases: Case[] = [
  {
    route: 'POST /api/student/leaves',
    arrange: async (s) => {
      const token = await residentToken(s, 'Nila Menon');
      const call = { method: 'POST' as const, url: '/api/student/leaves' };
      return { call: { ...call, payload: buildLeaveInput(), token }, entityId: '' };
    },
    action: 'leave.apply',
    actor: () => 'Nila Menon',
  },
  {
    route: 'POST /api/student/leaves/:id/cancel',
    arrange: async (s) => {
      const token = await residentToken(s, 'Sara Joseph');
      const { _id: id } = await appliedLeave(s.app, token);
      const url = `/api/student/leaves/${id}/cancel`;
      return { call: { method: 'POST', url, token }, entityId: id };
    },
    action: 'leave.cancel',
    actor: () => 'Sara Joseph',
  },
  {
    route: 'POST /api/leaves/:id/approve',
    arrange: async (s) => {
      const { _id: id } = await appliedLeave(s.app, await residentToken(s, 'Tara Bose'));
      const url = `/api/leaves/${id}/approve`;
      return { call: { method: 'POST', url, payload: {}, token: s.office.token }, entityId: id };
    },
    action: 'leave.approve',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/leaves/:id/reject',
    arrange: async (s) => {
      const { _id: id } = await appliedLeave(s.app, await residentToken(s, 'Usha Pai'));
      const url = `/api/leaves/${id}/reject`;
      const payload = { note: 'Exams that week' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'leave.reject',
    actor: () => 'Asha Menon',
  },
  {
    // A guardian answers by the signed link: no account, the entry names the student's guardian.
    route: 'POST /api/guardian/leave/:token',
    arrange: async (s) => {
      const { _id: id } = await appliedLeave(s.app, await residentToken(s, 'Vani Rao'));
      // This app sends no e-mail, so nobody was asked: the leave is marked asked as if one had.
      await s.app.db
        .update(leaves)
        .set({ guardianAskedAt: sql`now()` })
        .where(eq(leaves.id, id));
      const key = guardianLinkKeyFrom(testConfig().jwtSecret ?? '');
      const token = guardianLinkToken(key, id, new Date(Date.now() + 3_600_000));
      const url = `/api/guardian/leave/${token}`;
      return { call: { method: 'POST', url, payload: { decision: 'Approved' } }, entityId: id };
    },
    action: 'leave.guardian',
    actor: () => 'Guardian of Vani Rao',
  },
];

/** A student in a Single room of their own, who may apply for leave. */
async function residentToken(s: AuditSetup, name: string) {
  const leaveRoom = (await createRoom(s.app, s.office.token, s.hostel, { type: 'Single' }))._id;
  const own = await registerStudent(s.app, { name, gender: 'Female' });
  await s.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${own.user._id}/assign-room`,
    payload: { roomId: leaveRoom },
    headers: bearer(s.office.token),
  });
  return own.token;
}
