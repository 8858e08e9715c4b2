import { buildComplaintInput, submitComplaint } from '../factories';
import { SERVICE_TARGETS_SETTINGS_ID } from '../../features/settings/settings-service';
import type { Case } from './case';

/** Complaints, and the service targets that date them. */
export const complaintAndSettingsCases: Case[] = [
  {
    route: 'POST /api/complaints',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/complaints',
        payload: buildComplaintInput(),
        token: s.student.token,
      },
      entityId: '',
    }),
    action: 'complaint.create',
    actor: () => 'Kavya Reddy',
  },
  {
    route: 'PUT /api/complaints/:id',
    arrange: async (s) => {
      const id = (await submitComplaint(s.app, s.student.token))._id;
      const payload = { status: 'In Progress' };
      return {
        call: { method: 'PUT', url: `/api/complaints/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'complaint.status',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/complaints/:id/comments',
    arrange: async (s) => {
      const id = (await submitComplaint(s.app, s.student.token))._id;
      const url = `/api/complaints/${id}/comments`;
      return {
        call: { method: 'POST', url, payload: { message: 'On it.' }, token: s.office.token },
        entityId: id,
      };
    },
    action: 'complaint.comment',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/complaints/:id/assignee',
    arrange: async (s) => {
      const id = (await submitComplaint(s.app, s.student.token))._id;
      const url = `/api/complaints/${id}/assignee`;
      return {
        call: {
          method: 'PUT',
          url,
          payload: { assigneeId: s.office.user._id },
          token: s.office.token,
        },
        entityId: id,
      };
    },
    action: 'complaint.assign',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/settings/service-targets',
    arrange: async (s) => ({
      call: {
        method: 'PUT',
        url: '/api/settings/service-targets',
        payload: { Critical: 180, High: 1440, Medium: 4320, Low: 10080 },
        token: s.office.token,
      },
      entityId: SERVICE_TARGETS_SETTINGS_ID,
    }),
    action: 'settings.update',
    actor: () => 'Asha Menon',
  },
];
