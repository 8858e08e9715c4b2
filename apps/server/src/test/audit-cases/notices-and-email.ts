import { emailEntityId } from '../../features/email/email-outbox-service';
import { bearer } from '../factories';
import { failedMessage } from '../outbox-rows';
import type { AuditSetup, Case } from './case';

/** Notices, and sending a message of the outbox again. */
export const noticeAndEmailCases: Case[] = [
  {
    route: 'POST /api/admin/email-outbox/:id/retry',
    arrange: async (s) => {
      const id = await failedMessage(s.app.db, 'reader@college.edu');
      const url = `/api/admin/email-outbox/${id}/retry`;
      return { call: { method: 'POST', url, token: s.office.token }, entityId: emailEntityId(id) };
    },
    action: 'email.retry',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/notices',
    arrange: async (s) => ({
      call: { method: 'POST', url: '/api/notices', payload: newNotice(s), token: s.office.token },
      entityId: '',
    }),
    action: 'notice.post',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/notices/:id',
    arrange: async (s) => {
      const id = await postNotice(s);
      const payload = { ...newNotice(s), pinned: true };
      return {
        call: { method: 'PUT', url: `/api/notices/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'notice.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/notices/:id',
    arrange: async (s) => {
      const id = await postNotice(s);
      return {
        call: { method: 'DELETE', url: `/api/notices/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'notice.remove',
    actor: () => 'Asha Menon',
  },
];

function newNotice(s: AuditSetup) {
  return { title: 'Water off on Sunday', body: 'The tanks are cleaned.', hostels: [s.hostel] };
}
async function postNotice(s: AuditSetup): Promise<string> {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/notices',
    payload: newNotice(s),
    headers: bearer(s.office.token),
  });
  return response.json<{ data: { _id: string } }>().data._id;
}
