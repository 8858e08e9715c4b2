import type { RollCall } from '@hms/shared/roll-call';
import { bearer } from '../factories';
import { housedStudent } from './arrangements';
import type { AuditSetup, Case } from './case';

/** Tonight's roll-call of the setup's hostel: the open one, or a new one with its list. */
async function started(s: AuditSetup): Promise<RollCall> {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/roll-calls',
    payload: { hostel: s.hostel },
    headers: bearer(s.office.token),
  });
  return response.json<{ data: RollCall }>().data;
}

/** The night roll-call: started, a mark, closed (each its own entry). */
export const rollCallCases: Case[] = [
  {
    route: 'POST /api/roll-calls',
    // The answer names the new roll-call.
    arrange: async (s) => {
      await housedStudent(s);
      return {
        call: {
          method: 'POST',
          url: '/api/roll-calls',
          payload: { hostel: s.hostel },
          token: s.office.token,
        },
        entityId: '',
      };
    },
    action: 'rollcall.start',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/roll-calls/:id/marks/:studentId',
    arrange: async (s) => {
      await housedStudent(s);
      const rollCall = await started(s);
      const resident = rollCall.rooms[0]?.residents[0]?.studentId ?? '';
      return {
        call: {
          method: 'PUT',
          url: `/api/roll-calls/${rollCall._id}/marks/${resident}`,
          payload: { mark: 'absent' },
          token: s.office.token,
        },
        entityId: resident,
      };
    },
    action: 'rollcall.mark',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/roll-calls/:id/close',
    arrange: async (s) => {
      await housedStudent(s);
      const rollCall = await started(s);
      return {
        call: {
          method: 'POST',
          url: `/api/roll-calls/${rollCall._id}/close`,
          token: s.office.token,
        },
        entityId: rollCall._id,
      };
    },
    action: 'rollcall.close',
    actor: () => 'Asha Menon',
  },
];
